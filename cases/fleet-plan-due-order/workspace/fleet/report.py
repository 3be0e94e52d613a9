"""Text output of the weekly plan and the overdue list."""
from __future__ import annotations

from datetime import date
from typing import Iterable

from .models import Due


def format_km(km: float) -> str:
    return f"{round(km):,} km".replace(",", " ")


def plan_lines(planned: Iterable[Due]) -> list[str]:
    lines, bay = [], None
    for due in planned:
        if due.vehicle.bay != bay:
            bay = due.vehicle.bay
            lines.append(f"Bay {bay}")
        note = f" ({'; '.join(due.notes)})" if due.notes else ""
        lines.append(
            f"  {due.vehicle.reg:<9} {due.vehicle.model:<18} due {due.due_date.isoformat()}"
            f" / {format_km(due.due_km)}, now {format_km(due.current_km)}{note}"
        )
    return lines


def overdue_lines(dues: Iterable[Due], today: date) -> list[str]:
    rows = sorted(dues, key=lambda d: d.km_left)
    return [f"{d.vehicle.reg:<9} {format_km(-d.km_left)} past due" if d.km_left <= 0
            else f"{d.vehicle.reg:<9} date passed {d.due_date.isoformat()}" for d in rows]
