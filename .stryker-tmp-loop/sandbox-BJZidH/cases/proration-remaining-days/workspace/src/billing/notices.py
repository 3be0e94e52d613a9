"""Notices of a customer account."""
from __future__ import annotations

from .store import Store


class NoticeService:
    """Read side of notices; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def latest_notices_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Latest notices of one customer, newest first."""
        rows = [r for r in self.store.rows("notices") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def count_notices_1(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Count notices of one customer, newest first."""
        rows = [r for r in self.store.rows("notices") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def list_notices_2(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """List notices of one customer, newest first."""
        rows = [r for r in self.store.rows("notices") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("notices"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
