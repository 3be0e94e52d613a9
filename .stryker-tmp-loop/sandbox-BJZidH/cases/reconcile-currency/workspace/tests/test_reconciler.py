import unittest
from datetime import date
from decimal import Decimal

from fixtures import batch, line, row
from payments.reconcile import (
    BatchStateError,
    BatchStatus,
    FeeRule,
    FeeSchedule,
    FXRateTable,
    MatchStatus,
    Reconciler,
    RowKind,
    SettlementBatch,
)


class MatchingTest(unittest.TestCase):
    def test_exact_match_settles_row_and_batch(self):
        rows = [row("L1", "charge", "100.00", "USD", "2024-03-01", "ord-1")]
        payout = batch("B1", "USD", [line("S1", "ORD-1", "charge", "100.00", "3.20", "USD")])
        report = Reconciler(rows, [payout]).reconcile()
        match = report.results[0].matches[0]
        self.assertEqual(match.status, MatchStatus.MATCHED)
        self.assertEqual(match.row_ids, ["L1"])
        self.assertEqual(rows[0].settlement_id, "B1")
        self.assertEqual(payout.status, BatchStatus.RECONCILED)
        self.assertTrue(report.is_clean)

    def test_amount_mismatch_leaves_row_open(self):
        rows = [row("L1", "charge", "100.00", "USD", "2024-03-01", "ord-1")]
        payout = batch("B1", "USD", [line("S1", "ord-1", "charge", "99.00", "3.20", "USD")])
        report = Reconciler(rows, [payout]).reconcile()
        match = report.results[0].matches[0]
        self.assertEqual(match.status, MatchStatus.AMOUNT_MISMATCH)
        self.assertEqual(match.difference, Decimal("-1.00"))
        self.assertFalse(rows[0].is_settled)

    def test_split_capture(self):
        rows = [
            row("L1", "charge", "60.00", "USD", "2024-03-01", "ord-5"),
            row("L2", "charge", "40.00", "USD", "2024-03-01", "ord-5"),
        ]
        payout = batch("B1", "USD", [line("S1", "ord-5", "charge", "100.00", "3.20", "USD")])
        match = Reconciler(rows, [payout]).reconcile().results[0].matches[0]
        self.assertEqual(match.status, MatchStatus.SPLIT)
        self.assertEqual(sorted(match.row_ids), ["L1", "L2"])

    def test_repeated_line_is_a_duplicate(self):
        rows = [row("L1", "charge", "100.00", "USD", "2024-03-01", "ord-1")]
        payout = batch(
            "B1",
            "USD",
            [
                line("S1", "ord-1", "charge", "100.00", "3.20", "USD"),
                line("S2", "ord-1", "charge", "100.00", "3.20", "USD"),
            ],
        )
        matches = Reconciler(rows, [payout]).reconcile().results[0].matches
        self.assertEqual([m.status for m in matches], [MatchStatus.MATCHED, MatchStatus.DUPLICATE])

    def test_refund_matches_refund_row_only(self):
        rows = [
            row("L1", "charge", "20.00", "USD", "2024-03-01", "ord-1"),
            row("L2", "refund", "20.00", "USD", "2024-03-02", "ord-1"),
        ]
        payout = batch("B1", "USD", [line("S1", "ord-1", "refund", "-20.00", "0", "USD")])
        report = Reconciler(rows, [payout]).reconcile()
        self.assertEqual(report.results[0].matches[0].row_ids, ["L2"])
        self.assertEqual([r.row_id for r in report.unmatched_rows], ["L1"])

    def test_open_batch_is_refused(self):
        payout = SettlementBatch(batch_id="B1", processor="stripe", currency="USD", value_date=date(2024, 3, 5))
        with self.assertRaises(BatchStateError):
            Reconciler([], [payout]).reconcile()

    def test_late_settlement_is_noted(self):
        rows = [row("L1", "charge", "10.00", "USD", "2024-02-01", "ord-1")]
        payout = batch("B1", "USD", [line("S1", "ord-1", "charge", "10.00", "0.59", "USD")])
        match = Reconciler(rows, [payout]).reconcile().results[0].matches[0]
        self.assertEqual(match.status, MatchStatus.MATCHED)
        self.assertIn("business days after booking", match.note)


class CurrencyTest(unittest.TestCase):
    def test_row_in_another_currency_does_not_settle_the_batch(self):
        rows = [row("L1", "charge", "100.00", "EUR", "2024-03-01", "ord-1")]
        payout = batch("B1", "USD", [line("S1", "ord-1", "charge", "100.00", "3.20", "USD")])
        report = Reconciler(rows, [payout]).reconcile()
        self.assertEqual(report.results[0].matches[0].status, MatchStatus.UNMATCHED)
        self.assertIsNone(rows[0].settlement_id)
        self.assertEqual([r.row_id for r in report.unmatched_rows], ["L1"])

    def test_same_reference_in_two_currencies_matches_the_batch_currency(self):
        rows = [
            row("L1", "charge", "100.00", "EUR", "2024-03-01", "ord-7"),
            row("L2", "charge", "100.00", "USD", "2024-03-02", "ord-7"),
        ]
        payout = batch("B1", "USD", [line("S1", "ord-7", "charge", "100.00", "3.20", "USD")])
        report = Reconciler(rows, [payout]).reconcile()
        self.assertEqual(report.results[0].matches[0].row_ids, ["L2"])
        self.assertEqual([r.row_id for r in report.unmatched_rows], ["L1"])


class FeesAndFxTest(unittest.TestCase):
    def test_fee_audit_flags_overcharge(self):
        schedule = FeeSchedule([FeeRule("stripe", RowKind.CHARGE, Decimal("0.029"), Decimal("0.30"))])
        rows = [row("L1", "charge", "100.00", "USD", "2024-03-01", "ord-1")]
        payout = batch("B1", "USD", [line("S1", "ord-1", "charge", "100.00", "3.50", "USD")])
        report = Reconciler(rows, [payout], fee_schedule=schedule).reconcile()
        self.assertEqual(len(report.fee_discrepancies), 1)
        self.assertEqual(report.fee_discrepancies[0].difference, Decimal("0.30"))
        self.assertFalse(report.is_clean)

    def test_fx_falls_back_to_previous_business_day(self):
        fx = FXRateTable()
        fx.add(date(2024, 3, 1), "EUR", Decimal("1.08"))
        # Monday 2024-03-04 has no rate: Friday's applies.
        self.assertEqual(fx.convert(Decimal("100.00"), "EUR", "USD", date(2024, 3, 4)), Decimal("108.00"))
        self.assertEqual(fx.convert(Decimal("108.00"), "USD", "EUR", date(2024, 3, 1)), Decimal("100.00"))


if __name__ == "__main__":
    unittest.main()
