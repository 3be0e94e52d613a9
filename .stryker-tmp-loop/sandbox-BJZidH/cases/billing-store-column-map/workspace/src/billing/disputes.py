"""Disputes of a customer account."""
from __future__ import annotations

from .store import Store


class DisputeService:
    """Read side of disputes; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def summarise_disputes_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Summarise disputes of one customer, newest first."""
        rows = [r for r in self.store.rows("disputes") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def open_disputes_1(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Open disputes of one customer, newest first."""
        rows = [r for r in self.store.rows("disputes") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def total_disputes_2(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Total disputes of one customer, newest first."""
        rows = [r for r in self.store.rows("disputes") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def export_disputes_3(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Export disputes of one customer, newest first."""
        rows = [r for r in self.store.rows("disputes") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("disputes"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
