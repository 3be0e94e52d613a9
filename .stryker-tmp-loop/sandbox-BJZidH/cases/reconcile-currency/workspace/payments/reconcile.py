"""Settlement reconciliation for the payments ledger.

The ledger records what we believe happened: charges, refunds, chargebacks,
payouts, processor fees and manual adjustments. Payment processors send
settlement files that say what they actually paid, grouped into batches. This
module parses both sides, matches settlement lines to ledger rows, audits the
fees processors deducted against the contracted fee schedule, converts
foreign-currency amounts for reporting, and renders the reconciliation report
that finance signs off at month end.

Amounts are ``decimal.Decimal`` in major units (dollars, euros) everywhere in
this module. Minor units only appear at the edges: some processors send cents
in their settlement files, and the JSON export writes integers so that
downstream systems never round twice.
"""
from __future__ import annotations

import argparse
import csv
import io
import json
import logging
import sys
from collections import OrderedDict, defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from enum import Enum
from itertools import combinations
from typing import Dict, Iterable, Iterator, List, Mapping, Optional, Sequence, TextIO, Tuple

log = logging.getLogger(__name__)

__all__ = [
    "BatchStatus",
    "FeeAuditor",
    "FeeDiscrepancy",
    "FeeRule",
    "FeeSchedule",
    "FXRateTable",
    "LedgerParser",
    "LedgerRow",
    "LineMatch",
    "MatchStatus",
    "Reconciler",
    "ReconciliationReport",
    "RowKind",
    "SettlementBatch",
    "SettlementLine",
    "SettlementParser",
    "main",
]

# ---------------------------------------------------------------------------
# Currencies and money helpers
# ---------------------------------------------------------------------------

#: ISO 4217 minor-unit exponents for the currencies our processors settle in.
CURRENCY_EXPONENTS: Dict[str, int] = {
    "USD": 2, "EUR": 2, "GBP": 2, "CAD": 2, "AUD": 2, "NZD": 2, "CHF": 2,
    "SEK": 2, "NOK": 2, "DKK": 2, "PLN": 2, "CZK": 2, "HUF": 2, "MXN": 2,
    "BRL": 2, "SGD": 2, "HKD": 2, "INR": 2, "ZAR": 2, "AED": 2, "ILS": 2,
    "JPY": 0, "KRW": 0, "CLP": 0, "ISK": 0, "VND": 0,
    "BHD": 3, "KWD": 3, "JOD": 3, "OMR": 3, "TND": 3,
}

#: Symbols some processors put in front of amounts; stripped before parsing.
CURRENCY_SYMBOLS = ("$", "€", "£", "¥", "₩", "₹", "R$", "CHF", "kr")

#: Largest difference (major units) still treated as "the same amount".
DEFAULT_TOLERANCE = Decimal("0.01")

#: How many business days back an FX lookup may go when a date has no rate
#: (bank holidays, weekends when the feed is not published).
MAX_FX_LOOKBACK_DAYS = 5

#: Currency the month-end report is expressed in.
REPORTING_CURRENCY = "USD"

#: Days-outstanding buckets for the aging section of the report.
AGING_BUCKETS: Tuple[Tuple[str, int, Optional[int]], ...] = (
    ("0-2 days", 0, 2),
    ("3-7 days", 3, 7),
    ("8-30 days", 8, 30),
    ("over 30 days", 31, None),
)


class ReconcileError(Exception):
    """Base class for every error raised by this module."""


class ParseError(ReconcileError):
    """A ledger or settlement file could not be parsed.

    ``source`` and ``line_no`` point at the offending record so that the
    operator can fix the file instead of guessing.
    """

    def __init__(self, message: str, source: str = "<input>", line_no: Optional[int] = None):
        self.source = source
        self.line_no = line_no
        where = f"{source}:{line_no}" if line_no is not None else source
        super().__init__(f"{where}: {message}")


class UnknownCurrencyError(ReconcileError):
    """A currency code is not in ``CURRENCY_EXPONENTS``."""


class FXRateMissing(ReconcileError):
    """No exchange rate is known for a currency pair near the requested date."""


class BatchStateError(ReconcileError):
    """An operation is not allowed in the batch's current status."""


def normalize_currency(code: str) -> str:
    """Return the upper-case ISO code, raising for codes we cannot settle in."""
    if code is None:
        raise UnknownCurrencyError("missing currency code")
    normalized = code.strip().upper()
    if normalized not in CURRENCY_EXPONENTS:
        raise UnknownCurrencyError(f"unknown currency {code!r}")
    return normalized


def normalize_reference(reference: str) -> str:
    """Processor references differ in case and padding between files.

    Stripe-style references arrive lower-case in the ledger export and
    upper-case in some settlement files; a few acquirers left-pad with zeros
    to a fixed width. Matching uses this canonical form.
    """
    cleaned = (reference or "").strip().upper().replace(" ", "")
    if cleaned.isdigit():
        cleaned = cleaned.lstrip("0") or "0"
    return cleaned


def exponent_for(currency: str) -> int:
    return CURRENCY_EXPONENTS[normalize_currency(currency)]


def quantum_for(currency: str) -> Decimal:
    """The smallest representable amount, e.g. ``Decimal('0.01')`` for USD."""
    exponent = exponent_for(currency)
    return Decimal(1).scaleb(-exponent)


def quantize(amount: Decimal, currency: str, rounding: str = ROUND_HALF_UP) -> Decimal:
    """Round ``amount`` to the currency's minor unit."""
    return Decimal(amount).quantize(quantum_for(currency), rounding=rounding)


def parse_amount(text: str, currency: Optional[str] = None) -> Decimal:
    """Parse an amount as written by accounting exports.

    Accepts thousands separators (``1,234.56``), accounting negatives
    (``(12.00)``), a trailing minus (``12.00-``), leading currency symbols and
    surrounding whitespace. When ``currency`` is given the result is rounded
    to its minor unit.
    """
    if text is None:
        raise ValueError("missing amount")
    raw = str(text).strip()
    if not raw:
        raise ValueError("empty amount")
    negative = False
    if raw.startswith("(") and raw.endswith(")"):
        negative = True
        raw = raw[1:-1].strip()
    if raw.endswith("-"):
        negative = not negative
        raw = raw[:-1].strip()
    if raw.startswith("-"):
        negative = not negative
        raw = raw[1:].strip()
    for symbol in CURRENCY_SYMBOLS:
        if raw.startswith(symbol):
            raw = raw[len(symbol):].strip()
            break
    raw = raw.replace(",", "").replace("_", "")
    try:
        value = Decimal(raw)
    except InvalidOperation:
        raise ValueError(f"not an amount: {text!r}") from None
    if negative:
        value = -value
    if currency is not None:
        value = quantize(value, currency)
    return value


