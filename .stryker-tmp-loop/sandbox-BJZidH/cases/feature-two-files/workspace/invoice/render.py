"""Plain-text rendering of an invoice, as attached to the e-mail receipt."""
from __future__ import annotations

from decimal import Decimal

from .models import Invoice

WIDTH = 48


def _money(amount: Decimal, currency: str) -> str:
    return f"{amount:,.2f} {currency}"


def _row(label: str, value: str) -> str:
    return f"{label}{value:>{WIDTH - len(label)}}"


def _percent(rate: Decimal) -> str:
    text = f"{rate * 100:f}".rstrip("0").rstrip(".")
    return f"{text}%"


def render_text(invoice: Invoice) -> str:
    lines = [
        f"Invoice {invoice.number}",
        f"Customer: {invoice.customer}",
        f"Date: {invoice.issued.isoformat()}",
        "-" * WIDTH,
    ]
    for item in invoice.items:
        label = f"{item.description} x{item.quantity.normalize():f}"
        lines.append(_row(label, _money(item.amount, invoice.currency)))
    lines.append("-" * WIDTH)
    lines.append(_row("Subtotal", _money(invoice.subtotal, invoice.currency)))
    lines.append(_row(f"Tax ({_percent(invoice.tax_rate)})", _money(invoice.tax, invoice.currency)))
    lines.append(_row("Total", _money(invoice.total, invoice.currency)))
    return "\n".join(lines) + "\n"
