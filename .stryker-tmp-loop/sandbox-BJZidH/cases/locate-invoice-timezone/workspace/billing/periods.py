"""Accounting periods. These are closed in UTC on purpose: the ledger has one clock."""
from datetime import datetime, timezone


def period_of(ts: int) -> str:
    """The accounting period (YYYY-MM, UTC) an order's revenue is booked in."""
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m")


def same_period(a: int, b: int) -> bool:
    return period_of(a) == period_of(b)
