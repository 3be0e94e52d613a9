"""Reports of a customer account."""
from __future__ import annotations

from .store import Store


class ReportService:
    """Read side of reports; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def find_reports_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Find reports of one customer, newest first."""
        rows = [r for r in self.store.rows("reports") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def get_reports_1(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Get reports of one customer, newest first."""
        rows = [r for r in self.store.rows("reports") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def count_reports_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Count reports of one customer, newest first."""
        rows = [r for r in self.store.rows("reports") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def pending_reports_3(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Pending reports of one customer, newest first."""
        rows = [r for r in self.store.rows("reports") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("reports"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
