import unittest
from datetime import date
from decimal import Decimal

from ledger.tax import UnknownRate, countries, rate_for, vat_amount

# (country, category, day, expected rate): one generated test per row.
RATE_TABLE = [
    ("DE", "standard", date(2026, 1, 15), "19"),
    ("DE", "reduced", date(2026, 1, 15), "7"),
    ("DE", "standard", date(2008, 6, 1), "19"),
    ("FR", "standard", date(2026, 3, 1), "20"),
    ("FR", "reduced", date(2026, 3, 1), "5.5"),
    ("FR", "reduced", date(2026, 6, 30), "5.5"),
    ("FR", "reduced", date(2026, 9, 1), "6"),
    ("FR", "reduced", date(2027, 1, 1), "6"),
    ("NL", "standard", date(2026, 5, 5), "21"),
    ("NL", "reduced", date(2026, 5, 5), "9"),
    ("AT", "standard", date(2026, 2, 2), "20"),
    ("AT", "reduced", date(2026, 2, 2), "10"),
    ("AT", "zero", date(2026, 2, 2), "0"),
    ("DE", "zero", date(2026, 2, 2), "0"),
]


class RateTableTests(unittest.TestCase):
    pass


def _rate_test(country, category, day, want):
    def test(self):
        self.assertEqual(rate_for(country, category, day), Decimal(want))
    return test


for _country, _category, _day, _want in RATE_TABLE:
    setattr(RateTableTests, "test_%s_%s_%s" % (_country, _category, _day.strftime("%Y%m%d")), _rate_test(_country, _category, _day, _want))


class RateLookupTests(unittest.TestCase):
    def test_unknown_category(self):
        with self.assertRaises(UnknownRate):
            rate_for("DE", "luxury", date(2026, 1, 1))

    def test_unknown_country(self):
        with self.assertRaises(UnknownRate):
            rate_for("IT", "standard", date(2026, 1, 1))

    def test_before_first_rate(self):
        with self.assertRaises(UnknownRate):
            rate_for("AT", "standard", date(2015, 12, 31))

    def test_countries(self):
        self.assertEqual(countries(), ["AT", "DE", "FR", "NL"])


class VatAmountTests(unittest.TestCase):
    def test_rounds_half_up(self):
        self.assertEqual(vat_amount(Decimal("10.50"), Decimal("5.5")), Decimal("0.58"))

    def test_zero_rate(self):
        self.assertEqual(vat_amount(Decimal("99.99"), Decimal("0")), Decimal("0.00"))

    def test_standard(self):
        self.assertEqual(vat_amount(Decimal("100.00"), Decimal("19")), Decimal("19.00"))
