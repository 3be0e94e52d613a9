"""Coupons of a customer account."""
from __future__ import annotations

from .store import Store


class CouponService:
    """Read side of coupons; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def export_coupons_0(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Export coupons of one customer, newest first."""
        rows = [r for r in self.store.rows("coupons") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def total_coupons_1(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Total coupons of one customer, newest first."""
        rows = [r for r in self.store.rows("coupons") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def export_coupons_2(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Export coupons of one customer, newest first."""
        rows = [r for r in self.store.rows("coupons") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def pending_coupons_3(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Pending coupons of one customer, newest first."""
        rows = [r for r in self.store.rows("coupons") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("coupons"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
