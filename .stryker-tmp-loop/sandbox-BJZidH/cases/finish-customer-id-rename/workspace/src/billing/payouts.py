"""Payouts of a customer account."""
from __future__ import annotations

from .store import Store


class PayoutService:
    """Read side of payouts; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def latest_payouts_0(self, cust_id: str, *, limit: int = 50) -> list[dict]:
        """Latest payouts of one customer, newest first."""
        rows = [r for r in self.store.rows("payouts") if r["cust_id"] == cust_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def find_payouts_1(self, cust_id: str, *, limit: int = 20) -> list[dict]:
        """Find payouts of one customer, newest first."""
        rows = [r for r in self.store.rows("payouts") if r["cust_id"] == cust_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def total_payouts_2(self, cust_id: str, *, limit: int = 20) -> list[dict]:
        """Total payouts of one customer, newest first."""
        rows = [r for r in self.store.rows("payouts") if r["cust_id"] == cust_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("payouts"):
            counts[r["cust_id"]] = counts.get(r["cust_id"], 0) + 1
        return counts
