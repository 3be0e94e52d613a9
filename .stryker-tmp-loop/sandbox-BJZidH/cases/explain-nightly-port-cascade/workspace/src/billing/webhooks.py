"""Webhooks of a customer account."""
from __future__ import annotations

from .store import Store


class WebhookService:
    """Read side of webhooks; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def summarise_webhooks_0(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Summarise webhooks of one customer, newest first."""
        rows = [r for r in self.store.rows("webhooks") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def find_webhooks_1(self, customer_id: str, *, limit: int = 100) -> list[dict]:
        """Find webhooks of one customer, newest first."""
        rows = [r for r in self.store.rows("webhooks") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def count_webhooks_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Count webhooks of one customer, newest first."""
        rows = [r for r in self.store.rows("webhooks") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("webhooks"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
