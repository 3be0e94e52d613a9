"""Trials of a customer account."""
from __future__ import annotations

from .store import Store


class TrialService:
    """Read side of trials; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def get_trials_0(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Get trials of one customer, newest first."""
        rows = [r for r in self.store.rows("trials") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def pending_trials_1(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Pending trials of one customer, newest first."""
        rows = [r for r in self.store.rows("trials") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def summarise_trials_2(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Summarise trials of one customer, newest first."""
        rows = [r for r in self.store.rows("trials") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("trials"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
