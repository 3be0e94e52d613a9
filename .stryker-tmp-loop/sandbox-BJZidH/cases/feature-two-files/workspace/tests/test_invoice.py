import unittest
from datetime import date
from decimal import Decimal

from invoice import Invoice, render_text


def sample(**kwargs):
    inv = Invoice(number="2024-0042", customer="Acme GmbH", issued=date(2024, 5, 2), tax_rate=Decimal("0.19"), **kwargs)
    inv.add("Consulting (hours)", 12, "95.00")
    inv.add("Travel", 1, "240.50")
    return inv


class TotalsTest(unittest.TestCase):
    def test_totals(self):
        inv = sample()
        self.assertEqual(inv.subtotal, Decimal("1380.50"))
        self.assertEqual(inv.tax, Decimal("262.30"))
        self.assertEqual(inv.total, Decimal("1642.80"))

    def test_validation(self):
        with self.assertRaises(ValueError):
            Invoice(number="x", customer="y", issued=date(2024, 1, 1), tax_rate=Decimal("1.5"))
        with self.assertRaises(ValueError):
            sample().add("Refund", -1, "10")


class RenderTest(unittest.TestCase):
    def test_layout(self):
        text = render_text(sample())
        self.assertIn("Consulting (hours) x12", text)
        self.assertTrue(text.splitlines()[-1].endswith("1,642.80 EUR"))
        self.assertIn("Tax (19%)", text)
        self.assertNotIn("Discount", text)
        for line in text.splitlines()[3:]:
            self.assertEqual(len(line), 48, line)


if __name__ == "__main__":
    unittest.main()
