"""Imports of a customer account."""
from __future__ import annotations

from .store import Store


class ImportService:
    """Read side of imports; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def summarise_imports_0(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Summarise imports of one customer, newest first."""
        rows = [r for r in self.store.rows("imports") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def list_imports_1(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """List imports of one customer, newest first."""
        rows = [r for r in self.store.rows("imports") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def summarise_imports_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Summarise imports of one customer, newest first."""
        rows = [r for r in self.store.rows("imports") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def latest_imports_3(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Latest imports of one customer, newest first."""
        rows = [r for r in self.store.rows("imports") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("imports"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