def to_minor_units(amount: Decimal, currency: str) -> int:
    """Convert major units to an integer count of minor units (cents)."""
    exponent = exponent_for(currency)
    scaled = quantize(amount, currency).scaleb(exponent)
    return int(scaled)


def from_minor_units(units: int, currency: str) -> Decimal:
    exponent = exponent_for(currency)
    return quantize(Decimal(int(units)).scaleb(-exponent), currency)


def format_amount(amount: Decimal, currency: str) -> str:
    """Human-readable amount, e.g. ``-1,234.50 EUR``."""
    exponent = exponent_for(currency)
    value = quantize(amount, currency)
    return f"{value:,.{exponent}f} {normalize_currency(currency)}"


_DATE_FORMATS = ("%Y-%m-%d", "%Y/%m/%d", "%d.%m.%Y", "%Y%m%d", "%m/%d/%Y")


def parse_date(text: str) -> date:
    """Parse the date formats seen in processor files (ISO first)."""
    raw = (text or "").strip()
    if not raw:
        raise ValueError("empty date")
    if "T" in raw:
        raw = raw.split("T", 1)[0]
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(raw, fmt).date()
        except ValueError:
            continue
    raise ValueError(f"not a date: {text!r}")


def is_business_day(day: date) -> bool:
    return day.weekday() < 5


def previous_business_day(day: date) -> date:
    candidate = day - timedelta(days=1)
    while not is_business_day(candidate):
        candidate -= timedelta(days=1)
    return candidate


def business_days_between(start: date, end: date) -> int:
    """Business days from ``start`` (exclusive) to ``end`` (inclusive).

    Negative when ``end`` is before ``start``. Used for settlement lag and
    for aging unmatched rows.
    """
    if end < start:
        return -business_days_between(end, start)
    days = 0
    cursor = start
    while cursor < end:
        cursor += timedelta(days=1)
        if is_business_day(cursor):
            days += 1
    return days


# ---------------------------------------------------------------------------
# Ledger rows
# ---------------------------------------------------------------------------


class RowKind(Enum):
    CHARGE = "charge"
    REFUND = "refund"
    CHARGEBACK = "chargeback"
    PAYOUT = "payout"
    FEE = "fee"
    ADJUSTMENT = "adjustment"

    @classmethod
    def parse(cls, text: str) -> "RowKind":
        """Map the many spellings processors and the ledger use to a kind."""
        key = (text or "").strip().lower().replace("-", "_").replace(" ", "_")
        aliases = {
            "sale": cls.CHARGE,
            "capture": cls.CHARGE,
            "payment": cls.CHARGE,
            "return": cls.REFUND,
            "credit": cls.REFUND,
            "dispute": cls.CHARGEBACK,
            "chargeback_debit": cls.CHARGEBACK,
            "transfer": cls.PAYOUT,
            "withdrawal": cls.PAYOUT,
            "processing_fee": cls.FEE,
            "manual": cls.ADJUSTMENT,
            "correction": cls.ADJUSTMENT,
        }
        if key in aliases:
            return aliases[key]
        for kind in cls:
            if kind.value == key:
                return kind
        raise ValueError(f"unknown row kind {text!r}")

    @property
    def sign(self) -> int:
        """Direction of money for the merchant: +1 in, -1 out."""
        if self in (RowKind.CHARGE, RowKind.ADJUSTMENT):
            return 1
        return -1

    @property
    def settles(self) -> bool:
        """Whether rows of this kind appear on processor settlement files."""
        return self in (RowKind.CHARGE, RowKind.REFUND, RowKind.CHARGEBACK)


class MatchStatus(Enum):
    MATCHED = "matched"
    AMOUNT_MISMATCH = "amount_mismatch"
    UNMATCHED = "unmatched"
    DUPLICATE = "duplicate"
    SPLIT = "split"


