"""Dunning of a customer account."""
from __future__ import annotations

from .store import Store


class DunningService:
    """Read side of dunning; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def list_dunning_0(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """List dunning of one customer, newest first."""
        rows = [r for r in self.store.rows("dunning") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def latest_dunning_1(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Latest dunning of one customer, newest first."""
        rows = [r for r in self.store.rows("dunning") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def count_dunning_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Count dunning of one customer, newest first."""
        rows = [r for r in self.store.rows("dunning") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("dunning"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
