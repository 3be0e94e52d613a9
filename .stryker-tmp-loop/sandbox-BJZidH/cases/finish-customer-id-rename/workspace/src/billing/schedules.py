"""Schedules of a customer account."""
from __future__ import annotations

from .store import Store


class ScheduleService:
    """Read side of schedules; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def export_schedules_0(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Export schedules of one customer, newest first."""
        rows = [r for r in self.store.rows("schedules") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def open_schedules_1(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Open schedules of one customer, newest first."""
        rows = [r for r in self.store.rows("schedules") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def open_schedules_2(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Open schedules of one customer, newest first."""
        rows = [r for r in self.store.rows("schedules") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("schedules"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
