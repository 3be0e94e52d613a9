"""Command line: `python3 -m ledger REPORT [options]` prints a report from the books in data/."""

import argparse
import sys
from datetime import date

from ledger import reports, storage
from ledger.periods import fiscal_year, fiscal_year_of, parse_period

REPORTS = ("trial-balance", "income", "balance-sheet", "vat", "ledger", "statement", "aging", "journal")


def build_parser():
    parser = argparse.ArgumentParser(prog="ledger", description="Reports from the books in a data folder.")
    parser.add_argument("report", choices=REPORTS)
    parser.add_argument("--data", default="data", help="folder with chart.csv, customers.csv, journal.csv, invoices.json, payments.csv")
    parser.add_argument("--period", help="2026-03, 2026-Q1 or FY2026 (income, vat, ledger, statement, journal)")
    parser.add_argument("--as-of", help="YYYY-MM-DD (trial-balance, balance-sheet, aging)")
    parser.add_argument("--account", action="append", help="account code (ledger; repeatable)")
    parser.add_argument("--customer", help="customer id (statement)")
    parser.add_argument("--fiscal-start", type=int, default=1, help="first month of the fiscal year (default 1)")
    parser.add_argument("--csv", action="store_true", help="CSV instead of text (trial-balance, vat, aging, ledger)")
    return parser


def run(args, out):
    chart, customers, journal, invoices, payments = storage.load_books(args.data)
    as_of = date.fromisoformat(args.as_of) if args.as_of else None
    period = parse_period(args.period, args.fiscal_start) if args.period else None
    need = {"income": "period", "vat": "period", "ledger": "period", "statement": "period", "journal": "period",
            "trial-balance": "as_of", "balance-sheet": "as_of", "aging": "as_of"}[args.report]
    if need == "period" and period is None:
        raise SystemExit("ledger %s: --period is required" % args.report)
    if need == "as_of" and as_of is None:
        raise SystemExit("ledger %s: --as-of is required" % args.report)

    if args.report == "trial-balance":
        report = reports.build_trial_balance(journal, chart, as_of)
        out.write(reports.trial_balance_csv(report) if args.csv else reports.render_trial_balance(report))
    elif args.report == "income":
        out.write(reports.render_income_statement(reports.build_income_statement(journal, chart, period)))
    elif args.report == "balance-sheet":
        start = fiscal_year(fiscal_year_of(as_of, args.fiscal_start), args.fiscal_start).start
        out.write(reports.render_balance_sheet(reports.build_balance_sheet(journal, chart, as_of, start)))
    elif args.report == "vat":
        report = reports.build_vat_return(journal, invoices, period)
        out.write(reports.vat_return_csv(report) if args.csv else reports.render_vat_return(report))
    elif args.report == "ledger":
        ledgers = reports.build_general_ledger(journal, chart, period, args.account)
        out.write(reports.general_ledger_csv(ledgers) if args.csv else reports.render_general_ledger(ledgers))
    elif args.report == "statement":
        if not args.customer:
            raise SystemExit("ledger statement: --customer is required")
        statement = reports.build_customer_statement(args.customer, customers, invoices, payments, period)
        out.write(reports.render_customer_statement(statement))
    elif args.report == "aging":
        table, totals = reports.build_aging(invoices, payments, as_of)
        out.write(reports.aging_csv(table, totals) if args.csv else reports.render_aging(table, totals, as_of, customers))
    elif args.report == "journal":
        out.write(reports.render_journal_listing(reports.build_journal_listing(journal, period), chart))
    return 0


def main(argv=None, out=None):
    args = build_parser().parse_args(argv)
    return run(args, out or sys.stdout)
