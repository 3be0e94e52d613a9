import unittest
from datetime import date
from decimal import Decimal

from ledger.aging import age, bucket_of, totals

BUCKET_TABLE = [(-5, "current"), (0, "current"), (1, "1-30"), (30, "1-30"), (31, "31-60"), (60, "31-60"), (61, "61-90"), (90, "61-90"), (91, "90+"), (400, "90+")]


class BucketTests(unittest.TestCase):
    pass


def _bucket_test(days, want):
    def test(self):
        self.assertEqual(bucket_of(days), want)
    return test


for _days, _want in BUCKET_TABLE:
    setattr(BucketTests, "test_%s_days" % str(_days).replace("-", "minus_"), _bucket_test(_days, _want))


class AgeTests(unittest.TestCase):
    def test_sums_per_customer_and_bucket(self):
        items = [("B", date(2026, 3, 1), Decimal("10.00")), ("A", date(2026, 1, 1), Decimal("5.00")), ("A", date(2026, 3, 20), Decimal("1.00"))]
        table = age(items, date(2026, 3, 31))
        self.assertEqual(list(table), ["A", "B"])
        self.assertEqual(table["A"]["61-90"], Decimal("5.00"))
        self.assertEqual(table["A"]["1-30"], Decimal("1.00"))
        self.assertEqual(totals(table)["1-30"], Decimal("11.00"))
