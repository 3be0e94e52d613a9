import unittest

from orders.queries import search_orders


class SearchOrdersTest(unittest.TestCase):
    def test_filters_are_bound(self):
        sql, params = search_orders(status=["paid", "shipped"], customer="acme")
        self.assertIn("o.status IN (%s, %s)", sql)
        self.assertIn("c.name ILIKE %s", sql)
        self.assertEqual(params[:3], ["paid", "shipped", "%acme%"])

    def test_pages(self):
        _, first = search_orders(limit=20, offset=0)
        _, third = search_orders(limit=20, offset=40)
        self.assertEqual(first, [20, 0])
        self.assertEqual(third, [20, 40])

    def test_sort_whitelist(self):
        with self.assertRaises(ValueError):
            search_orders(sort="id; DROP TABLE orders")


if __name__ == "__main__":
    unittest.main()