@dataclass
class LedgerRow:
    """One row of the internal ledger export.

    ``amount`` is the magnitude (never negative except for adjustments, which
    carry their own sign); ``signed_amount`` applies the kind's direction.
    ``settlement_id`` and ``matched_line`` are filled in by the reconciler.
    """

    row_id: str
    kind: RowKind
    amount: Decimal
    currency: str
    booked_on: date
    reference: str
    account: str = ""
    counterparty: str = ""
    memo: str = ""
    settlement_id: Optional[str] = None
    matched_line: Optional[str] = None

    def __post_init__(self) -> None:
        self.currency = normalize_currency(self.currency)
        self.amount = quantize(Decimal(self.amount), self.currency)
        if self.amount < 0 and self.kind is not RowKind.ADJUSTMENT:
            raise ValueError(
                f"row {self.row_id}: negative amount {self.amount} on a {self.kind.value}; "
                "only adjustments may be negative"
            )

    @property
    def signed_amount(self) -> Decimal:
        if self.kind is RowKind.ADJUSTMENT:
            return self.amount
        return self.amount * self.kind.sign

    @property
    def normalized_reference(self) -> str:
        return normalize_reference(self.reference)

    @property
    def is_settled(self) -> bool:
        return self.settlement_id is not None

    def mark_settled(self, batch_id: str, line_id: str) -> None:
        if self.is_settled and (self.settlement_id, self.matched_line) != (batch_id, line_id):
            raise ReconcileError(
                f"row {self.row_id} is already settled by {self.settlement_id}/{self.matched_line}"
            )
        self.settlement_id = batch_id
        self.matched_line = line_id

    def clear_settlement(self) -> None:
        self.settlement_id = None
        self.matched_line = None

    def days_outstanding(self, as_of: date) -> int:
        return business_days_between(self.booked_on, as_of)

    def to_dict(self) -> Dict[str, object]:
        return {
            "row_id": self.row_id,
            "kind": self.kind.value,
            "amount": str(self.amount),
            "currency": self.currency,
            "booked_on": self.booked_on.isoformat(),
            "reference": self.reference,
            "account": self.account,
            "counterparty": self.counterparty,
            "memo": self.memo,
            "settlement_id": self.settlement_id,
            "matched_line": self.matched_line,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> "LedgerRow":
        return cls(
            row_id=str(data["row_id"]),
            kind=RowKind.parse(str(data["kind"])),
            amount=parse_amount(str(data["amount"])),
            currency=str(data["currency"]),
            booked_on=parse_date(str(data["booked_on"])),
            reference=str(data.get("reference", "")),
            account=str(data.get("account", "") or ""),
            counterparty=str(data.get("counterparty", "") or ""),
            memo=str(data.get("memo", "") or ""),
            settlement_id=data.get("settlement_id") or None,  # type: ignore[arg-type]
            matched_line=data.get("matched_line") or None,  # type: ignore[arg-type]
        )


#: Accepted header spellings for each ledger field, first match wins.
LEDGER_COLUMNS: Dict[str, Tuple[str, ...]] = {
    "row_id": ("row_id", "id", "ledger_id", "entry_id"),
    "kind": ("kind", "type", "txn_type", "transaction_type"),
    "amount": ("amount", "value", "gross"),
    "currency": ("currency", "ccy", "currency_code"),
    "booked_on": ("booked_on", "date", "booking_date", "posted"),
    "reference": ("reference", "ref", "processor_ref", "external_id"),
    "account": ("account", "gl_account"),
    "counterparty": ("counterparty", "customer", "merchant"),
    "memo": ("memo", "description", "note"),
}

REQUIRED_LEDGER_FIELDS = ("row_id", "kind", "amount", "currency", "booked_on", "reference")


class LedgerParser:
    """Parse the ledger CSV export into ``LedgerRow`` objects.

    In strict mode the first bad record raises ``ParseError``. Otherwise bad
    records are skipped and collected in ``errors`` so that one typo does not
    block a month-end run; the report lists them.
    """

    def __init__(self, default_currency: Optional[str] = None, strict: bool = True, source: str = "ledger"):
        self.default_currency = normalize_currency(default_currency) if default_currency else None
        self.strict = strict
        self.source = source
        self.errors: List[ParseError] = []

    def parse(self, stream: TextIO) -> List[LedgerRow]:
        reader = csv.reader(stream)
        try:
            header = next(reader)
        except StopIteration:
            return []
        mapping = self._map_header(header)
        rows: List[LedgerRow] = []
        seen_ids: Dict[str, int] = {}
        for line_no, record in enumerate(reader, start=2):
            if not any(cell.strip() for cell in record):
                continue
            try:
                row = self._parse_record(record, mapping, line_no)
                if row.row_id in seen_ids:
                    raise ParseError(
                        f"duplicate row id {row.row_id} (first seen on line {seen_ids[row.row_id]})",
                        self.source,
                        line_no,
                    )
                seen_ids[row.row_id] = line_no
                rows.append(row)
            except ParseError as err:
                if self.strict:
                    raise
                self.errors.append(err)
                log.warning("skipping ledger record: %s", err)
        return rows

    def parse_text(self, text: str) -> List[LedgerRow]:
        return self.parse(io.StringIO(text))

    def _map_header(self, header: Sequence[str]) -> Dict[str, int]:
        normalized = [cell.strip().lower().replace(" ", "_") for cell in header]
        mapping: Dict[str, int] = {}
        for field_name, spellings in LEDGER_COLUMNS.items():
            for spelling in spellings:
                if spelling in normalized:
                    mapping[field_name] = normalized.index(spelling)
                    break
        missing = [
            name
            for name in REQUIRED_LEDGER_FIELDS
            if name not in mapping and not (name == "currency" and self.default_currency)
        ]
        if missing:
            raise ParseError(f"missing column(s): {', '.join(missing)}", self.source, 1)
        return mapping

    def _parse_record(self, record: Sequence[str], mapping: Mapping[str, int], line_no: int) -> LedgerRow:
        def cell(name: str) -> str:
            index = mapping.get(name)
            if index is None or index >= len(record):
                return ""
            return record[index].strip()

        try:
            currency = cell("currency") or self.default_currency or ""
            return LedgerRow(
                row_id=cell("row_id"),
                kind=RowKind.parse(cell("kind")),
                amount=parse_amount(cell("amount"), currency),
                currency=currency,
                booked_on=parse_date(cell("booked_on")),
                reference=cell("reference"),
                account=cell("account"),
                counterparty=cell("counterparty"),
                memo=cell("memo"),
            )
        except (ValueError, ReconcileError) as err:
            if isinstance(err, ParseError):
                raise
            raise ParseError(str(err), self.source, line_no) from None


# ---------------------------------------------------------------------------
# Settlement files
# ---------------------------------------------------------------------------


@dataclass
class SettlementLine:
    """One line of a processor settlement file.

    ``gross`` is signed from the merchant's point of view (charges positive,
    refunds and chargebacks negative). ``fee`` is what the processor kept and
    is always non-negative; ``net`` is what actually reached the bank.
    """

    line_id: str
    reference: str
    kind: RowKind
    gross: Decimal
    fee: Decimal
    currency: str
    value_date: date
    processor_ref: str = ""

    def __post_init__(self) -> None:
        self.currency = normalize_currency(self.currency)
        self.gross = quantize(Decimal(self.gross), self.currency)
        self.fee = quantize(Decimal(self.fee), self.currency)
        if self.fee < 0:
            raise ValueError(f"line {self.line_id}: negative fee {self.fee}")

    @property
    def net(self) -> Decimal:
        return self.gross - self.fee

    @property
    def normalized_reference(self) -> str:
        return normalize_reference(self.reference)


class BatchStatus(Enum):
    OPEN = "open"
    CLOSED = "closed"
    RECONCILED = "reconciled"


@dataclass
class SettlementBatch:
    """A processor payout: lines settled together on one value date.

    A batch is built ``OPEN`` while its file is read, ``CLOSED`` once every
    line is in (only closed batches can be reconciled) and ``RECONCILED`` when
    every line matched. ``reported_net`` is the payout total the processor
    printed in the file trailer, kept to detect truncated files.
    """

    batch_id: str
    processor: str
    currency: str
    value_date: date
    lines: List[SettlementLine] = field(default_factory=list)
    status: BatchStatus = BatchStatus.OPEN
    reported_net: Optional[Decimal] = None

    def __post_init__(self) -> None:
        self.currency = normalize_currency(self.currency)
        self.processor = self.processor.strip().lower()

    def add_line(self, line: SettlementLine) -> None:
        if self.status is not BatchStatus.OPEN:
            raise BatchStateError(f"batch {self.batch_id} is {self.status.value}; cannot add lines")
        if line.currency != self.currency:
            raise ReconcileError(
                f"batch {self.batch_id} settles in {self.currency} but line {line.line_id} is in {line.currency}"
            )
        if any(existing.line_id == line.line_id for existing in self.lines):
            raise ReconcileError(f"batch {self.batch_id} already has a line {line.line_id}")
        self.lines.append(line)

    def close(self) -> None:
        if self.status is BatchStatus.OPEN:
            self.status = BatchStatus.CLOSED

    def mark_reconciled(self) -> None:
        if self.status is BatchStatus.OPEN:
            raise BatchStateError(f"batch {self.batch_id} must be closed before it is reconciled")
        self.status = BatchStatus.RECONCILED

    @property
    def total_gross(self) -> Decimal:
        return sum((line.gross for line in self.lines), Decimal(0))

    @property
    def total_fees(self) -> Decimal:
        return sum((line.fee for line in self.lines), Decimal(0))

    @property
    def total_net(self) -> Decimal:
        return sum((line.net for line in self.lines), Decimal(0))

    def lines_by_reference(self) -> Dict[str, List[SettlementLine]]:
        grouped: Dict[str, List[SettlementLine]] = defaultdict(list)
        for line in self.lines:
            grouped[line.normalized_reference].append(line)
        return dict(grouped)

    def trailer_discrepancy(self) -> Optional[Decimal]:
        """Difference between the printed payout total and the sum of lines.

        ``None`` when the file had no trailer. A non-zero value usually means
        the file was cut short in transfer.
        """
        if self.reported_net is None:
            return None
        return quantize(self.reported_net - self.total_net, self.currency)


#: Accepted header spellings for each settlement field.
SETTLEMENT_COLUMNS: Dict[str, Tuple[str, ...]] = {
    "batch_id": ("batch_id", "payout_id", "batch"),
    "processor": ("processor", "acquirer", "psp"),
    "currency": ("currency", "settlement_currency", "ccy"),
    "value_date": ("value_date", "settlement_date", "payout_date"),
    "line_id": ("line_id", "id", "transaction_id"),
    "reference": ("reference", "merchant_reference", "ref"),
    "kind": ("kind", "type", "record_type"),
    "gross": ("gross", "amount", "gross_amount"),
    "fee": ("fee", "fees", "commission"),
    "net": ("net", "net_amount"),
    "processor_ref": ("processor_ref", "psp_reference", "arn"),
}

REQUIRED_SETTLEMENT_FIELDS = ("batch_id", "currency", "value_date", "line_id", "reference", "kind", "gross")

#: Record type a processor uses for the trailer that carries the batch total.
TRAILER_KINDS = ("trailer", "total", "batch_total")


class SettlementParser:
    """Parse a processor settlement CSV into closed ``SettlementBatch`` objects.

    ``minor_units=True`` is for processors that send integer cents. Gross
    amounts for refunds and chargebacks are made negative when the processor
    sends magnitudes only (``signed_amounts=False``). When a ``net`` column is
    present it must agree with ``gross - fee``; a disagreement is a parse
    error because it means the columns are mislabeled.
    """

    def __init__(
        self,
        processor: Optional[str] = None,
        minor_units: bool = False,
        signed_amounts: bool = True,
        source: str = "settlement",
    ):
        self.processor = processor
        self.minor_units = minor_units
        self.signed_amounts = signed_amounts
        self.source = source

    def parse(self, stream: TextIO) -> List[SettlementBatch]:
        reader = csv.reader(stream)
        try:
            header = next(reader)
        except StopIteration:
            return []
        mapping = self._map_header(header)
        batches: "OrderedDict[str, SettlementBatch]" = OrderedDict()
        for line_no, record in enumerate(reader, start=2):
            if not any(cell.strip() for cell in record):
                continue
            values = {name: (record[i].strip() if i < len(record) else "") for name, i in mapping.items()}
            try:
                self._consume(values, batches, line_no)
            except ParseError:
                raise
            except (ValueError, ReconcileError) as err:
                raise ParseError(str(err), self.source, line_no) from None
        for batch in batches.values():
            batch.close()
        return list(batches.values())

    def parse_text(self, text: str) -> List[SettlementBatch]:
        return self.parse(io.StringIO(text))

    def _map_header(self, header: Sequence[str]) -> Dict[str, int]:
        normalized = [cell.strip().lower().replace(" ", "_") for cell in header]
        mapping: Dict[str, int] = {}
        for field_name, spellings in SETTLEMENT_COLUMNS.items():
            for spelling in spellings:
                if spelling in normalized:
                    mapping[field_name] = normalized.index(spelling)
                    break
        missing = [name for name in REQUIRED_SETTLEMENT_FIELDS if name not in mapping]
        if "processor" not in mapping and not self.processor:
            missing.append("processor")
        if missing:
            raise ParseError(f"missing column(s): {', '.join(missing)}", self.source, 1)
        return mapping

    def _amount(self, text: str, currency: str) -> Decimal:
        if not text:
            return Decimal(0)
        if self.minor_units:
            return from_minor_units(int(parse_amount(text)), currency)
        return parse_amount(text, currency)

    def _consume(self, values: Mapping[str, str], batches: "OrderedDict[str, SettlementBatch]", line_no: int) -> None:
        currency = normalize_currency(values["currency"])
        batch_id = values["batch_id"]
        batch = batches.get(batch_id)
        if batch is None:
            batch = SettlementBatch(
                batch_id=batch_id,
                processor=values.get("processor") or self.processor or "",
                currency=currency,
                value_date=parse_date(values["value_date"]),
            )
            batches[batch_id] = batch
        kind_text = values["kind"].strip().lower()
        if kind_text in TRAILER_KINDS:
            batch.reported_net = self._amount(values.get("net") or values["gross"], currency)
            return
        kind = RowKind.parse(kind_text)
        gross = self._amount(values["gross"], currency)
        if not self.signed_amounts and kind.sign < 0:
            gross = -abs(gross)
        fee = abs(self._amount(values.get("fee", ""), currency))
        line = SettlementLine(
            line_id=values["line_id"],
            reference=values["reference"],
            kind=kind,
            gross=gross,
            fee=fee,
            currency=currency,
            value_date=parse_date(values["value_date"]),
            processor_ref=values.get("processor_ref", ""),
        )
        if values.get("net"):
            stated = self._amount(values["net"], currency)
            if stated != line.net:
                raise ParseError(
                    f"net {stated} does not equal gross {line.gross} minus fee {line.fee}",
                    self.source,
                    line_no,
                )
        batch.add_line(line)


# ---------------------------------------------------------------------------
# Fees
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class FeeRule:
    """A contracted fee: ``percent`` of the gross plus a ``fixed`` amount.

    ``percent`` is a fraction (``Decimal('0.029')`` for 2.9%). ``minimum`` and
    ``maximum`` clamp the result when set. ``currency`` may be ``"*"`` for a
    processor-wide default that applies to every currency without its own
    rule; the fixed part is then interpreted in the line's currency.
    """

    processor: str
    kind: RowKind
    percent: Decimal
    fixed: Decimal = Decimal(0)
    currency: str = "*"
    minimum: Optional[Decimal] = None
    maximum: Optional[Decimal] = None

    def fee_for(self, gross: Decimal, currency: str) -> Decimal:
        base = abs(gross) * self.percent + self.fixed
        if self.minimum is not None:
            base = max(base, self.minimum)
        if self.maximum is not None:
            base = min(base, self.maximum)
        # Processors round fees half-even (banker's rounding) per their contracts.
        return quantize(base, currency, rounding=ROUND_HALF_EVEN)


class FeeSchedule:
    """Lookup of contracted fee rules by processor, row kind and currency."""

    def __init__(self, rules: Iterable[FeeRule] = ()):
        self._rules: Dict[Tuple[str, RowKind, str], FeeRule] = {}
        for rule in rules:
            self.add(rule)

    def add(self, rule: FeeRule) -> None:
        currency = rule.currency if rule.currency == "*" else normalize_currency(rule.currency)
        key = (rule.processor.strip().lower(), rule.kind, currency)
        if key in self._rules:
            raise ReconcileError(f"duplicate fee rule for {key[0]}/{key[1].value}/{key[2]}")
        self._rules[key] = rule

    def rule_for(self, processor: str, kind: RowKind, currency: str) -> Optional[FeeRule]:
        processor = processor.strip().lower()
        exact = self._rules.get((processor, kind, normalize_currency(currency)))
        if exact is not None:
            return exact
        return self._rules.get((processor, kind, "*"))

    def expected_fee(self, processor: str, line: SettlementLine) -> Optional[Decimal]:
        """The fee the contract allows for ``line``; ``None`` when no rule applies."""
        rule = self.rule_for(processor, line.kind, line.currency)
        if rule is None:
            return None
        return rule.fee_for(line.gross, line.currency)

    def __len__(self) -> int:
        return len(self._rules)

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> "FeeSchedule":
        """Build a schedule from the JSON shape finance maintains::

            {"stripe": [{"kind": "charge", "percent": "0.029", "fixed": "0.30"}]}
        """
        schedule = cls()
        for processor, entries in data.items():
            if not isinstance(entries, list):
                raise ReconcileError(f"fee schedule for {processor!r} must be a list")
            for entry in entries:
                schedule.add(
                    FeeRule(
                        processor=processor,
                        kind=RowKind.parse(entry["kind"]),
                        percent=Decimal(str(entry.get("percent", "0"))),
                        fixed=Decimal(str(entry.get("fixed", "0"))),
                        currency=entry.get("currency", "*"),
                        minimum=Decimal(str(entry["minimum"])) if "minimum" in entry else None,
                        maximum=Decimal(str(entry["maximum"])) if "maximum" in entry else None,
                    )
                )
        return schedule


@dataclass
class FeeDiscrepancy:
    batch_id: str
    line_id: str
    processor: str
    expected: Decimal
    charged: Decimal
    currency: str

    @property
    def difference(self) -> Decimal:
        """Positive when the processor kept more than the contract allows."""
        return self.charged - self.expected

    def describe(self) -> str:
        direction = "over" if self.difference > 0 else "under"
        return (
            f"{self.processor} {self.batch_id}/{self.line_id}: {direction}charged "
            f"{format_amount(abs(self.difference), self.currency)} "
            f"(expected {format_amount(self.expected, self.currency)}, "
            f"charged {format_amount(self.charged, self.currency)})"
        )


class FeeAuditor:
    """Compare the fees on every settlement line with the fee schedule."""

    def __init__(self, schedule: FeeSchedule, tolerance: Decimal = DEFAULT_TOLERANCE):
        self.schedule = schedule
        self.tolerance = tolerance
        self.unpriced: List[Tuple[str, str]] = []

    def audit(self, batches: Iterable[SettlementBatch]) -> List[FeeDiscrepancy]:
        discrepancies: List[FeeDiscrepancy] = []
        for batch in batches:
            for line in batch.lines:
                expected = self.schedule.expected_fee(batch.processor, line)
                if expected is None:
                    self.unpriced.append((batch.batch_id, line.line_id))
                    continue
                if abs(line.fee - expected) > self.tolerance:
                    discrepancies.append(
                        FeeDiscrepancy(
                            batch_id=batch.batch_id,
                            line_id=line.line_id,
                            processor=batch.processor,
                            expected=expected,
                            charged=line.fee,
                            currency=line.currency,
                        )
                    )
        return discrepancies


# ---------------------------------------------------------------------------
# Foreign exchange
# ---------------------------------------------------------------------------


class FXRateTable:
    """Daily exchange rates against one base currency.

    ``add(day, "EUR", Decimal("1.0850"))`` records that one EUR was worth
    1.0850 units of the base currency on ``day``. Lookups for a day without a
    published rate fall back to earlier business days, at most
    ``max_lookback`` of them, because the feed skips bank holidays.
    """

    def __init__(self, base: str = REPORTING_CURRENCY, max_lookback: int = MAX_FX_LOOKBACK_DAYS):
        self.base = normalize_currency(base)
        self.max_lookback = max_lookback
        self._rates: Dict[Tuple[date, str], Decimal] = {}

    def add(self, day: date, currency: str, rate: Decimal) -> None:
        rate = Decimal(rate)
        if rate <= 0:
            raise ValueError(f"rate for {currency} on {day} must be positive, got {rate}")
        self._rates[(day, normalize_currency(currency))] = rate

    def _rate_to_base(self, day: date, currency: str) -> Decimal:
        currency = normalize_currency(currency)
        if currency == self.base:
            return Decimal(1)
        cursor = day
        for _ in range(self.max_lookback + 1):
            rate = self._rates.get((cursor, currency))
            if rate is not None:
                return rate
            cursor = previous_business_day(cursor)
        raise FXRateMissing(
            f"no {currency}/{self.base} rate on {day.isoformat()} or the {self.max_lookback} business days before"
        )

    def rate(self, day: date, from_currency: str, to_currency: str) -> Decimal:
        """Units of ``to_currency`` per unit of ``from_currency`` (cross via base)."""
        if normalize_currency(from_currency) == normalize_currency(to_currency):
            return Decimal(1)
        return self._rate_to_base(day, from_currency) / self._rate_to_base(day, to_currency)

    def convert(self, amount: Decimal, from_currency: str, to_currency: str, day: date) -> Decimal:
        converted = Decimal(amount) * self.rate(day, from_currency, to_currency)
        return quantize(converted, to_currency)

    def __len__(self) -> int:
        return len(self._rates)

    @classmethod
    def from_csv(cls, stream: TextIO, base: str = REPORTING_CURRENCY) -> "FXRateTable":
        """Read ``date,currency,rate`` rows (a header line is required)."""
        table = cls(base=base)
        reader = csv.DictReader(stream)
        for line_no, record in enumerate(reader, start=2):
            try:
                table.add(parse_date(record["date"]), record["currency"], Decimal(record["rate"].strip()))
            except (KeyError, ValueError, InvalidOperation, ReconcileError) as err:
                raise ParseError(f"bad FX rate record: {err}", "fx", line_no) from None
        return table


# ---------------------------------------------------------------------------
# Matching
# ---------------------------------------------------------------------------


@dataclass
class LineMatch:
    """The outcome for one settlement line.

    ``difference`` is ``line.gross`` minus the signed sum of the matched rows
    (for unmatched lines, the whole gross), in the batch currency.
    """

    batch_id: str
    line_id: str
    status: MatchStatus
    row_ids: List[str]
    difference: Decimal
    note: str = ""

    @property
    def is_exception(self) -> bool:
        return self.status not in (MatchStatus.MATCHED, MatchStatus.SPLIT)


@dataclass
class BatchResult:
    batch: SettlementBatch
    matches: List[LineMatch] = field(default_factory=list)

    def count(self, status: MatchStatus) -> int:
        return sum(1 for match in self.matches if match.status is status)

    @property
    def fully_matched(self) -> bool:
        return bool(self.matches) and not any(match.is_exception for match in self.matches)

    def exceptions(self) -> List[LineMatch]:
        return [match for match in self.matches if match.is_exception]

    @property
    def unexplained_gross(self) -> Decimal:
        """Gross of the lines that did not match, in the batch currency."""
        return sum((match.difference for match in self.exceptions()), Decimal(0))


#: Largest number of ledger rows that may together explain one line
#: (split captures of one order); the search is exponential in this.
MAX_SPLIT_ROWS = 4


class Reconciler:
    """Match closed settlement batches against the ledger.

    Rows are matched to lines by normalized reference and row kind, then by
    amount within ``tolerance``. Rows already settled in an earlier run keep
    their settlement and are never matched again. ``allow_split`` lets one
    line match several rows whose amounts add up to its gross (processors
    merge split captures of one order). ``max_lag_days`` flags matches that
    settled later than the processor's contractual lag.
    """

    def __init__(
        self,
        rows: Sequence[LedgerRow],
        batches: Sequence[SettlementBatch],
        *,
        tolerance: Decimal = DEFAULT_TOLERANCE,
        fee_schedule: Optional[FeeSchedule] = None,
        fx: Optional[FXRateTable] = None,
        reporting_currency: str = REPORTING_CURRENCY,
        allow_split: bool = True,
        max_lag_days: Optional[int] = 5,
    ):
        self.rows = list(rows)
        self.batches = list(batches)
        self.tolerance = Decimal(tolerance)
        self.fee_schedule = fee_schedule
        self.fx = fx
        self.reporting_currency = normalize_currency(reporting_currency)
        self.allow_split = allow_split
        self.max_lag_days = max_lag_days
        self._check_unique_ids()

    def _check_unique_ids(self) -> None:
        seen: Dict[str, LedgerRow] = {}
        for row in self.rows:
            if row.row_id in seen:
                raise ReconcileError(f"ledger row id {row.row_id} appears twice")
            seen[row.row_id] = row
        batch_ids = [batch.batch_id for batch in self.batches]
        duplicates = sorted({batch_id for batch_id in batch_ids if batch_ids.count(batch_id) > 1})
        if duplicates:
            raise ReconcileError(f"settlement batch(es) loaded twice: {', '.join(duplicates)}")

    def reconcile(self, as_of: Optional[date] = None) -> "ReconciliationReport":
        """Match every batch, audit fees and build the report.

        Batches are processed in value-date order so that, when a reference
        appears in two payouts, the earlier payout claims the ledger row.
        """
        index = self._index_rows()
        results: List[BatchResult] = []
        for batch in sorted(self.batches, key=lambda b: (b.value_date, b.batch_id)):
            results.append(self._match_settlement(batch, index))
        discrepancies: List[FeeDiscrepancy] = []
        if self.fee_schedule is not None and len(self.fee_schedule):
            discrepancies = FeeAuditor(self.fee_schedule, self.tolerance).audit(self.batches)
        unmatched = [row for row in self.rows if row.kind.settles and not row.is_settled]
        if as_of is None:
            dates = [batch.value_date for batch in self.batches] + [row.booked_on for row in self.rows]
            as_of = max(dates) if dates else date.today()
        return ReconciliationReport(
            results=results,
            unmatched_rows=unmatched,
            fee_discrepancies=discrepancies,
            reporting_currency=self.reporting_currency,
            fx=self.fx,
            as_of=as_of,
        )

    def _index_rows(self) -> Dict[str, List[LedgerRow]]:
        index: Dict[str, List[LedgerRow]] = defaultdict(list)
        for row in self.rows:
            if not row.kind.settles or row.is_settled:
                continue
            index[row.normalized_reference].append(row)
        for rows in index.values():
            rows.sort(key=lambda r: (r.booked_on, r.row_id))
        return dict(index)

    def _match_settlement(self, batch: SettlementBatch, index: Mapping[str, List[LedgerRow]]) -> BatchResult:
        """Match every line of one closed batch against open ledger rows.

        A line's candidates are the open rows with its reference and kind. A
        line whose reference was already settled by an earlier line of the
        same batch is reported as a duplicate rather than as unmatched, since
        processors occasionally repeat a line when a file is regenerated.
        """
        if batch.status is BatchStatus.OPEN:
            raise BatchStateError(f"batch {batch.batch_id} is still open; close it before reconciling")
        result = BatchResult(batch=batch)
        settled_by: Dict[str, str] = {}
        for line in sorted(batch.lines, key=lambda l: (l.value_date, l.line_id)):
            reference = line.normalized_reference
            candidates = [
                row
                for row in index.get(reference, [])
                if not row.is_settled and row.kind is line.kind
            ]
            if not candidates:
                if reference in settled_by:
                    status = MatchStatus.DUPLICATE
                    note = f"reference already settled by line {settled_by[reference]}"
                else:
                    status = MatchStatus.UNMATCHED
                    note = "no open ledger row with this reference"
                result.matches.append(LineMatch(batch.batch_id, line.line_id, status, [], line.gross, note))
                continue
            match = self._match_line(batch, line, candidates)
            if not match.is_exception:
                settled_by[reference] = line.line_id
            result.matches.append(match)
        if result.fully_matched:
            batch.mark_reconciled()
        return result

    def _match_line(self, batch: SettlementBatch, line: SettlementLine, candidates: Sequence[LedgerRow]) -> LineMatch:
        agreeing = [row for row in candidates if self._amounts_agree(row.signed_amount, line.gross)]
        if agreeing:
            row = min(agreeing, key=lambda r: (abs(r.signed_amount - line.gross), r.booked_on, r.row_id))
            row.mark_settled(batch.batch_id, line.line_id)
            return LineMatch(
                batch.batch_id,
                line.line_id,
                MatchStatus.MATCHED,
                [row.row_id],
                line.gross - row.signed_amount,
                self._lag_note(line, [row]),
            )
        if self.allow_split and len(candidates) > 1:
            split = self._find_split(line, candidates)
            if split:
                for row in split:
                    row.mark_settled(batch.batch_id, line.line_id)
                total = sum((row.signed_amount for row in split), Decimal(0))
                return LineMatch(
                    batch.batch_id,
                    line.line_id,
                    MatchStatus.SPLIT,
                    [row.row_id for row in split],
                    line.gross - total,
                    self._lag_note(line, split),
                )
        closest = min(candidates, key=lambda r: (abs(r.signed_amount - line.gross), r.booked_on, r.row_id))
        difference = line.gross - closest.signed_amount
        return LineMatch(
            batch.batch_id,
            line.line_id,
            MatchStatus.AMOUNT_MISMATCH,
            [closest.row_id],
            difference,
            f"closest row {closest.row_id} differs by {format_amount(difference, line.currency)}",
        )

    def _amounts_agree(self, expected: Decimal, actual: Decimal) -> bool:
        return abs(expected - actual) <= self.tolerance

    def _find_split(self, line: SettlementLine, candidates: Sequence[LedgerRow]) -> Optional[List[LedgerRow]]:
        """Smallest set of rows whose signed amounts add up to the line's gross.

        Smaller sets win, then earlier bookings, so the result is stable when
        several subsets qualify.
        """
        limit = min(MAX_SPLIT_ROWS, len(candidates))
        for size in range(2, limit + 1):
            for subset in combinations(candidates, size):
                total = sum((row.signed_amount for row in subset), Decimal(0))
                if self._amounts_agree(total, line.gross):
                    return list(subset)
        return None

    def _lag_note(self, line: SettlementLine, rows: Sequence[LedgerRow]) -> str:
        if self.max_lag_days is None:
            return ""
        booked = min(row.booked_on for row in rows)
        lag = business_days_between(booked, line.value_date)
        if lag > self.max_lag_days:
            return f"settled {lag} business days after booking (limit {self.max_lag_days})"
        if lag < 0:
            return f"value date {line.value_date.isoformat()} is before the booking date {booked.isoformat()}"
        return ""


# ---------------------------------------------------------------------------
# Reporting
# ---------------------------------------------------------------------------


class ReconciliationReport:
    """Everything finance needs to sign off one reconciliation run.

    Amounts in ``summary()`` are converted to ``reporting_currency`` with the
    FX table on each item's own date (value date for lines, booking date for
    rows). Items whose rate is missing are left out of the totals and listed
    in ``warnings`` instead of being silently counted as zero.
    """

    def __init__(
        self,
        results: Sequence[BatchResult],
        unmatched_rows: Sequence[LedgerRow],
        fee_discrepancies: Sequence[FeeDiscrepancy],
        *,
        reporting_currency: str = REPORTING_CURRENCY,
        fx: Optional[FXRateTable] = None,
        as_of: Optional[date] = None,
    ):
        self.results = list(results)
        self.unmatched_rows = list(unmatched_rows)
        self.fee_discrepancies = list(fee_discrepancies)
        self.reporting_currency = normalize_currency(reporting_currency)
        self.fx = fx
        self.as_of = as_of or date.today()
        self.warnings: List[str] = []

    @property
    def is_clean(self) -> bool:
        return (
            all(result.fully_matched for result in self.results)
            and not self.unmatched_rows
            and not self.fee_discrepancies
        )

    def _to_reporting(self, amount: Decimal, currency: str, day: date) -> Optional[Decimal]:
        if normalize_currency(currency) == self.reporting_currency:
            return quantize(amount, currency)
        if self.fx is None:
            self.warnings.append(f"no FX table: {format_amount(amount, currency)} left out of totals")
            return None
        try:
            return self.fx.convert(amount, currency, self.reporting_currency, day)
        except FXRateMissing as err:
            self.warnings.append(f"{err}: {format_amount(amount, currency)} left out of totals")
            return None

    def _sum_reporting(self, items: Iterable[Tuple[Decimal, str, date]]) -> Decimal:
        total = Decimal(0)
        for amount, currency, day in items:
            converted = self._to_reporting(amount, currency, day)
            if converted is not None:
                total += converted
        return quantize(total, self.reporting_currency)

    def summary(self) -> Dict[str, object]:
        self.warnings = []
        matches = [match for result in self.results for match in result.matches]
        by_status = {status.value: sum(1 for m in matches if m.status is status) for status in MatchStatus}
        exception_lines = [
            (match.difference, result.batch.currency, result.batch.value_date)
            for result in self.results
            for match in result.exceptions()
        ]
        unmatched_rows = [(row.signed_amount, row.currency, row.booked_on) for row in self.unmatched_rows]
        overcharged = [
            (d.difference, d.currency, self._batch_date(d.batch_id)) for d in self.fee_discrepancies if d.difference > 0
        ]
        return {
            "as_of": self.as_of.isoformat(),
            "reporting_currency": self.reporting_currency,
            "batches": len(self.results),
            "batches_reconciled": sum(1 for result in self.results if result.fully_matched),
            "lines": len(matches),
            "lines_by_status": by_status,
            "unmatched_rows": len(self.unmatched_rows),
            "fee_discrepancies": len(self.fee_discrepancies),
            "unexplained_settlement_total": str(self._sum_reporting(exception_lines)),
            "unmatched_ledger_total": str(self._sum_reporting(unmatched_rows)),
            "fees_overcharged_total": str(self._sum_reporting(overcharged)),
            "warnings": list(self.warnings),
        }

    def _batch_date(self, batch_id: str) -> date:
        for result in self.results:
            if result.batch.batch_id == batch_id:
                return result.batch.value_date
        return self.as_of

    def aging(self) -> "OrderedDict[str, List[LedgerRow]]":
        """Unmatched ledger rows grouped by business days outstanding."""
        buckets: "OrderedDict[str, List[LedgerRow]]" = OrderedDict((name, []) for name, _, _ in AGING_BUCKETS)
        for row in sorted(self.unmatched_rows, key=lambda r: (r.booked_on, r.row_id)):
            days = max(0, row.days_outstanding(self.as_of))
            for name, low, high in AGING_BUCKETS:
                if days >= low and (high is None or days <= high):
                    buckets[name].append(row)
                    break
        return buckets

    def exceptions(self) -> List[Dict[str, str]]:
        """One flat record per item that needs a human: the CSV export's rows."""
        items: List[Dict[str, str]] = []
        for result in self.results:
            for match in result.exceptions():
                items.append(
                    {
                        "type": match.status.value,
                        "batch_id": match.batch_id,
                        "line_id": match.line_id,
                        "row_ids": " ".join(match.row_ids),
                        "amount": str(match.difference),
                        "currency": result.batch.currency,
                        "note": match.note,
                    }
                )
        for row in self.unmatched_rows:
            items.append(
                {
                    "type": "unmatched_row",
                    "batch_id": "",
                    "line_id": "",
                    "row_ids": row.row_id,
                    "amount": str(row.signed_amount),
                    "currency": row.currency,
                    "note": f"booked {row.booked_on.isoformat()}, reference {row.reference}",
                }
            )
        for discrepancy in self.fee_discrepancies:
            items.append(
                {
                    "type": "fee_discrepancy",
                    "batch_id": discrepancy.batch_id,
                    "line_id": discrepancy.line_id,
                    "row_ids": "",
                    "amount": str(discrepancy.difference),
                    "currency": discrepancy.currency,
                    "note": discrepancy.describe(),
                }
            )
        return items

    def to_csv(self, stream: TextIO) -> None:
        columns = ["type", "batch_id", "line_id", "row_ids", "amount", "currency", "note"]
        writer = csv.DictWriter(stream, fieldnames=columns, lineterminator="\n")
        writer.writeheader()
        for item in self.exceptions():
            writer.writerow(item)

    def to_json(self) -> str:
        """JSON export; amounts are integers in minor units with their currency."""
        payload = {
            "summary": self.summary(),
            "batches": [
                {
                    "batch_id": result.batch.batch_id,
                    "processor": result.batch.processor,
                    "currency": result.batch.currency,
                    "value_date": result.batch.value_date.isoformat(),
                    "net_minor": to_minor_units(result.batch.total_net, result.batch.currency),
                    "status": result.batch.status.value,
                    "lines": [
                        {
                            "line_id": match.line_id,
                            "status": match.status.value,
                            "row_ids": match.row_ids,
                            "difference_minor": to_minor_units(match.difference, result.batch.currency),
                            "note": match.note,
                        }
                        for match in result.matches
                    ],
                }
                for result in self.results
            ],
            "unmatched_rows": [row.to_dict() for row in self.unmatched_rows],
            "fee_discrepancies": [
                {
                    "batch_id": d.batch_id,
                    "line_id": d.line_id,
                    "processor": d.processor,
                    "expected_minor": to_minor_units(d.expected, d.currency),
                    "charged_minor": to_minor_units(d.charged, d.currency),
                    "currency": d.currency,
                }
                for d in self.fee_discrepancies
            ],
        }
        return json.dumps(payload, indent=2, sort_keys=True)

    def render_text(self) -> str:
        summary = self.summary()
        lines = [
            f"Reconciliation as of {summary['as_of']} ({summary['reporting_currency']})",
            f"  batches reconciled: {summary['batches_reconciled']} of {summary['batches']}",
            f"  settlement lines:   {summary['lines']}",
        ]
        for status, count in summary["lines_by_status"].items():  # type: ignore[union-attr]
            if count:
                lines.append(f"    {status:<16} {count}")
        lines.append(f"  unexplained settlement total: {summary['unexplained_settlement_total']}")
        lines.append(f"  unmatched ledger rows: {summary['unmatched_rows']} ({summary['unmatched_ledger_total']})")
        lines.append(f"  fee discrepancies: {summary['fee_discrepancies']} ({summary['fees_overcharged_total']} over)")
        aging = self.aging()
        if self.unmatched_rows:
            lines.append("  aging of unmatched rows:")
            for name, rows in aging.items():
                lines.append(f"    {name:<14} {len(rows)}")
        for result in self.results:
            for match in result.exceptions():
                lines.append(f"  ! {match.batch_id}/{match.line_id} {match.status.value}: {match.note}")
        for discrepancy in self.fee_discrepancies:
            lines.append(f"  ! {discrepancy.describe()}")
        for warning in summary["warnings"]:  # type: ignore[union-attr]
            lines.append(f"  warning: {warning}")
        return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------


def build_arg_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="reconcile",
        description="Match processor settlement files against the ledger export.",
    )
    parser.add_argument("ledger", help="ledger CSV export")
    parser.add_argument("settlements", nargs="+", help="one or more settlement CSV files")
    parser.add_argument("--processor", help="processor name when the files have no processor column")
    parser.add_argument("--minor-units", action="store_true", help="settlement amounts are integer minor units")
    parser.add_argument("--fees", help="fee schedule JSON")
    parser.add_argument("--fx", help="FX rates CSV (date,currency,rate)")
    parser.add_argument("--tolerance", default=str(DEFAULT_TOLERANCE), help="amount tolerance in major units")
    parser.add_argument("--as-of", help="report date (default: latest date in the inputs)")
    parser.add_argument("--lenient", action="store_true", help="skip bad ledger records instead of failing")
    parser.add_argument("--format", choices=("text", "json", "csv"), default="text")
    return parser


