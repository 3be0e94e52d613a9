"""Financial reports built from the journal: trial balance, income statement, balance sheet,
VAT return, general-ledger detail, customer statements and receivables aging.

Every report is built in two steps: a `build_*` function returns plain rows (lists of
tuples or dataclasses holding Decimals), and a `render_*` function turns the rows into the
fixed-width text the CLI prints or into CSV. Keeping the two apart lets the tests compare
figures without parsing text, and lets the exports share the figures with the screen.

Conventions:
- periods are `ledger.periods.Period` values; both ends are included;
- balances are debit minus credit; a report shows credit-normal accounts with the sign
  flipped so that income, liabilities and equity read as positive numbers;
- amounts are Decimal rounded to the cent (see ledger.money), never floats.
"""

import csv
import io
from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import date, timedelta

from ledger import aging as aging_mod
from ledger.money import ZERO, format_amount, round_cents

VAT_PAYABLE = "2300"
VAT_RECEIVABLE = "1570"
RECEIVABLES = "1200"
RETAINED_EARNINGS = "3100"

COLUMN_WIDTH = 14
NAME_WIDTH = 32


# ---------------------------------------------------------------------------
# Balances
# ---------------------------------------------------------------------------


def account_balance(journal, account, start=None, end=None):
    """Debit minus credit of `account` over the entries dated start..end (both included)."""
    total = ZERO
    for _entry, posting in journal.postings_for(account, start, end):
        total += posting.net
    return total


def balances(journal, chart, start=None, end=None):
    """{account code: debit minus credit} for every account of the chart, in code order."""
    out = OrderedDict((account.code, ZERO) for account in chart)
    for entry in journal.entries:
        if start is not None and entry.date < start:
            continue
        if end is not None and entry.date > end:
            continue
        for posting in entry.postings:
            out[posting.account] = out.get(posting.account, ZERO) + posting.net
    return out


def signed_for_report(account, balance):
    """A balance as a report shows it: credit-normal accounts with the sign flipped."""
    return balance if account.normal_balance == "debit" else -balance


def opening_balance(journal, account, start):
    """Balance of `account` from the first entry up to the day before `start`."""
    return account_balance(journal, account, None, start - timedelta(days=1))


# ---------------------------------------------------------------------------
# Trial balance
# ---------------------------------------------------------------------------


@dataclass
class TrialBalanceRow:
    code: str
    name: str
    debit: object
    credit: object


@dataclass
class TrialBalance:
    as_of: date
    rows: list = field(default_factory=list)

    @property
    def total_debit(self):
        return sum((r.debit for r in self.rows), ZERO)

    @property
    def total_credit(self):
        return sum((r.credit for r in self.rows), ZERO)

    @property
    def balanced(self):
        return self.total_debit == self.total_credit


def build_trial_balance(journal, chart, as_of, include_zero=False):
    """Every account's balance at the end of `as_of`, in a debit or a credit column."""
    report = TrialBalance(as_of)
    for code, balance in balances(journal, chart, None, as_of).items():
        if not balance and not include_zero:
            continue
        account = chart.get(code)
        if balance >= 0:
            report.rows.append(TrialBalanceRow(code, account.name, balance, ZERO))
        else:
            report.rows.append(TrialBalanceRow(code, account.name, ZERO, -balance))
    return report


def render_trial_balance(report, currency="EUR"):
    lines = ["Trial balance as of %s (%s)" % (report.as_of.isoformat(), currency), ""]
    lines.append(_row("Account", "Debit", "Credit"))
    lines.append(_rule(3))
    for r in report.rows:
        lines.append(_row("%s %s" % (r.code, r.name), _amt(r.debit), _amt(r.credit)))
    lines.append(_rule(3))
    lines.append(_row("Total", _amt(report.total_debit), _amt(report.total_credit)))
    if not report.balanced:
        lines.append("")
        lines.append("OUT OF BALANCE by %s" % _amt(report.total_debit - report.total_credit))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Income statement
# ---------------------------------------------------------------------------


@dataclass
class StatementSection:
    title: str
    rows: list = field(default_factory=list)  # (code, name, amount)

    @property
    def total(self):
        return sum((amount for _, _, amount in self.rows), ZERO)


@dataclass
class IncomeStatement:
    period: object
    income: StatementSection
    expenses: StatementSection

    @property
    def net_income(self):
        return self.income.total - self.expenses.total


