"""Fiscal periods: months and quarters of a fiscal year that may start in any month."""

import calendar
from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Period:
    start: date
    end: date
    label: str

    def __contains__(self, day):
        return self.start <= day <= self.end


def month_period(year, month):
    last = calendar.monthrange(year, month)[1]
    return Period(date(year, month, 1), date(year, month, last), "%04d-%02d" % (year, month))


def fiscal_year_of(day, start_month=1):
    """The fiscal year (named after the calendar year it starts in) that contains `day`."""
    return day.year if day.month >= start_month else day.year - 1


def fiscal_year(year, start_month=1):
    start = date(year, start_month, 1)
    end_year, end_month = (year, 12) if start_month == 1 else (year + 1, start_month - 1)
    end = date(end_year, end_month, calendar.monthrange(end_year, end_month)[1])
    return Period(start, end, "FY%04d" % year)


def quarter_of(day, start_month=1):
    """Quarter 1..4 of the fiscal year containing `day`."""
    offset = (day.month - start_month) % 12
    return offset // 3 + 1


def quarter_period(year, quarter, start_month=1):
    if quarter not in (1, 2, 3, 4):
        raise ValueError("quarter must be 1..4")
    first = start_month + 3 * (quarter - 1)
    y, m = year + (first - 1) // 12, (first - 1) % 12 + 1
    end_m = m + 2
    ey, em = y + (end_m - 1) // 12, (end_m - 1) % 12 + 1
    return Period(date(y, m, 1), date(ey, em, calendar.monthrange(ey, em)[1]), "%04d-Q%d" % (year, quarter))


def parse_period(text, start_month=1):
    """'2026-03' (a month), '2026-Q2' (a fiscal quarter) or 'FY2026'."""
    text = text.strip()
    if text.startswith("FY"):
        return fiscal_year(int(text[2:]), start_month)
    year, _, rest = text.partition("-")
    if rest.startswith("Q"):
        return quarter_period(int(year), int(rest[1:]), start_month)
    return month_period(int(year), int(rest))


class PeriodLock:
    """Closed periods: no entry may be posted on or before the lock date."""

    def __init__(self, locked_through=None):
        self.locked_through = locked_through

    def close(self, period):
        if self.locked_through is None or period.end > self.locked_through:
            self.locked_through = period.end

    def check(self, day):
        if self.locked_through is not None and day <= self.locked_through:
            raise ValueError("period closed through %s: cannot post on %s" % (self.locked_through, day))
