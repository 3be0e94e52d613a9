import unittest

from etl.parse import parse_inventory_row, parse_price, parse_price_row
from etl.reconcile import ReconcileError, value_stock


class ParseTest(unittest.TestCase):
    def test_price_in_cents(self):
        self.assertEqual(parse_price("12.50"), 1250)
        self.assertEqual(parse_price("0.07"), 7)

    def test_price_row_rejects_other_currencies(self):
        with self.assertRaises(ValueError):
            parse_price_row({"sku": "SKU-1", "unit_price": "1.00", "currency": "USD"})

    def test_empty_bin_is_unassigned(self):
        self.assertEqual(parse_inventory_row({"sku": "SKU-1", "quantity": "3", "bin": ""}), ("SKU-1", {"quantity": 3, "bin": "UNASSIGNED"}))


class ReconcileTest(unittest.TestCase):
    def test_values_every_sku(self):
        inventory = {"B": {"quantity": 2, "bin": "A-01-1"}, "A": {"quantity": 1, "bin": "A-01-2"}}
        self.assertEqual(value_stock(inventory, {"A": 100, "B": 250}), [("A", 1, 100, 100), ("B", 2, 250, 500)])

    def test_refuses_gaps(self):
        with self.assertRaises(ReconcileError):
            value_stock({"A": {"quantity": 1, "bin": "x"}}, {})


if __name__ == "__main__":
    unittest.main()
