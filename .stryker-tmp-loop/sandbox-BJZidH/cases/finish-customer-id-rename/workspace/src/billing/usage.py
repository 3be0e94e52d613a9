"""Usage of a customer account."""
from __future__ import annotations

from .store import Store


class UsageService:
    """Read side of usage; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def list_usage_0(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """List usage of one customer, newest first."""
        rows = [r for r in self.store.rows("usage") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def list_usage_1(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """List usage of one customer, newest first."""
        rows = [r for r in self.store.rows("usage") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def find_usage_2(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Find usage of one customer, newest first."""
        rows = [r for r in self.store.rows("usage") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("usage"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
