"""Ledger of a customer account."""
from __future__ import annotations

from .store import Store


class LedgerService:
    """Read side of ledger; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def list_ledger_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """List ledger of one customer, newest first."""
        rows = [r for r in self.store.rows("ledger") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def total_ledger_1(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Total ledger of one customer, newest first."""
        rows = [r for r in self.store.rows("ledger") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def export_ledger_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Export ledger of one customer, newest first."""
        rows = [r for r in self.store.rows("ledger") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def total_ledger_3(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Total ledger of one customer, newest first."""
        rows = [r for r in self.store.rows("ledger") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("ledger"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