def _load_inputs(args: argparse.Namespace) -> Tuple[List[LedgerRow], List[SettlementBatch], List[ParseError]]:
    ledger_parser = LedgerParser(strict=not args.lenient, source=args.ledger)
    with open(args.ledger, newline="", encoding="utf-8") as handle:
        rows = ledger_parser.parse(handle)
    batches: List[SettlementBatch] = []
    for path in args.settlements:
        parser = SettlementParser(processor=args.processor, minor_units=args.minor_units, source=path)
        with open(path, newline="", encoding="utf-8") as handle:
            batches.extend(parser.parse(handle))
    return rows, batches, ledger_parser.errors


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run a reconciliation; exit 0 when clean, 1 with exceptions, 2 on bad input."""
    args = build_arg_parser().parse_args(argv)
    try:
        rows, batches, parse_errors = _load_inputs(args)
        fees = None
        if args.fees:
            with open(args.fees, encoding="utf-8") as handle:
                fees = FeeSchedule.from_mapping(json.load(handle))
        fx = None
        if args.fx:
            with open(args.fx, newline="", encoding="utf-8") as handle:
                fx = FXRateTable.from_csv(handle)
        reconciler = Reconciler(rows, batches, tolerance=parse_amount(args.tolerance), fee_schedule=fees, fx=fx)
        report = reconciler.reconcile(as_of=parse_date(args.as_of) if args.as_of else None)
    except (ReconcileError, OSError, ValueError) as err:
        print(f"reconcile: {err}", file=sys.stderr)
        return 2
    for error in parse_errors:
        print(f"reconcile: skipped {error}", file=sys.stderr)
    if args.format == "json":
        sys.stdout.write(report.to_json() + "\n")
    elif args.format == "csv":
        report.to_csv(sys.stdout)
    else:
        sys.stdout.write(report.render_text())
    return 0 if report.is_clean else 1


if __name__ == "__main__":
    sys.exit(main())
