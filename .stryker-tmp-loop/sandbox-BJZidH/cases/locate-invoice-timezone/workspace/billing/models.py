"""Customers, orders and order lines. Money is in integer cents."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Customer:
    id: str
    name: str
    country: str
    utc_offset_minutes: int = 0


@dataclass(frozen=True)
class Line:
    sku: str
    quantity: int
    unit_cents: int

    @property
    def total_cents(self):
        return self.quantity * self.unit_cents


@dataclass
class Order:
    id: str
    customer_id: str
    placed_at: int
    lines: list = field(default_factory=list)
