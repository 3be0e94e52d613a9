"""Loading the chart, customers, invoices and journal from the CSV/JSON files in data/."""

import csv
import json
from datetime import date

from ledger.accounts import Account, Chart
from ledger.invoices import Invoice, InvoiceLine
from ledger.journal import Entry, Journal
from ledger.payments import Payment


def _date(text):
    return date.fromisoformat(text.strip())


def load_chart(path):
    with open(path, newline="", encoding="utf-8") as f:
        return Chart(Account(row["code"], row["name"], row["type"]) for row in csv.DictReader(f))


def load_customers(path):
    """{customer id: {"name", "country", "terms_days"}}"""
    with open(path, newline="", encoding="utf-8") as f:
        return {
            row["id"]: {"name": row["name"], "country": row["country"], "terms_days": int(row["terms_days"])}
            for row in csv.DictReader(f)
        }


def invoice_from_dict(raw, customers=None):
    customer = (customers or {}).get(raw["customer"], {})
    invoice = Invoice(
        number=raw["number"],
        customer=raw["customer"],
        country=raw.get("country") or customer.get("country", "DE"),
        issued=_date(raw["issued"]),
        currency=raw.get("currency", "EUR"),
        terms_days=int(raw.get("terms_days") or customer.get("terms_days", 30)),
    )
    for line in raw["lines"]:
        invoice.add(
            InvoiceLine(
                sku=line["sku"],
                description=line.get("description", ""),
                quantity=int(line["quantity"]),
                unit_price=line["unit_price"],
                category=line.get("category", "standard"),
                discount_pct=line.get("discount_pct", 0),
            )
        )
    return invoice


def load_invoices(path, customers=None):
    with open(path, encoding="utf-8") as f:
        return [invoice_from_dict(raw, customers) for raw in json.load(f)]


def load_payments(path):
    with open(path, newline="", encoding="utf-8") as f:
        return [
            Payment(row["ref"], row["customer"], _date(row["received"]), row["amount"])
            for row in csv.DictReader(f)
        ]


def load_journal(path, chart=None):
    """Manual journal entries: one CSV row per posting, grouped by ref in file order."""
    journal = Journal(chart)
    entries = {}
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            entry = entries.get(row["ref"])
            if entry is None:
                entry = entries[row["ref"]] = Entry(_date(row["date"]), row["ref"], row["memo"])
            if row["debit"]:
                entry.debit(row["account"], row["debit"])
            if row["credit"]:
                entry.credit(row["account"], row["credit"])
    for entry in entries.values():
        journal.post(entry)
    return journal


def load_books(data_dir):
    """The chart and a journal holding the manual entries, every invoice and every payment."""
    chart = load_chart("%s/chart.csv" % data_dir)
    customers = load_customers("%s/customers.csv" % data_dir)
    journal = load_journal("%s/journal.csv" % data_dir, chart)
    invoices = load_invoices("%s/invoices.json" % data_dir, customers)
    payments = load_payments("%s/payments.csv" % data_dir)
    for invoice in invoices:
        journal.post(invoice.to_entry())
    for payment in payments:
        journal.post(payment.to_entry())
    return chart, customers, journal, invoices, payments
