"""Accounts of a customer account."""
from __future__ import annotations

from .store import Store


class AccountService:
    """Read side of accounts; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def total_accounts_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Total accounts of one customer, newest first."""
        rows = [r for r in self.store.rows("accounts") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def count_accounts_1(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Count accounts of one customer, newest first."""
        rows = [r for r in self.store.rows("accounts") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def open_accounts_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Open accounts of one customer, newest first."""
        rows = [r for r in self.store.rows("accounts") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("accounts"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
