"""Tax of a customer account."""
from __future__ import annotations

from .store import Store


class TaxService:
    """Read side of tax; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def summarise_tax_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Summarise tax of one customer, newest first."""
        rows = [r for r in self.store.rows("tax") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def pending_tax_1(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Pending tax of one customer, newest first."""
        rows = [r for r in self.store.rows("tax") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def count_tax_2(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Count tax of one customer, newest first."""
        rows = [r for r in self.store.rows("tax") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def open_tax_3(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Open tax of one customer, newest first."""
        rows = [r for r in self.store.rows("tax") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def pending_tax_4(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Pending tax of one customer, newest first."""
        rows = [r for r in self.store.rows("tax") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("tax"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
