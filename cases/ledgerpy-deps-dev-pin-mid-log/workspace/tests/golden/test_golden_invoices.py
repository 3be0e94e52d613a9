"""One test per golden invoice in data/golden/invoices.json: totals agreed with the tax adviser."""

import json
import os
import unittest
from decimal import Decimal

from ledger.storage import invoice_from_dict

GOLDEN = os.path.join(os.path.dirname(__file__), "..", "..", "data", "golden", "invoices.json")


class GoldenInvoiceTests(unittest.TestCase):
    pass


def _golden_test(raw):
    def test(self):
        inv = invoice_from_dict(raw)
        got = {"net": inv.net, "vat": inv.vat, "gross": inv.gross}
        want = {k: Decimal(v) for k, v in raw["expected"].items()}
        self.assertEqual(got, want, "%s (%s, %s)" % (raw["number"], raw["issued"], raw["country"]))
    return test


with open(GOLDEN, encoding="utf-8") as _f:
    for _raw in json.load(_f):
        setattr(GoldenInvoiceTests, "test_" + _raw["number"].replace("-", "_"), _golden_test(_raw))