def build_income_statement(journal, chart, period):
    """Income and expense accounts over `period`, income positive, expenses positive."""
    bal = balances(journal, chart, period.start, period.end)
    income = StatementSection("Income")
    expenses = StatementSection("Expenses")
    for account in chart:
        amount = bal.get(account.code, ZERO)
        if not amount:
            continue
        if account.type == "income":
            income.rows.append((account.code, account.name, -amount))
        elif account.type == "expense":
            expenses.rows.append((account.code, account.name, amount))
    return IncomeStatement(period, income, expenses)


def render_income_statement(report, currency="EUR"):
    p = report.period
    lines = ["Income statement %s (%s to %s, %s)" % (p.label, p.start, p.end, currency), ""]
    for section in (report.income, report.expenses):
        lines.append(section.title)
        for code, name, amount in section.rows:
            lines.append(_row("  %s %s" % (code, name), _amt(amount)))
        lines.append(_row("Total %s" % section.title.lower(), _amt(section.total)))
        lines.append("")
    lines.append(_row("Net income", _amt(report.net_income)))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Balance sheet
# ---------------------------------------------------------------------------


@dataclass
class BalanceSheet:
    as_of: date
    assets: StatementSection
    liabilities: StatementSection
    equity: StatementSection

    @property
    def balanced(self):
        return self.assets.total == self.liabilities.total + self.equity.total


def build_balance_sheet(journal, chart, as_of, fiscal_start):
    """Assets, liabilities and equity at the end of `as_of`.

    The year's result (income less expenses since `fiscal_start`) is shown in equity as
    "Current year result" until the year is closed into retained earnings; earlier years'
    results are already in retained earnings, so income and expenses before `fiscal_start`
    are added to it.
    """
    bal = balances(journal, chart, None, as_of)
    assets = StatementSection("Assets")
    liabilities = StatementSection("Liabilities")
    equity = StatementSection("Equity")
    for account in chart:
        amount = bal.get(account.code, ZERO)
        if account.type == "asset" and amount:
            assets.rows.append((account.code, account.name, amount))
        elif account.type == "liability" and amount:
            liabilities.rows.append((account.code, account.name, -amount))
        elif account.type == "equity" and (amount or account.code == RETAINED_EARNINGS):
            equity.rows.append((account.code, account.name, -amount))
    prior = _result(journal, chart, None, fiscal_start - timedelta(days=1))
    current = _result(journal, chart, fiscal_start, as_of)
    if prior:
        equity.rows = [
            (code, name, amount + prior if code == RETAINED_EARNINGS else amount)
            for code, name, amount in equity.rows
        ]
    equity.rows.append(("", "Current year result", current))
    return BalanceSheet(as_of, assets, liabilities, equity)


def _result(journal, chart, start, end):
    """Income less expenses over start..end (None = open)."""
    bal = balances(journal, chart, start, end)
    total = ZERO
    for account in chart:
        if account.type in ("income", "expense"):
            total -= bal.get(account.code, ZERO)
    return total


def render_balance_sheet(report, currency="EUR"):
    lines = ["Balance sheet as of %s (%s)" % (report.as_of.isoformat(), currency), ""]
    for section in (report.assets, report.liabilities, report.equity):
        lines.append(section.title)
        for code, name, amount in section.rows:
            label = "  %s %s" % (code, name) if code else "  %s" % name
            lines.append(_row(label, _amt(amount)))
        lines.append(_row("Total %s" % section.title.lower(), _amt(section.total)))
        lines.append("")
    total = report.liabilities.total + report.equity.total
    lines.append(_row("Liabilities and equity", _amt(total)))
    if not report.balanced:
        lines.append("DOES NOT BALANCE: assets %s" % _amt(report.assets.total))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# VAT return
# ---------------------------------------------------------------------------


@dataclass
class VatReturn:
    period: object
    by_rate: OrderedDict  # rate -> (net, vat), from the invoices issued in the period
    output_vat: object  # credits to VAT payable in the period
    input_vat: object  # debits to VAT receivable in the period

    @property
    def payable(self):
        return self.output_vat - self.input_vat


