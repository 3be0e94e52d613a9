"""Customer payments and their allocation to open invoices, oldest due date first."""

from dataclasses import dataclass
from datetime import date

from ledger.journal import Entry
from ledger.money import ZERO, to_money

BANK = "1000"
RECEIVABLES = "1200"


@dataclass
class Payment:
    ref: str
    customer: str
    received: date
    amount: object

    def __post_init__(self):
        self.amount = to_money(self.amount)
        if self.amount <= 0:
            raise ValueError("payment %s: amount must be positive" % self.ref)

    def to_entry(self):
        entry = Entry(self.received, self.ref, "payment from %s" % self.customer)
        return entry.debit(BANK, self.amount).credit(RECEIVABLES, self.amount)


def allocate(payment, open_items):
    """Allocate a payment to open items [(invoice number, due date, open amount)].

    Returns ([(invoice number, amount applied)], unapplied amount). Items are paid in order of
    due date, then invoice number; an item is paid in full before the next one is touched.
    """
    remaining = payment.amount
    applied = []
    for number, _due, open_amount in sorted(open_items, key=lambda item: (item[1], item[0])):
        if remaining <= ZERO:
            break
        amount = min(remaining, to_money(open_amount))
        if amount > ZERO:
            applied.append((number, amount))
            remaining -= amount
    return applied, remaining


def open_items(invoices, applied_amounts):
    """Open items of `invoices` given {invoice number: amount already paid}."""
    items = []
    for invoice in invoices:
        paid = applied_amounts.get(invoice.number, ZERO)
        balance = invoice.gross - paid
        if balance > ZERO:
            items.append((invoice.number, invoice.due, balance))
    return items
