import io
import json
import unittest
from datetime import date
from decimal import Decimal

from fixtures import batch, line, row
from payments.reconcile import FXRateTable, Reconciler


class ReportTest(unittest.TestCase):
    def build(self, fx=None):
        rows = [
            row("L1", "charge", "100.00", "USD", "2024-03-01", "ord-1"),
            row("L2", "charge", "50.00", "GBP", "2024-01-15", "ord-2"),
        ]
        payout = batch("B1", "USD", [line("S1", "ord-1", "charge", "100.00", "3.20", "USD")])
        return Reconciler(rows, [payout], fx=fx).reconcile(as_of=date(2024, 3, 8))

    def test_summary_converts_unmatched_rows(self):
        fx = FXRateTable()
        fx.add(date(2024, 1, 15), "GBP", Decimal("1.27"))
        summary = self.build(fx).summary()
        self.assertEqual(summary["unmatched_rows"], 1)
        self.assertEqual(summary["unmatched_ledger_total"], "63.50")
        self.assertEqual(summary["warnings"], [])

    def test_missing_rate_is_a_warning_not_a_zero(self):
        summary = self.build().summary()
        self.assertEqual(summary["unmatched_ledger_total"], "0.00")
        self.assertEqual(len(summary["warnings"]), 1)
        self.assertIn("50.00 GBP", summary["warnings"][0])

    def test_aging_and_exports(self):
        report = self.build()
        aging = report.aging()
        self.assertEqual([r.row_id for r in aging["over 30 days"]], ["L2"])
        out = io.StringIO()
        report.to_csv(out)
        self.assertIn("unmatched_row,,,L2,50.00,GBP", out.getvalue())
        payload = json.loads(report.to_json())
        self.assertEqual(payload["batches"][0]["net_minor"], 9680)
        self.assertIn("over 30 days", report.render_text())


if __name__ == "__main__":
    unittest.main()
