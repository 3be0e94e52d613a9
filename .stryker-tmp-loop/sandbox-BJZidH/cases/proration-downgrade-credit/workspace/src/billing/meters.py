"""Meters of a customer account."""
from __future__ import annotations

from .store import Store


class MeterService:
    """Read side of meters; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def get_meters_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Get meters of one customer, newest first."""
        rows = [r for r in self.store.rows("meters") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def get_meters_1(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Get meters of one customer, newest first."""
        rows = [r for r in self.store.rows("meters") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def get_meters_2(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Get meters of one customer, newest first."""
        rows = [r for r in self.store.rows("meters") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def latest_meters_3(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Latest meters of one customer, newest first."""
        rows = [r for r in self.store.rows("meters") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("meters"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
