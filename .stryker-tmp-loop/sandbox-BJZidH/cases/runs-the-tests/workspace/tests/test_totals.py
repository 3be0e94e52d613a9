import unittest
from decimal import Decimal

from cart.totals import cart_total, line_total

COUPONS = {"SPRING10": Decimal("10"), "HALF": Decimal("50")}


class CartTest(unittest.TestCase):
    def test_line_total_rounds_half_up(self):
        self.assertEqual(line_total(Decimal("0.125"), 1), Decimal("0.13"))

    def test_no_coupon(self):
        self.assertEqual(cart_total([(Decimal("9.99"), 2)], COUPONS), Decimal("19.98"))

    def test_percentage_coupon(self):
        self.assertEqual(cart_total([(Decimal("20.00"), 3)], COUPONS, "SPRING10"), Decimal("54.00"))
        self.assertEqual(cart_total([(Decimal("10.00"), 1)], COUPONS, "HALF"), Decimal("5.00"))

    def test_unknown_code_is_ignored(self):
        self.assertEqual(cart_total([(Decimal("5.00"), 1)], COUPONS, "NOPE"), Decimal("5.00"))


if __name__ == "__main__":
    unittest.main()
