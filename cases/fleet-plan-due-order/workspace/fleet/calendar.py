"""Month arithmetic for service dates."""
from __future__ import annotations

import calendar
from datetime import date


def add_months(d: date, months: int) -> date:
    """`d` plus `months` calendar months, clamped to the end of a shorter month.

    31 January + 1 month is 28 (or 29) February, never 3 March.
    """
    total = d.month - 1 + months
    year, month = d.year + total // 12, total % 12 + 1
    last_day = calendar.monthrange(year, month)[1]
    return date(year, month, min(d.day, last_day))


def iso_week_bounds(week: str) -> tuple[date, date]:
    """Monday and Sunday of an ISO week written `2026-W48`."""
    year, _, num = week.partition("-W")
    monday = date.fromisocalendar(int(year), int(num), 1)
    return monday, date.fromisocalendar(int(year), int(num), 7)
