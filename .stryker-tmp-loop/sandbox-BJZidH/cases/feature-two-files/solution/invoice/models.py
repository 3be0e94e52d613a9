"""Invoice data model. Money is Decimal, rounded half-up to cents at each total."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import List

CENT = Decimal("0.01")


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class LineItem:
    description: str
    quantity: Decimal
    unit_price: Decimal

    def __post_init__(self) -> None:
        self.quantity = Decimal(self.quantity)
        self.unit_price = Decimal(self.unit_price)
        if self.quantity <= 0:
            raise ValueError(f"{self.description}: quantity must be positive")
        if self.unit_price < 0:
            raise ValueError(f"{self.description}: unit price must not be negative")

    @property
    def amount(self) -> Decimal:
        return cents(self.quantity * self.unit_price)


@dataclass
class Invoice:
    number: str
    customer: str
    issued: date
    items: List[LineItem] = field(default_factory=list)
    tax_rate: Decimal = Decimal("0")
    currency: str = "EUR"
    discount_pct: Decimal = Decimal("0")

    def __post_init__(self) -> None:
        self.tax_rate = Decimal(self.tax_rate)
        if not Decimal(0) <= self.tax_rate < Decimal(1):
            raise ValueError("tax_rate is a fraction in [0, 1)")
        self.discount_pct = Decimal(self.discount_pct)
        if not Decimal(0) <= self.discount_pct <= Decimal(100):
            raise ValueError("discount_pct is a percentage in [0, 100]")

    def add(self, description: str, quantity, unit_price) -> LineItem:
        item = LineItem(description, Decimal(quantity), Decimal(unit_price))
        self.items.append(item)
        return item

    @property
    def subtotal(self) -> Decimal:
        return cents(sum((item.amount for item in self.items), Decimal(0)))

    @property
    def discount(self) -> Decimal:
        """Invoice-level discount, taken off the subtotal before tax."""
        return cents(self.subtotal * self.discount_pct / 100)

    @property
    def taxable(self) -> Decimal:
        """The amount tax is charged on."""
        return self.subtotal - self.discount

    @property
    def tax(self) -> Decimal:
        return cents(self.taxable * self.tax_rate)

    @property
    def total(self) -> Decimal:
        return cents(self.taxable + self.tax)
