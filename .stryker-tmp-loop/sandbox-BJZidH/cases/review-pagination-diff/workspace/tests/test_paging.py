import unittest

from catalog.api import list_products
from catalog.paging import paginate
from catalog.store import Product, ProductStore


class PagingTest(unittest.TestCase):
    def test_first_page(self):
        page = paginate(list(range(45)), 0, 20)
        self.assertEqual(page.items, list(range(20)))
        self.assertTrue(page.has_next)

    def test_last_page_is_partial(self):
        page = paginate(list(range(45)), 2, 20)
        self.assertEqual(page.items, list(range(40, 45)))
        self.assertFalse(page.has_next)

    def test_rejects_bad_arguments(self):
        with self.assertRaises(ValueError):
            paginate([], -1, 10)
        with self.assertRaises(ValueError):
            paginate([], 0, 0)


class ApiTest(unittest.TestCase):
    def setUp(self):
        self.store = ProductStore(Product(f"SKU-{i:03d}", f"Bolt {i}", 100 + i, "bolts") for i in range(25))

    def test_client_walks_every_product_once(self):
        seen, params = [], {"size": "10"}
        while True:
            body = list_products(self.store, "bolts", params)
            seen += [item["sku"] for item in body["items"]]
            if body["next_page"] is None:
                break
            params = {"size": "10", "page": str(body["next_page"])}
        self.assertEqual(seen, [f"SKU-{i:03d}" for i in range(25)])


if __name__ == "__main__":
    unittest.main()
