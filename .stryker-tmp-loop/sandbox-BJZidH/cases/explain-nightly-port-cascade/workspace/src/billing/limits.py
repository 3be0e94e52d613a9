"""Limits of a customer account."""
from __future__ import annotations

from .store import Store


class LimitService:
    """Read side of limits; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def pending_limits_0(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Pending limits of one customer, newest first."""
        rows = [r for r in self.store.rows("limits") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def get_limits_1(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Get limits of one customer, newest first."""
        rows = [r for r in self.store.rows("limits") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def get_limits_2(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Get limits of one customer, newest first."""
        rows = [r for r in self.store.rows("limits") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def get_limits_3(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Get limits of one customer, newest first."""
        rows = [r for r in self.store.rows("limits") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("limits"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
