"""Proration of plan changes within a billing period."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_EVEN, Decimal


@dataclass(frozen=True)
class PlanChange:
    customer_id: str
    old_price_cents: int
    new_price_cents: int
    changed_on: date
    period_start: date
    period_end: date  # exclusive


def days(a: date, b: date) -> int:
    return (b - a).days


def prorated_charge_cents(change: PlanChange) -> int:
    """Charge (positive) or credit (negative) for the rest of the period, banker's rounding.

    A change on the first day of the period charges the full difference; a change on or
    after the period end charges nothing (it takes effect next period).
    """
    if change.changed_on >= change.period_end:
        return 0
    total = days(change.period_start, change.period_end)
    remaining = days(max(change.changed_on, change.period_start), change.period_end)
    diff = Decimal(change.new_price_cents - change.old_price_cents)
    return int((diff * remaining / total).quantize(Decimal(1), rounding=ROUND_HALF_EVEN))