def build_vat_return(journal, invoices, period):
    """Sales per VAT rate from the invoices issued in `period`, and the VAT accounts' movements.

    The by-rate figures come from the invoices themselves (a VAT return lists taxable sales
    per rate); output and input VAT come from the ledger so that manual corrections count.
    """
    by_rate = {}
    for invoice in invoices:
        if not (period.start <= invoice.issued <= period.end):
            continue
        for rate, (net, vat) in invoice.vat_breakdown().items():
            old_net, old_vat = by_rate.get(rate, (ZERO, ZERO))
            by_rate[rate] = (old_net + net, old_vat + vat)
    output_vat = -account_balance(journal, VAT_PAYABLE, period.start, period.end)
    input_vat = account_balance(journal, VAT_RECEIVABLE, period.start, period.end)
    return VatReturn(period, OrderedDict(sorted(by_rate.items())), output_vat, input_vat)


def render_vat_return(report, currency="EUR"):
    p = report.period
    lines = ["VAT return %s (%s to %s, %s)" % (p.label, p.start, p.end, currency), ""]
    lines.append(_row("Rate", "Net sales", "VAT"))
    lines.append(_rule(3))
    for rate, (net, vat) in report.by_rate.items():
        lines.append(_row("%s%%" % _rate(rate), _amt(net), _amt(vat)))
    lines.append(_rule(3))
    lines.append(_row("Output VAT (ledger)", "", _amt(report.output_vat)))
    lines.append(_row("Input VAT (ledger)", "", _amt(report.input_vat)))
    lines.append(_row("VAT payable", "", _amt(report.payable)))
    return "\n".join(lines) + "\n"


def _rate(rate):
    text = format(rate.normalize(), "f")
    return text


# ---------------------------------------------------------------------------
# General ledger detail
# ---------------------------------------------------------------------------


@dataclass
class LedgerLine:
    date: date
    ref: str
    memo: str
    debit: object
    credit: object
    balance: object


@dataclass
class AccountLedger:
    code: str
    name: str
    opening: object
    lines: list = field(default_factory=list)

    @property
    def closing(self):
        return self.lines[-1].balance if self.lines else self.opening


def build_account_ledger(journal, chart, code, period):
    """Every posting to `code` in `period` with the running balance after it."""
    account = chart.get(code)
    opening = opening_balance(journal, code, period.start)
    ledger = AccountLedger(code, account.name, opening)
    running = opening
    for entry, posting in journal.postings_for(code, period.start, period.end):
        running += posting.net
        ledger.lines.append(LedgerLine(entry.date, entry.ref, entry.memo, posting.debit, posting.credit, running))
    return ledger


def build_general_ledger(journal, chart, period, codes=None):
    """Account ledgers for `codes` (default: every account with an opening balance or a posting)."""
    out = []
    for account in chart:
        if codes is not None and account.code not in codes:
            continue
        ledger = build_account_ledger(journal, chart, account.code, period)
        if codes is None and not ledger.lines and not ledger.opening:
            continue
        out.append(ledger)
    return out


def render_account_ledger(ledger, currency="EUR"):
    lines = ["%s %s (%s)" % (ledger.code, ledger.name, currency)]
    lines.append("%-10s %-14s %-30s %12s %12s %14s" % ("Date", "Ref", "Memo", "Debit", "Credit", "Balance"))
    lines.append("%-10s %-14s %-30s %12s %12s %14s" % ("", "", "Opening balance", "", "", _amt(ledger.opening)))
    for l in ledger.lines:
        lines.append(
            "%-10s %-14s %-30s %12s %12s %14s"
            % (l.date.isoformat(), l.ref, _clip(l.memo, 30), _amt(l.debit), _amt(l.credit), _amt(l.balance))
        )
    lines.append("%-10s %-14s %-30s %12s %12s %14s" % ("", "", "Closing balance", "", "", _amt(ledger.closing)))
    return "\n".join(lines) + "\n"


def render_general_ledger(ledgers, currency="EUR"):
    return "\n".join(render_account_ledger(l, currency) for l in ledgers)


# ---------------------------------------------------------------------------
# Customer statements
# ---------------------------------------------------------------------------


@dataclass
class StatementLine:
    date: date
    ref: str
    description: str
    charge: object
    payment: object
    balance: object


@dataclass
class CustomerStatement:
    customer: str
    name: str
    period: object
    opening: object
    lines: list = field(default_factory=list)

    @property
    def closing(self):
        return self.lines[-1].balance if self.lines else self.opening


