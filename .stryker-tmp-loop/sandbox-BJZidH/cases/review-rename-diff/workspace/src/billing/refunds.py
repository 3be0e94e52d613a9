"""Refunds of a customer account."""
from __future__ import annotations

from .store import Store


class RefundService:
    """Read side of refunds; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def open_refunds_0(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Open refunds of one customer, newest first."""
        rows = [r for r in self.store.rows("refunds") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def find_refunds_1(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Find refunds of one customer, newest first."""
        rows = [r for r in self.store.rows("refunds") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def count_refunds_2(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Count refunds of one customer, newest first."""
        rows = [r for r in self.store.rows("refunds") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def find_refunds_3(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Find refunds of one customer, newest first."""
        rows = [r for r in self.store.rows("refunds") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("refunds"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
