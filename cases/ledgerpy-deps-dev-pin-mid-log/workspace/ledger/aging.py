"""Receivables aging: open amounts by days past due."""

from collections import OrderedDict

from ledger.money import ZERO

BUCKETS = (("current", None, 0), ("1-30", 1, 30), ("31-60", 31, 60), ("61-90", 61, 90), ("90+", 91, None))


def bucket_of(days_overdue):
    """Name of the bucket for an item `days_overdue` days past its due date (<= 0: current)."""
    if days_overdue <= 0:
        return "current"
    for name, low, high in BUCKETS[1:]:
        if days_overdue >= low and (high is None or days_overdue <= high):
            return name
    raise AssertionError("unreachable")


def age(items, as_of):
    """Sum open items [(customer, due date, amount)] into buckets per customer.

    Returns {customer: OrderedDict(bucket -> amount)} with customers in name order.
    """
    table = {}
    for customer, due, amount in items:
        row = table.setdefault(customer, OrderedDict((name, ZERO) for name, _, _ in BUCKETS))
        row[bucket_of((as_of - due).days)] += amount
    return OrderedDict(sorted(table.items()))


def totals(table):
    out = OrderedDict((name, ZERO) for name, _, _ in BUCKETS)
    for row in table.values():
        for name, amount in row.items():
            out[name] += amount
    return out
