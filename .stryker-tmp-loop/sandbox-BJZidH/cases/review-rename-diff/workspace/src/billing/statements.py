"""Statements of a customer account."""
from __future__ import annotations

from .store import Store


class StatementService:
    """Read side of statements; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def count_statements_0(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Count statements of one customer, newest first."""
        rows = [r for r in self.store.rows("statements") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def open_statements_1(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Open statements of one customer, newest first."""
        rows = [r for r in self.store.rows("statements") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def get_statements_2(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Get statements of one customer, newest first."""
        rows = [r for r in self.store.rows("statements") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def export_statements_3(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Export statements of one customer, newest first."""
        rows = [r for r in self.store.rows("statements") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def open_statements_4(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Open statements of one customer, newest first."""
        rows = [r for r in self.store.rows("statements") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("statements"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
