"""Assembles an invoice document from an order."""
from .dates import due_date, invoice_date
from .formatting import format_cents, format_date
from .periods import period_of


def build_invoice(order, customer, currency="EUR"):
    """A dict ready for the PDF renderer: header fields, lines and the total."""
    total = sum(line.total_cents for line in order.lines)
    return {
        "number": f"INV-{order.id}",
        "customer": customer.name,
        "date": format_date(invoice_date(order, customer)),
        "due": format_date(due_date(order, customer)),
        "period": period_of(order.placed_at),
        "lines": [
            {"sku": l.sku, "quantity": l.quantity, "amount": format_cents(l.total_cents, currency)}
            for l in order.lines
        ],
        "total": format_cents(total, currency),
    }
