"""Seats of a customer account."""
from __future__ import annotations

from .store import Store


class SeatService:
    """Read side of seats; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def list_seats_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """List seats of one customer, newest first."""
        rows = [r for r in self.store.rows("seats") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def open_seats_1(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Open seats of one customer, newest first."""
        rows = [r for r in self.store.rows("seats") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def get_seats_2(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Get seats of one customer, newest first."""
        rows = [r for r in self.store.rows("seats") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def list_seats_3(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """List seats of one customer, newest first."""
        rows = [r for r in self.store.rows("seats") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def find_seats_4(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Find seats of one customer, newest first."""
        rows = [r for r in self.store.rows("seats") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("seats"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
