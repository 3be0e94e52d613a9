import os
import unittest
from decimal import Decimal

from ledger import storage

DATA = os.path.join(os.path.dirname(__file__), "..", "..", "data")


class StorageTests(unittest.TestCase):
    def test_chart(self):
        chart = storage.load_chart(os.path.join(DATA, "chart.csv"))
        self.assertEqual(chart.get("2300").name, "VAT payable")

    def test_customers_keep_terms(self):
        customers = storage.load_customers(os.path.join(DATA, "customers.csv"))
        self.assertEqual(customers["C001"]["terms_days"], 14)

    def test_books_balance(self):
        chart, _, journal, invoices, payments = storage.load_books(DATA)
        total = sum((p.net for e in journal.entries for p in e.postings), Decimal("0"))
        self.assertEqual(total, Decimal("0"))
        self.assertEqual(len(journal), 1 + 6 * 5 + len(invoices) + len(payments))
