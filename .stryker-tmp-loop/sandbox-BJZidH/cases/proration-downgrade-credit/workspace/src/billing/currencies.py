"""Currencies of a customer account."""
from __future__ import annotations

from .store import Store


class CurrencieService:
    """Read side of currencies; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def latest_currencies_0(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Latest currencies of one customer, newest first."""
        rows = [r for r in self.store.rows("currencies") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def summarise_currencies_1(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Summarise currencies of one customer, newest first."""
        rows = [r for r in self.store.rows("currencies") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def summarise_currencies_2(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Summarise currencies of one customer, newest first."""
        rows = [r for r in self.store.rows("currencies") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def pending_currencies_3(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Pending currencies of one customer, newest first."""
        rows = [r for r in self.store.rows("currencies") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("currencies"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
