import unittest
from datetime import date
from decimal import Decimal

from ledger import reports
from ledger.accounts import Account, Chart
from ledger.invoices import Invoice, InvoiceLine
from ledger.journal import Entry, Journal
from ledger.payments import Payment
from ledger.periods import month_period

D = Decimal


def books():
    chart = Chart([
        Account("1000", "Bank", "asset"), Account("1200", "Accounts receivable", "asset"),
        Account("1570", "Input VAT", "asset"), Account("2000", "Accounts payable", "liability"),
        Account("2300", "VAT payable", "liability"), Account("3000", "Share capital", "equity"),
        Account("3100", "Retained earnings", "equity"), Account("4000", "Sales", "income"),
        Account("6000", "Rent", "expense"),
    ])
    j = Journal(chart)
    j.post(Entry(date(2026, 1, 1), "JE-1").debit("1000", "1000").credit("3000", "1000"))
    j.post(Entry(date(2026, 1, 31), "JE-2").debit("6000", "200").credit("1000", "200"))
    j.post(Entry(date(2026, 2, 1), "JE-3").debit("6000", "200").credit("1000", "200"))
    inv = Invoice("INV-2026-0001", "C001", "DE", date(2026, 1, 31), terms_days=14)
    inv.add(InvoiceLine("BK-101", "Bookkeeping hours", 2, "50.00"))
    j.post(inv.to_entry())
    return chart, j, [inv]


class TrialBalanceTests(unittest.TestCase):
    def test_balanced_and_includes_last_day(self):
        chart, j, _ = books()
        tb = reports.build_trial_balance(j, chart, date(2026, 1, 31))
        self.assertTrue(tb.balanced)
        self.assertEqual(tb.total_debit, D("1119.00"))
        self.assertEqual([r.code for r in tb.rows], ["1000", "1200", "2300", "3000", "4000", "6000"])

    def test_render_totals_line(self):
        chart, j, _ = books()
        text = reports.render_trial_balance(reports.build_trial_balance(j, chart, date(2026, 2, 28)))
        self.assertIn("Total", text)
        self.assertNotIn("OUT OF BALANCE", text)

    def test_csv(self):
        chart, j, _ = books()
        csv_text = reports.trial_balance_csv(reports.build_trial_balance(j, chart, date(2026, 1, 31)))
        self.assertTrue(csv_text.startswith("code,name,debit,credit\n1000,Bank,800.00,0.00\n"))


class IncomeAndBalanceTests(unittest.TestCase):
    def test_income_statement(self):
        chart, j, _ = books()
        inc = reports.build_income_statement(j, chart, month_period(2026, 1))
        self.assertEqual((inc.income.total, inc.expenses.total, inc.net_income), (D("100.00"), D("200.00"), D("-100.00")))

    def test_balance_sheet_balances(self):
        chart, j, _ = books()
        bs = reports.build_balance_sheet(j, chart, date(2026, 2, 28), date(2026, 1, 1))
        self.assertTrue(bs.balanced)
        self.assertEqual(bs.equity.rows[-1], ("", "Current year result", D("-300.00")))


class VatReturnTests(unittest.TestCase):
    def test_january(self):
        chart, j, invs = books()
        vr = reports.build_vat_return(j, invs, month_period(2026, 1))
        self.assertEqual(vr.by_rate, {D("19"): (D("100.00"), D("19.00"))})
        self.assertEqual(vr.payable, D("19.00"))

    def test_february_is_empty(self):
        chart, j, invs = books()
        self.assertEqual(reports.build_vat_return(j, invs, month_period(2026, 2)).payable, D("0.00"))


class LedgerDetailTests(unittest.TestCase):
    def test_running_balance(self):
        chart, j, _ = books()
        led = reports.build_account_ledger(j, chart, "1000", month_period(2026, 2))
        self.assertEqual(led.opening, D("800.00"))
        self.assertEqual(led.closing, D("600.00"))


class StatementTests(unittest.TestCase):
    def test_statement_lists_period_items(self):
        _, _, invs = books()
        pays = [Payment("PAY-1", "C001", date(2026, 2, 10), "50.00")]
        st = reports.build_customer_statement("C001", {"C001": {"name": "Alder"}}, invs, pays, month_period(2026, 2))
        self.assertEqual(st.opening, D("119.00"))
        self.assertEqual([l.ref for l in st.lines], ["PAY-1"])
        self.assertEqual(st.closing, D("69.00"))


class AgingTests(unittest.TestCase):
    def test_partly_paid_invoice_ages(self):
        _, _, invs = books()
        pays = [Payment("PAY-1", "C001", date(2026, 2, 10), "19.00")]
        table, totals = reports.build_aging(invs, pays, date(2026, 3, 31))
        self.assertEqual(table["C001"]["31-60"], D("100.00"))
        self.assertEqual(sum(totals.values()), D("100.00"))
