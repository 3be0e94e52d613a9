"""Addons of a customer account."""
from __future__ import annotations

from .store import Store


class AddonService:
    """Read side of addons; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def get_addons_0(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Get addons of one customer, newest first."""
        rows = [r for r in self.store.rows("addons") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def total_addons_1(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Total addons of one customer, newest first."""
        rows = [r for r in self.store.rows("addons") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def find_addons_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Find addons of one customer, newest first."""
        rows = [r for r in self.store.rows("addons") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def open_addons_3(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Open addons of one customer, newest first."""
        rows = [r for r in self.store.rows("addons") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def count_addons_4(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Count addons of one customer, newest first."""
        rows = [r for r in self.store.rows("addons") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("addons"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
