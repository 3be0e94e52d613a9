"""Every service class answers for one customer from rows keyed by the warehouse's cust_id."""
import importlib
import inspect
import pkgutil
import unittest

import billing
from billing.store import Store


def services():
    for mod in pkgutil.iter_modules(billing.__path__):
        m = importlib.import_module(f"billing.{mod.name}")
        for _, cls in inspect.getmembers(m, inspect.isclass):
            if cls.__name__.endswith("Service") and cls.__module__ == m.__name__:
                yield mod.name, cls


class ServicesTest(unittest.TestCase):
    def test_every_service_reads_by_customer(self):
        checked = 0
        for table, cls in services():
            store = Store()
            store.load(table, [
                {"cust_id": "C1", "created_at": "2026-11-01"},
                {"cust_id": "C2", "created_at": "2026-11-02"},
                {"cust_id": "C1", "created_at": "2026-11-03"},
            ])
            svc = cls(store)
            with self.subTest(service=cls.__name__):
                self.assertEqual(svc.by_customer(), {"C1": 2, "C2": 1})
                for name, fn in inspect.getmembers(svc, inspect.ismethod):
                    if name.startswith("_") or name == "by_customer":
                        continue
                    rows = fn("C1")
                    self.assertEqual([r["created_at"] for r in rows], ["2026-11-03", "2026-11-01"], name)
            checked += 1
        self.assertEqual(checked, 30)
