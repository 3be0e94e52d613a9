"""Quotes of a customer account."""
from __future__ import annotations

from .store import Store


class QuoteService:
    """Read side of quotes; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def latest_quotes_0(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Latest quotes of one customer, newest first."""
        rows = [r for r in self.store.rows("quotes") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def count_quotes_1(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Count quotes of one customer, newest first."""
        rows = [r for r in self.store.rows("quotes") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def find_quotes_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Find quotes of one customer, newest first."""
        rows = [r for r in self.store.rows("quotes") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("quotes"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
