"""When is each vehicle next due for service?"""
from __future__ import annotations

from datetime import date
from typing import Iterable

from .calendar import add_months
from .models import Due, Reading, Vehicle

#: Vehicles within this many kilometres of their due distance are planned in this week.
PLAN_AHEAD_KM = 1500


def next_due(vehicle: Vehicle, reading: Reading | None) -> Due:
    current = reading.km if reading else float(vehicle.last_service_km)
    due = Due(
        vehicle=vehicle,
        due_km=vehicle.last_service_km + vehicle.interval_km,
        due_date=add_months(vehicle.last_service_date, vehicle.interval_months),
        current_km=current,
    )
    if reading is None:
        due.notes.append("no reading since last service")
    return due


def is_overdue(due: Due, today: date) -> bool:
    """Due once the due distance or the due date is reached."""
    return due.current_km >= due.due_km or today >= due.due_date


def plan_week(dues: Iterable[Due], monday: date, sunday: date) -> list[Due]:
    """Vehicles to book into the workshop in the week monday..sunday."""
    planned = []
    for due in dues:
        if is_overdue(due, monday):
            planned.append(due)
        elif due.due_date <= sunday or due.km_left <= PLAN_AHEAD_KM:
            planned.append(due)
    return sorted(planned, key=lambda d: (d.vehicle.bay, d.due_date, d.vehicle.reg))


def schedule(vehicles: Iterable[Vehicle], latest: dict[str, Reading]) -> list[Due]:
    return [next_due(v, latest.get(v.reg)) for v in vehicles]
