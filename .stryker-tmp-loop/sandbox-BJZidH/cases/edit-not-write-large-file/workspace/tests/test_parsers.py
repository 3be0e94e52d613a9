import unittest
from datetime import date
from decimal import Decimal

from payments.reconcile import BatchStatus, LedgerParser, ParseError, RowKind, SettlementParser

LEDGER = """id,type,amount,ccy,date,ref,memo
L1,sale,100.00,usd,2024-03-01,ord-1,first order
L2,refund,20.00,USD,2024-03-02,ord-1,partial refund
L3,charge,"1,250.00",EUR,2024-03-02,ord-2,
"""

SETTLEMENT = """batch_id,processor,currency,value_date,line_id,reference,type,gross,fee,net
B1,Stripe,USD,2024-03-05,S1,ORD-1,charge,100.00,3.20,96.80
B1,Stripe,USD,2024-03-05,S2,ORD-1,refund,-20.00,0.00,-20.00
B1,Stripe,USD,2024-03-05,T,,trailer,,,76.80
"""


class LedgerParserTest(unittest.TestCase):
    def test_header_aliases_and_normalization(self):
        rows = LedgerParser().parse_text(LEDGER)
        self.assertEqual([r.row_id for r in rows], ["L1", "L2", "L3"])
        self.assertEqual(rows[0].kind, RowKind.CHARGE)
        self.assertEqual(rows[0].currency, "USD")
        self.assertEqual(rows[1].signed_amount, Decimal("-20.00"))
        self.assertEqual(rows[2].amount, Decimal("1250.00"))

    def test_strict_mode_names_the_line(self):
        text = LEDGER + "L4,sale,abc,USD,2024-03-03,ord-3,\n"
        with self.assertRaises(ParseError) as caught:
            LedgerParser(source="ledger.csv").parse_text(text)
        self.assertIn("ledger.csv:5", str(caught.exception))

    def test_lenient_mode_collects_errors(self):
        text = LEDGER + "L1,sale,5.00,USD,2024-03-03,ord-3,\n"
        parser = LedgerParser(strict=False)
        rows = parser.parse_text(text)
        self.assertEqual(len(rows), 3)
        self.assertEqual(len(parser.errors), 1)
        self.assertIn("duplicate row id L1", str(parser.errors[0]))

    def test_missing_column(self):
        with self.assertRaises(ParseError):
            LedgerParser().parse_text("id,type,amount\nL1,sale,1.00\n")


class SettlementParserTest(unittest.TestCase):
    def test_batches_are_closed_with_trailer(self):
        batches = SettlementParser().parse_text(SETTLEMENT)
        self.assertEqual(len(batches), 1)
        batch = batches[0]
        self.assertEqual(batch.status, BatchStatus.CLOSED)
        self.assertEqual(batch.processor, "stripe")
        self.assertEqual(batch.value_date, date(2024, 3, 5))
        self.assertEqual(batch.total_net, Decimal("76.80"))
        self.assertEqual(batch.trailer_discrepancy(), Decimal("0.00"))

    def test_net_must_equal_gross_minus_fee(self):
        bad = SETTLEMENT.replace("96.80", "97.00")
        with self.assertRaises(ParseError):
            SettlementParser().parse_text(bad)

    def test_minor_units_and_unsigned_amounts(self):
        text = (
            "batch_id,currency,value_date,line_id,reference,type,gross,fee\n"
            "B2,EUR,2024-03-06,S1,ord-9,refund,1500,0\n"
        )
        batch = SettlementParser(processor="adyen", minor_units=True, signed_amounts=False).parse_text(text)[0]
        self.assertEqual(batch.lines[0].gross, Decimal("-15.00"))
        self.assertEqual(batch.processor, "adyen")


if __name__ == "__main__":
    unittest.main()
