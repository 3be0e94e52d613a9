"""Vehicles, readings and service records as plain data classes."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date


@dataclass(frozen=True)
class Vehicle:
    """A vehicle of the fleet. Intervals are in kilometres and whole months."""

    reg: str
    model: str
    bay: str
    interval_km: int
    interval_months: int
    last_service_km: int
    last_service_date: date


@dataclass(frozen=True)
class Reading:
    """One odometer reading, always stored in kilometres after import."""

    reg: str
    taken_on: date
    km: float


@dataclass
class Due:
    """When a vehicle is next due, by distance and by date."""

    vehicle: Vehicle
    due_km: int
    due_date: date
    current_km: float
    notes: list[str] = field(default_factory=list)

    @property
    def km_left(self) -> float:
        return self.due_km - self.current_km
