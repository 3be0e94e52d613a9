"""Loading the fleet register (data/fleet.csv)."""
from __future__ import annotations

import csv
from datetime import date
from typing import Iterable

from .models import Vehicle


def load_fleet(lines: Iterable[str]) -> list[Vehicle]:
    fleet = []
    for row in csv.DictReader(lines):
        fleet.append(
            Vehicle(
                reg=row["reg"].strip().upper(),
                model=row["model"].strip(),
                bay=row["bay"].strip(),
                interval_km=int(row["interval_km"]),
                interval_months=int(row["interval_months"]),
                last_service_km=int(row["last_service_km"]),
                last_service_date=date.fromisoformat(row["last_service_date"]),
            )
        )
    return fleet
