import unittest
from datetime import date
from decimal import Decimal

from ledger.payments import Payment, allocate


def pay(amount):
    return Payment("PAY-1", "C001", date(2026, 4, 1), amount)


ITEMS = [("INV-2026-0003", date(2026, 3, 1), "50.00"), ("INV-2026-0001", date(2026, 2, 1), "30.00"), ("INV-2026-0002", date(2026, 2, 1), "20.00")]


class AllocateTests(unittest.TestCase):
    def test_oldest_due_first_then_number(self):
        applied, rest = allocate(pay("60.00"), ITEMS)
        self.assertEqual(applied, [("INV-2026-0001", Decimal("30.00")), ("INV-2026-0002", Decimal("20.00")), ("INV-2026-0003", Decimal("10.00"))])
        self.assertEqual(rest, Decimal("0.00"))

    def test_overpayment_left_unapplied(self):
        _, rest = allocate(pay("120.00"), ITEMS)
        self.assertEqual(rest, Decimal("20.00"))

    def test_partial(self):
        applied, _ = allocate(pay("10.00"), ITEMS)
        self.assertEqual(applied, [("INV-2026-0001", Decimal("10.00"))])

    def test_no_items(self):
        self.assertEqual(allocate(pay("5.00"), []), ([], Decimal("5.00")))

    def test_amount_positive(self):
        with self.assertRaises(ValueError):
            pay("0")

    def test_entry(self):
        e = pay("12.00").to_entry().validate()
        self.assertEqual([(p.account, p.net) for p in e.postings], [("1000", Decimal("12.00")), ("1200", Decimal("-12.00"))])
