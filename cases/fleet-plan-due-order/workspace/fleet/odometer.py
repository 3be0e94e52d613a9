"""Import of odometer readings exported from the telematics portal.

The export is a CSV with the columns reg,taken_on,value,unit. `unit` is `km` for most of the
fleet and `mi` for the US-built trucks.
"""
from __future__ import annotations

import csv
from datetime import date
from typing import Iterable, Iterator

from .models import Reading

KM_PER_MILE = 1.609344


class ReadingError(ValueError):
    """A row of the export that cannot be imported."""


def to_km(value: float, unit: str) -> float:
    """Converts a distance in `unit` ("km" or "mi") to kilometres."""
    unit = unit.strip().lower()
    if unit == "km":
        return value
    if unit == "mi":
        return value * KM_PER_MILE
    raise ReadingError(f"unknown distance unit {unit!r}")


def parse_row(row: dict[str, str]) -> Reading:
    try:
        value = float(row["value"])
        taken_on = date.fromisoformat(row["taken_on"])
    except (KeyError, ValueError) as exc:
        raise ReadingError(f"bad reading row {row!r}: {exc}") from exc
    if value < 0:
        raise ReadingError(f"negative odometer value for {row['reg']}")
    return Reading(reg=row["reg"].strip().upper(), taken_on=taken_on, km=to_km(value, row.get("unit", "km")))


def read_export(lines: Iterable[str]) -> Iterator[Reading]:
    for row in csv.DictReader(lines):
        yield parse_row(row)


def latest_by_vehicle(readings: Iterable[Reading]) -> dict[str, Reading]:
    """The most recent reading of each vehicle (ties: the higher odometer value)."""
    latest: dict[str, Reading] = {}
    for r in readings:
        seen = latest.get(r.reg)
        if seen is None or (r.taken_on, r.km) > (seen.taken_on, seen.km):
            latest[r.reg] = r
    return latest
