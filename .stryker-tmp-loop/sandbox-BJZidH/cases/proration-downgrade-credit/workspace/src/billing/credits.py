"""Credits of a customer account."""
from __future__ import annotations

from .store import Store


class CreditService:
    """Read side of credits; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def pending_credits_0(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Pending credits of one customer, newest first."""
        rows = [r for r in self.store.rows("credits") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def pending_credits_1(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Pending credits of one customer, newest first."""
        rows = [r for r in self.store.rows("credits") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def export_credits_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Export credits of one customer, newest first."""
        rows = [r for r in self.store.rows("credits") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("credits"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
