"""In-memory product store (the production one wraps the database with the same interface)."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    price_cents: int
    category: str


class ProductStore:
    def __init__(self, products=()):
        self._products = {p.sku: p for p in products}

    def add(self, product):
        self._products[product.sku] = product

    def in_category(self, category):
        """Products of a category, ordered by SKU so that paging is stable."""
        return sorted((p for p in self._products.values() if p.category == category), key=lambda p: p.sku)