def build_customer_statement(customer, customers, invoices, payments, period):
    """Invoices and payments of one customer in `period`, with the balance owed after each.

    The opening balance is what the customer owed at the end of the day before the period.
    Items of the same day are listed invoices first, then payments, each by reference.
    """
    info = customers.get(customer, {"name": customer})
    opening = ZERO
    items = []
    for invoice in invoices:
        if invoice.customer != customer:
            continue
        if invoice.issued < period.start:
            opening += invoice.gross
        elif invoice.issued <= period.end:
            items.append((invoice.issued, 0, invoice.number, "Invoice", invoice.gross, ZERO))
    for payment in payments:
        if payment.customer != customer:
            continue
        if payment.received < period.start:
            opening -= payment.amount
        elif payment.received <= period.end:
            items.append((payment.received, 1, payment.ref, "Payment, thank you", ZERO, payment.amount))
    statement = CustomerStatement(customer, info["name"], period, opening)
    running = opening
    for day, _order, ref, text, charge, paid in sorted(items):
        running += charge - paid
        statement.lines.append(StatementLine(day, ref, text, charge, paid, running))
    return statement


def render_customer_statement(statement, currency="EUR"):
    p = statement.period
    lines = ["Statement for %s (%s), %s to %s" % (statement.name, statement.customer, p.start, p.end), ""]
    lines.append("%-10s %-16s %-22s %12s %12s %14s" % ("Date", "Ref", "", "Charges", "Payments", "Balance"))
    lines.append("%-10s %-16s %-22s %12s %12s %14s" % ("", "", "Balance brought forward", "", "", _amt(statement.opening)))
    for l in statement.lines:
        lines.append(
            "%-10s %-16s %-22s %12s %12s %14s"
            % (l.date.isoformat(), l.ref, l.description, _amt(l.charge), _amt(l.payment), _amt(l.balance))
        )
    lines.append("")
    lines.append("Amount due: %s" % format_amount(statement.closing, currency))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Receivables aging
# ---------------------------------------------------------------------------


def open_invoice_items(invoices, payments, as_of):
    """Open items [(customer, due date, open amount)] at the end of `as_of`.

    Each customer's payments received up to `as_of` are applied to that customer's invoices
    issued up to `as_of`, oldest due date first (ledger.payments.allocate's order).
    """
    by_customer = {}
    for invoice in invoices:
        if invoice.issued <= as_of:
            by_customer.setdefault(invoice.customer, []).append(invoice)
    paid = {}
    for customer, own in by_customer.items():
        remaining = sum((p.amount for p in payments if p.customer == customer and p.received <= as_of), ZERO)
        for invoice in sorted(own, key=lambda i: (i.due, i.number)):
            amount = min(remaining, invoice.gross)
            paid[invoice.number] = amount
            remaining -= amount
    items = []
    for customer, own in sorted(by_customer.items()):
        for invoice in sorted(own, key=lambda i: (i.due, i.number)):
            balance = invoice.gross - paid.get(invoice.number, ZERO)
            if balance > ZERO:
                items.append((customer, invoice.due, balance))
    return items


def build_aging(invoices, payments, as_of):
    """{customer: {bucket: amount}} and the column totals, as of the end of `as_of`."""
    table = aging_mod.age(open_invoice_items(invoices, payments, as_of), as_of)
    return table, aging_mod.totals(table)


def render_aging(table, totals, as_of, customers=None, currency="EUR"):
    names = [name for name, _, _ in aging_mod.BUCKETS]
    lines = ["Receivables aging as of %s (%s)" % (as_of.isoformat(), currency), ""]
    header = "%-24s" % "Customer" + "".join("%12s" % n for n in names) + "%14s" % "Total"
    lines.append(header)
    lines.append("-" * len(header))
    for customer, row in table.items():
        label = (customers or {}).get(customer, {}).get("name", customer)
        total = sum(row.values(), ZERO)
        lines.append("%-24s" % _clip(label, 24) + "".join("%12s" % _amt(row[n]) for n in names) + "%14s" % _amt(total))
    lines.append("-" * len(header))
    grand = sum(totals.values(), ZERO)
    lines.append("%-24s" % "Total" + "".join("%12s" % _amt(totals[n]) for n in names) + "%14s" % _amt(grand))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Comparisons
# ---------------------------------------------------------------------------


@dataclass
class ComparisonRow:
    code: str
    name: str
    current: object
    previous: object

    @property
    def change(self):
        return self.current - self.previous

    @property
    def change_pct(self):
        """Change in percent of the previous amount, one decimal; None when it was zero."""
        if not self.previous:
            return None
        return round_cents(self.change * 100 / abs(self.previous)).quantize(ZERO.scaleb(1))


