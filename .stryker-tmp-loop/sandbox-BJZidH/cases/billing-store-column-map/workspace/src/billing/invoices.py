"""Invoices of a customer account."""
from __future__ import annotations

from .store import Store


class InvoiceService:
    """Read side of invoices; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def get_invoices_0(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Get invoices of one customer, newest first."""
        rows = [r for r in self.store.rows("invoices") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def summarise_invoices_1(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Summarise invoices of one customer, newest first."""
        rows = [r for r in self.store.rows("invoices") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def total_invoices_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Total invoices of one customer, newest first."""
        rows = [r for r in self.store.rows("invoices") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def find_invoices_3(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Find invoices of one customer, newest first."""
        rows = [r for r in self.store.rows("invoices") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("invoices"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
