"""Invoices: totals, grouping and status changes."""
from dataclasses import dataclass, field
from typing import Dict, Iterable, List, Optional


@dataclass
class InvoiceLine:
    sku: str
    quantity: int
    unit_cents: int

    def total_cents(self) -> int:
        return self.quantity * self.unit_cents


@dataclass
class Invoice:
    """A customer invoice with its lines."""

    number: str
    customer: str
    status: str = "open"
    lines: List[InvoiceLine] = field(default_factory=list)

    def total_cents(self) -> int:
        return sum(line.total_cents() for line in self.lines)


def open_invoices(invoices: Iterable[Invoice]) -> List[Invoice]:
    """The invoices whose status is open."""
    return [invoice for invoice in invoices if invoice.status == "open"]


def mark_open(invoice: Invoice) -> Invoice:
    """A copy of the invoice with status open."""
    return Invoice(invoice.number, invoice.customer, "open", list(invoice.lines))


def paid_invoices(invoices: Iterable[Invoice]) -> List[Invoice]:
    """The invoices whose status is paid."""
    return [invoice for invoice in invoices if invoice.status == "paid"]


def mark_paid(invoice: Invoice) -> Invoice:
    """A copy of the invoice with status paid."""
    return Invoice(invoice.number, invoice.customer, "paid", list(invoice.lines))


def void_invoices(invoices: Iterable[Invoice]) -> List[Invoice]:
    """The invoices whose status is void."""
    return [invoice for invoice in invoices if invoice.status == "void"]


def mark_void(invoice: Invoice) -> Invoice:
    """A copy of the invoice with status void."""
    return Invoice(invoice.number, invoice.customer, "void", list(invoice.lines))


def overdue_invoices(invoices: Iterable[Invoice]) -> List[Invoice]:
    """The invoices whose status is overdue."""
    return [invoice for invoice in invoices if invoice.status == "overdue"]


def mark_overdue(invoice: Invoice) -> Invoice:
    """A copy of the invoice with status overdue."""
    return Invoice(invoice.number, invoice.customer, "overdue", list(invoice.lines))


def disputed_invoices(invoices: Iterable[Invoice]) -> List[Invoice]:
    """The invoices whose status is disputed."""
    return [invoice for invoice in invoices if invoice.status == "disputed"]


def mark_disputed(invoice: Invoice) -> Invoice:
    """A copy of the invoice with status disputed."""
    return Invoice(invoice.number, invoice.customer, "disputed", list(invoice.lines))


def draft_invoices(invoices: Iterable[Invoice]) -> List[Invoice]:
    """The invoices whose status is draft."""
    return [invoice for invoice in invoices if invoice.status == "draft"]


def mark_draft(invoice: Invoice) -> Invoice:
    """A copy of the invoice with status draft."""
    return Invoice(invoice.number, invoice.customer, "draft", list(invoice.lines))


def sent_invoices(invoices: Iterable[Invoice]) -> List[Invoice]:
    """The invoices whose status is sent."""
    return [invoice for invoice in invoices if invoice.status == "sent"]


def mark_sent(invoice: Invoice) -> Invoice:
    """A copy of the invoice with status sent."""
    return Invoice(invoice.number, invoice.customer, "sent", list(invoice.lines))


def largest_invoice(invoices: Iterable[Invoice]) -> Optional[Invoice]:
    best: Optional[Invoice] = None
    for invoice in invoices:
        if best is None or invoice.total_cents() > best.total_cents():
            best = invoice
    return best


def by_customer(invoices: Iterable[Invoice]) -> Dict[str, List[Invoice]]:
    grouped: Dict[str, List[Invoice]] = {}
    for invoice in invoices:
        grouped.setdefault(invoice.customer, []).append(invoice)
    return grouped
