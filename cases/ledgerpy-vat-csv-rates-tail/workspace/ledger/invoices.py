"""Invoices: lines, totals per VAT rate, and the journal entry an issued invoice posts."""

from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from ledger.journal import Entry
from ledger.money import ZERO, round_cents, to_money
from ledger.tax import rate_for, vat_amount

RECEIVABLES = "1200"
REVENUE = "4000"
VAT_PAYABLE = "2300"


@dataclass
class InvoiceLine:
    sku: str
    description: str
    quantity: int
    unit_price: object
    category: str = "standard"
    discount_pct: object = 0

    def __post_init__(self):
        self.unit_price = to_money(self.unit_price)
        self.discount_pct = Decimal(self.discount_pct)
        if self.quantity <= 0:
            raise ValueError("line %s: quantity must be positive" % self.sku)
        if not (0 <= self.discount_pct < 100):
            raise ValueError("line %s: discount must be in [0, 100)" % self.sku)

    @property
    def net(self):
        """Quantity x unit price less the line discount, rounded to the cent."""
        gross = self.unit_price * self.quantity
        return round_cents(gross * (Decimal(100) - self.discount_pct) / Decimal(100))


@dataclass
class Invoice:
    number: str
    customer: str
    country: str
    issued: date
    lines: list = field(default_factory=list)
    currency: str = "EUR"
    terms_days: int = 30

    def add(self, line):
        self.lines.append(line)
        return self

    @property
    def due(self):
        return self.issued + timedelta(days=self.terms_days)

    def vat_breakdown(self):
        """{rate: (net, vat)} in ascending rate order; VAT is computed on each rate's total net."""
        nets = {}
        for line in self.lines:
            rate = rate_for(self.country, line.category, self.issued)
            nets[rate] = nets.get(rate, ZERO) + line.net
        return OrderedDict((rate, (net, vat_amount(net, rate))) for rate, net in sorted(nets.items()))

    @property
    def net(self):
        return sum((line.net for line in self.lines), ZERO)

    @property
    def vat(self):
        return sum((vat for _, vat in self.vat_breakdown().values()), ZERO)

    @property
    def gross(self):
        return self.net + self.vat

    def to_entry(self):
        """Debit receivables with the gross, credit revenue with the net and VAT payable with the VAT."""
        if not self.lines:
            raise ValueError("invoice %s has no lines" % self.number)
        entry = Entry(self.issued, self.number, "invoice %s to %s" % (self.number, self.customer))
        entry.debit(RECEIVABLES, self.gross)
        entry.credit(REVENUE, self.net)
        if self.vat:
            entry.credit(VAT_PAYABLE, self.vat)
        return entry
