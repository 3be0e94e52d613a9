"""Regions of a customer account."""
from __future__ import annotations

from .store import Store


class RegionService:
    """Read side of regions; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def latest_regions_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Latest regions of one customer, newest first."""
        rows = [r for r in self.store.rows("regions") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def list_regions_1(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """List regions of one customer, newest first."""
        rows = [r for r in self.store.rows("regions") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def total_regions_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Total regions of one customer, newest first."""
        rows = [r for r in self.store.rows("regions") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def pending_regions_3(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Pending regions of one customer, newest first."""
        rows = [r for r in self.store.rows("regions") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("regions"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
