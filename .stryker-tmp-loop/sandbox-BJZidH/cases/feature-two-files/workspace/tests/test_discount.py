import unittest
from datetime import date
from decimal import Decimal

from invoice import Invoice, render_text


def discounted(pct):
    inv = Invoice(number="2024-0043", customer="Acme GmbH", issued=date(2024, 5, 3),
                  tax_rate=Decimal("0.19"), discount_pct=Decimal(pct))
    inv.add("Consulting (hours)", 12, "95.00")
    inv.add("Travel", 1, "240.50")
    return inv


class DiscountTest(unittest.TestCase):
    def test_discount_is_applied_before_tax(self):
        inv = discounted("10")
        self.assertEqual(inv.subtotal, Decimal("1380.50"))
        self.assertEqual(inv.discount, Decimal("138.05"))
        self.assertEqual(inv.tax, Decimal("236.07"))
        self.assertEqual(inv.total, Decimal("1478.52"))

    def test_discount_defaults_to_zero(self):
        inv = Invoice(number="n", customer="c", issued=date(2024, 1, 1))
        self.assertEqual(inv.discount_pct, Decimal("0"))
        self.assertEqual(inv.discount, Decimal("0.00"))

    def test_discount_must_be_a_percentage(self):
        for bad in ("-5", "100.5"):
            with self.assertRaises(ValueError, msg=bad):
                discounted(bad)

    def test_rendered_between_subtotal_and_tax(self):
        lines = render_text(discounted("12.5")).splitlines()
        labels = [line.split("  ")[0] for line in lines[-4:]]
        self.assertEqual(labels, ["Subtotal", "Discount (12.5%)", "Tax (19%)", "Total"])
        self.assertTrue(lines[-3].endswith("-172.56 EUR"), lines[-3])
        self.assertEqual(len(lines[-3]), 48)


if __name__ == "__main__":
    unittest.main()
