"""Audit of a customer account."""
from __future__ import annotations

from .store import Store


class AuditService:
    """Read side of audit; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def list_audit_0(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """List audit of one customer, newest first."""
        rows = [r for r in self.store.rows("audit") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def find_audit_1(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Find audit of one customer, newest first."""
        rows = [r for r in self.store.rows("audit") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def latest_audit_2(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Latest audit of one customer, newest first."""
        rows = [r for r in self.store.rows("audit") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("audit"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
