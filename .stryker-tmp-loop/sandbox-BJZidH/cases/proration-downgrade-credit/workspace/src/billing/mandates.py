"""Mandates of a customer account."""
from __future__ import annotations

from .store import Store


class MandateService:
    """Read side of mandates; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def list_mandates_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """List mandates of one customer, newest first."""
        rows = [r for r in self.store.rows("mandates") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def latest_mandates_1(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Latest mandates of one customer, newest first."""
        rows = [r for r in self.store.rows("mandates") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def get_mandates_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Get mandates of one customer, newest first."""
        rows = [r for r in self.store.rows("mandates") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("mandates"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
