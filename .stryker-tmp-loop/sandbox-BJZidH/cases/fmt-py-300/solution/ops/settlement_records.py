"""Warehouse records and helpers (settlement_records)."""
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Dict, Iterable, List, Sequence


@dataclass
class ColdParcel:
    """A cold parcel as the warehouse system records it."""

    cold_parcel_id: str
    capacity_units: int
    value_cents: int
    priority: int
    status: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this cold parcel unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.cold_parcel_id.strip():
            problems.append("cold_parcel_id is empty")
        if self.capacity_units < 0:
            problems.append(f"capacity_units is negative: {self.capacity_units}")
        if self.value_cents < 0:
            problems.append(f"value_cents is negative: {self.value_cents}")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "cold_parcel_id": self.cold_parcel_id,
            "capacity_units": str(self.capacity_units),
            "value_cents": str(self.value_cents),
            "priority": str(self.priority),
            "status": self.status,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "ColdParcel":
        return cls(
            cold_parcel_id=row["cold_parcel_id"].strip(),
            capacity_units=int(row.get("capacity_units") or 0),
            value_cents=int(row.get("value_cents") or 0),
            priority=int(row.get("priority") or 0),
            status=row.get("status", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_cold_parcel_capacity_units(items: Iterable[ColdParcel]) -> int:
    """Sum of capacity_units over the valid cold parcel records."""
    return sum(item.capacity_units for item in items if not item.validate())


def index_cold_parcel_by_status(items: Iterable[ColdParcel]) -> Dict[str, List[ColdParcel]]:
    grouped: Dict[str, List[ColdParcel]] = defaultdict(list)
    for item in items:
        grouped[item.status].append(item)
    return dict(grouped)


@dataclass
class Batch:
    """A batch as the warehouse system records it."""

    batch_id: str
    reference: str
    status: str
    owner: str
    units: int
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this batch unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.batch_id.strip():
            problems.append("batch_id is empty")
        if self.units < 0:
            problems.append(f"units is negative: {self.units}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "batch_id": self.batch_id,
            "reference": self.reference,
            "status": self.status,
            "owner": self.owner,
            "units": str(self.units),
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "Batch":
        return cls(
            batch_id=row["batch_id"].strip(),
            reference=row.get("reference", "").strip(),
            status=row.get("status", "").strip(),
            owner=row.get("owner", "").strip(),
            units=int(row.get("units") or 0),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_batch_units(items: Iterable[Batch]) -> int:
    """Sum of units over the valid batch records."""
    return sum(item.units for item in items if not item.validate())


def index_batch_by_reference(items: Iterable[Batch]) -> Dict[str, List[Batch]]:
    grouped: Dict[str, List[Batch]] = defaultdict(list)
    for item in items:
        grouped[item.reference].append(item)
    return dict(grouped)


def split_evenly(total_cents: int, parts: int) -> List[int]:
    """Split total_cents into `parts` shares differing by at most a cent; the first shares get the extra cents."""
    if parts <= 0:
        raise ValueError(f"parts must be positive, got {parts}")
    base, remainder = divmod(total_cents, parts)
    shares = [base] * parts
    for i in range(remainder):
        shares[i] += 1
    return shares


@dataclass
class ColdReturn:
    """A cold return as the warehouse system records it."""

    cold_return_id: str
    region: str
    reference: str
    code: str
    units: int
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this cold return unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.cold_return_id.strip():
            problems.append("cold_return_id is empty")
        if self.units < 0:
            problems.append(f"units is negative: {self.units}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "cold_return_id": self.cold_return_id,
            "region": self.region,
            "reference": self.reference,
            "code": self.code,
            "units": str(self.units),
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "ColdReturn":
        return cls(
            cold_return_id=row["cold_return_id"].strip(),
            region=row.get("region", "").strip(),
            reference=row.get("reference", "").strip(),
            code=row.get("code", "").strip(),
            units=int(row.get("units") or 0),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_cold_return_units(items: Iterable[ColdReturn]) -> int:
    """Sum of units over the valid cold return records."""
    return sum(item.units for item in items if not item.validate())


def index_cold_return_by_region(items: Iterable[ColdReturn]) -> Dict[str, List[ColdReturn]]:
    grouped: Dict[str, List[ColdReturn]] = defaultdict(list)
    for item in items:
        grouped[item.region].append(item)
    return dict(grouped)


@dataclass
class ExpressQuote:
    """A express quote as the warehouse system records it."""

    express_quote_id: str
    capacity_units: int
    code: str
    units: int
    status: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this express quote unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.express_quote_id.strip():
            problems.append("express_quote_id is empty")
        if self.capacity_units < 0:
            problems.append(f"capacity_units is negative: {self.capacity_units}")
        if self.units < 0:
            problems.append(f"units is negative: {self.units}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "express_quote_id": self.express_quote_id,
            "capacity_units": str(self.capacity_units),
            "code": self.code,
            "units": str(self.units),
            "status": self.status,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "ExpressQuote":
        return cls(
            express_quote_id=row["express_quote_id"].strip(),
            capacity_units=int(row.get("capacity_units") or 0),
            code=row.get("code", "").strip(),
            units=int(row.get("units") or 0),
            status=row.get("status", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_express_quote_capacity_units(items: Iterable[ExpressQuote]) -> int:
    """Sum of capacity_units over the valid express quote records."""
    return sum(item.capacity_units for item in items if not item.validate())


def index_express_quote_by_code(items: Iterable[ExpressQuote]) -> Dict[str, List[ExpressQuote]]:
    grouped: Dict[str, List[ExpressQuote]] = defaultdict(list)
    for item in items:
        grouped[item.code].append(item)
    return dict(grouped)


@dataclass
class OutboundSupplier:
    """A outbound supplier as the warehouse system records it."""

    outbound_supplier_id: str
    status: str
    reference: str
    region: str
    priority: int
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this outbound supplier unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.outbound_supplier_id.strip():
            problems.append("outbound_supplier_id is empty")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "outbound_supplier_id": self.outbound_supplier_id,
            "status": self.status,
            "reference": self.reference,
            "region": self.region,
            "priority": str(self.priority),
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "OutboundSupplier":
        return cls(
            outbound_supplier_id=row["outbound_supplier_id"].strip(),
            status=row.get("status", "").strip(),
            reference=row.get("reference", "").strip(),
            region=row.get("region", "").strip(),
            priority=int(row.get("priority") or 0),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_outbound_supplier_priority(items: Iterable[OutboundSupplier]) -> int:
    """Sum of priority over the valid outbound supplier records."""
    return sum(item.priority for item in items if not item.validate())


def index_outbound_supplier_by_status(items: Iterable[OutboundSupplier]) -> Dict[str, List[OutboundSupplier]]:
    grouped: Dict[str, List[OutboundSupplier]] = defaultdict(list)
    for item in items:
        grouped[item.status].append(item)
    return dict(grouped)
