import unittest
from datetime import date
from decimal import Decimal

from ledger.invoices import Invoice, InvoiceLine


def invoice(country="DE", issued=date(2026, 3, 10)):
    inv = Invoice("INV-2026-0001", "C001", country, issued)
    inv.add(InvoiceLine("BK-101", "Bookkeeping hours", 3, "85.00"))
    inv.add(InvoiceLine("PR-301", "Printed manual", 2, "18.90", category="reduced"))
    return inv


class LineTests(unittest.TestCase):
    def test_net(self):
        self.assertEqual(InvoiceLine("X", "", 3, "1.10").net, Decimal("3.30"))

    def test_discount(self):
        self.assertEqual(InvoiceLine("X", "", 1, "100.00", discount_pct="12.5").net, Decimal("87.50"))

    def test_discount_rounds_half_up(self):
        self.assertEqual(InvoiceLine("X", "", 1, "0.05", discount_pct="10").net, Decimal("0.05"))

    def test_quantity_positive(self):
        with self.assertRaises(ValueError):
            InvoiceLine("X", "", 0, "1.00")

    def test_discount_range(self):
        with self.assertRaises(ValueError):
            InvoiceLine("X", "", 1, "1.00", discount_pct="100")


class TotalsTests(unittest.TestCase):
    def test_breakdown_by_rate(self):
        self.assertEqual(
            list(invoice().vat_breakdown().items()),
            [(Decimal("7"), (Decimal("37.80"), Decimal("2.65"))), (Decimal("19"), (Decimal("255.00"), Decimal("48.45")))],
        )

    def test_totals(self):
        inv = invoice()
        self.assertEqual((inv.net, inv.vat, inv.gross), (Decimal("292.80"), Decimal("51.10"), Decimal("343.90")))

    def test_vat_on_rate_total_not_per_line(self):
        inv = Invoice("INV-2026-0002", "C001", "DE", date(2026, 3, 10))
        for _ in range(3):
            inv.add(InvoiceLine("X", "", 1, "0.05"))
        self.assertEqual(inv.vat, Decimal("0.03"))

    def test_due_date(self):
        inv = invoice()
        inv.terms_days = 14
        self.assertEqual(inv.due, date(2026, 3, 24))


class EntryTests(unittest.TestCase):
    def test_entry_balances(self):
        e = invoice().to_entry().validate()
        self.assertEqual([(p.account, p.debit, p.credit) for p in e.postings], [
            ("1200", Decimal("343.90"), Decimal("0.00")),
            ("4000", Decimal("0.00"), Decimal("292.80")),
            ("2300", Decimal("0.00"), Decimal("51.10")),
        ])

    def test_zero_rated_has_no_vat_posting(self):
        inv = Invoice("INV-2026-0003", "C001", "DE", date(2026, 3, 10))
        inv.add(InvoiceLine("EX-501", "Exported goods", 1, "150.00", category="zero"))
        self.assertEqual([p.account for p in inv.to_entry().postings], ["1200", "4000"])

    def test_empty_invoice(self):
        with self.assertRaises(ValueError):
            Invoice("INV-2026-0004", "C001", "DE", date(2026, 3, 10)).to_entry()
