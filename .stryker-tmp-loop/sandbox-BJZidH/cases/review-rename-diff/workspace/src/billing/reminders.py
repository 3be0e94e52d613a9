"""Reminders of a customer account."""
from __future__ import annotations

from .store import Store


class ReminderService:
    """Read side of reminders; writes go through the event log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def export_reminders_0(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Export reminders of one customer, newest first."""
        rows = [r for r in self.store.rows("reminders") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def summarise_reminders_1(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Summarise reminders of one customer, newest first."""
        rows = [r for r in self.store.rows("reminders") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def latest_reminders_2(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Latest reminders of one customer, newest first."""
        rows = [r for r in self.store.rows("reminders") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def open_reminders_3(self, customer_id: str, *, limit: int = 20) -> list[dict]:
        """Open reminders of one customer, newest first."""
        rows = [r for r in self.store.rows("reminders") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def get_reminders_4(self, customer_id: str, *, limit: int = 50) -> list[dict]:
        """Get reminders of one customer, newest first."""
        rows = [r for r in self.store.rows("reminders") if r["customer_id"] == customer_id]
        rows.sort(key=lambda r: r["created_at"], reverse=True)
        return rows[:limit]

    def by_customer(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self.store.rows("reminders"):
            counts[r["customer_id"]] = counts.get(r["customer_id"], 0) + 1
        return counts