def build_period_comparison(journal, chart, current, previous, types=("income", "expense")):
    """Income and expense accounts of two periods side by side, report signs."""
    now = balances(journal, chart, current.start, current.end)
    before = balances(journal, chart, previous.start, previous.end)
    rows = []
    for account in chart:
        if account.type not in types:
            continue
        a = signed_for_report(account, now.get(account.code, ZERO))
        b = signed_for_report(account, before.get(account.code, ZERO))
        if a or b:
            rows.append(ComparisonRow(account.code, account.name, a, b))
    return rows


def render_period_comparison(rows, current, previous, currency="EUR"):
    lines = ["Comparison %s against %s (%s)" % (current.label, previous.label, currency), ""]
    lines.append(_row("Account", current.label, previous.label, "Change", "%"))
    lines.append(_rule(5))
    for r in rows:
        pct = "n/a" if r.change_pct is None else "%s%%" % r.change_pct
        lines.append(_row("%s %s" % (r.code, r.name), _amt(r.current), _amt(r.previous), _amt(r.change), pct))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Journal listing
# ---------------------------------------------------------------------------


def build_journal_listing(journal, period, ref_prefix=None):
    """Entries of `period` (optionally only refs starting with `ref_prefix`) in date, ref order."""
    entries = journal.between(period.start, period.end)
    if ref_prefix:
        entries = [e for e in entries if e.ref.startswith(ref_prefix)]
    return entries


def render_journal_listing(entries, chart, currency="EUR"):
    lines = []
    for entry in entries:
        lines.append("%s  %s  %s" % (entry.date.isoformat(), entry.ref, entry.memo))
        for p in entry.postings:
            name = chart.get(p.account).name if p.account in chart else "?"
            lines.append("    %-4s %-28s %12s %12s" % (p.account, _clip(name, 28), _amt(p.debit), _amt(p.credit)))
        lines.append("")
    lines.append("%d entries (%s)" % (len(entries), currency))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# CSV exports
# ---------------------------------------------------------------------------


def trial_balance_csv(report):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["code", "name", "debit", "credit"])
    for r in report.rows:
        writer.writerow([r.code, r.name, _plain(r.debit), _plain(r.credit)])
    writer.writerow(["", "Total", _plain(report.total_debit), _plain(report.total_credit)])
    return out.getvalue()


def vat_return_csv(report):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["rate", "net", "vat"])
    for rate, (net, vat) in report.by_rate.items():
        writer.writerow([_plain(rate), _plain(net), _plain(vat)])
    writer.writerow(["output_vat", "", _plain(report.output_vat)])
    writer.writerow(["input_vat", "", _plain(report.input_vat)])
    writer.writerow(["payable", "", _plain(report.payable)])
    return out.getvalue()


def aging_csv(table, totals):
    names = [name for name, _, _ in aging_mod.BUCKETS]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["customer"] + names + ["total"])
    for customer, row in table.items():
        writer.writerow([customer] + [_plain(row[n]) for n in names] + [_plain(sum(row.values(), ZERO))])
    writer.writerow(["TOTAL"] + [_plain(totals[n]) for n in names] + [_plain(sum(totals.values(), ZERO))])
    return out.getvalue()


def general_ledger_csv(ledgers):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["account", "date", "ref", "memo", "debit", "credit", "balance"])
    for ledger in ledgers:
        writer.writerow([ledger.code, "", "", "opening", "", "", _plain(ledger.opening)])
        for l in ledger.lines:
            writer.writerow([ledger.code, l.date.isoformat(), l.ref, l.memo, _plain(l.debit), _plain(l.credit), _plain(l.balance)])
    return out.getvalue()


# ---------------------------------------------------------------------------
# Formatting helpers
# ---------------------------------------------------------------------------


def _amt(value):
    """An amount for a text column: thousands separators, two decimals, minus sign, blank for zero."""
    value = round_cents(value)
    if not value:
        return ""
    return "{:,.2f}".format(value)


def _plain(value):
    """An amount for CSV: no separators, two decimals."""
    return "%.2f" % round_cents(value)


def _clip(text, width):
    return text if len(text) <= width else text[: width - 1] + "~"


def _row(label, *columns):
    return "%-*s" % (NAME_WIDTH, _clip(label, NAME_WIDTH)) + "".join("%*s" % (COLUMN_WIDTH, c) for c in columns)


def _rule(columns):
    return "-" * (NAME_WIDTH + COLUMN_WIDTH * (columns - 1))
