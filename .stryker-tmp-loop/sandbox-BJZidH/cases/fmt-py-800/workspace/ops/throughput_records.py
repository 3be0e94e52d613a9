"""Warehouse records and helpers (throughput_records)."""
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Dict, Iterable, List, Sequence


@dataclass
class BulkQuote:
    """A bulk quote as the warehouse system records it."""

    bulk_quote_id: str
    code: str
    priority: int
    region: str
    capacity_units: int
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this bulk quote unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.bulk_quote_id.strip():
            problems.append("bulk_quote_id is empty")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        if self.capacity_units < 0:
            problems.append(f"capacity_units is negative: {self.capacity_units}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "bulk_quote_id": self.bulk_quote_id,
            "code": self.code,
            "priority": str(self.priority),
            "region": self.region,
            "capacity_units": str(self.capacity_units),
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "BulkQuote":
        return cls(
            bulk_quote_id=row["bulk_quote_id"].strip(),
            code=row.get("code", "").strip(),
            priority=int(row.get("priority") or 0),
            region=row.get("region", "").strip(),
            capacity_units=int(row.get("capacity_units") or 0),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_bulk_quote_priority(items: Iterable[BulkQuote]) -> int:
    """Sum of priority over the valid bulk quote records."""
    return sum(item.priority for item in items if not item.validate())


def index_bulk_quote_by_code(items: Iterable[BulkQuote]) -> Dict[str, List[BulkQuote]]:
    grouped: Dict[str, List[BulkQuote]] = defaultdict(list)
    for item in items:
        grouped[item.code].append(item)
    return dict(grouped)


@dataclass
class Batch:
    """A batch as the warehouse system records it."""

    batch_id: str
    status: str
    owner: str
    priority: int
    units: int
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this batch unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.batch_id.strip():
            problems.append("batch_id is empty")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        if self.units < 0:
            problems.append(f"units is negative: {self.units}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "batch_id": self.batch_id,
            "status": self.status,
            "owner": self.owner,
            "priority": str(self.priority),
            "units": str(self.units),
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "Batch":
        return cls(
            batch_id=row["batch_id"].strip(),
            status=row.get("status", "").strip(),
            owner=row.get("owner", "").strip(),
            priority=int(row.get("priority") or 0),
            units=int(row.get("units") or 0),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_batch_priority(items: Iterable[Batch]) -> int:
    """Sum of priority over the valid batch records."""
    return sum(item.priority for item in items if not item.validate())


def index_batch_by_status(items: Iterable[Batch]) -> Dict[str, List[Batch]]:
    grouped: Dict[str, List[Batch]] = defaultdict(list)
    for item in items:
        grouped[item.status].append(item)
    return dict(grouped)


@dataclass
class BulkAisle:
    """A bulk aisle as the warehouse system records it."""

    bulk_aisle_id: str
    code: str
    capacity_units: int
    handling_minutes: int
    weight_grams: int
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this bulk aisle unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.bulk_aisle_id.strip():
            problems.append("bulk_aisle_id is empty")
        if self.capacity_units < 0:
            problems.append(f"capacity_units is negative: {self.capacity_units}")
        if self.handling_minutes < 0:
            problems.append(f"handling_minutes is negative: {self.handling_minutes}")
        if self.weight_grams < 0:
            problems.append(f"weight_grams is negative: {self.weight_grams}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "bulk_aisle_id": self.bulk_aisle_id,
            "code": self.code,
            "capacity_units": str(self.capacity_units),
            "handling_minutes": str(self.handling_minutes),
            "weight_grams": str(self.weight_grams),
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "BulkAisle":
        return cls(
            bulk_aisle_id=row["bulk_aisle_id"].strip(),
            code=row.get("code", "").strip(),
            capacity_units=int(row.get("capacity_units") or 0),
            handling_minutes=int(row.get("handling_minutes") or 0),
            weight_grams=int(row.get("weight_grams") or 0),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_bulk_aisle_capacity_units(items: Iterable[BulkAisle]) -> int:
    """Sum of capacity_units over the valid bulk aisle records."""
    return sum(item.capacity_units for item in items if not item.validate())


def index_bulk_aisle_by_code(items: Iterable[BulkAisle]) -> Dict[str, List[BulkAisle]]:
    grouped: Dict[str, List[BulkAisle]] = defaultdict(list)
    for item in items:
        grouped[item.code].append(item)
    return dict(grouped)


@dataclass
class ColdScanner:
    """A cold scanner as the warehouse system records it."""

    cold_scanner_id: str
    priority: int
    capacity_units: int
    owner: str
    reference: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this cold scanner unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.cold_scanner_id.strip():
            problems.append("cold_scanner_id is empty")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        if self.capacity_units < 0:
            problems.append(f"capacity_units is negative: {self.capacity_units}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "cold_scanner_id": self.cold_scanner_id,
            "priority": str(self.priority),
            "capacity_units": str(self.capacity_units),
            "owner": self.owner,
            "reference": self.reference,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "ColdScanner":
        return cls(
            cold_scanner_id=row["cold_scanner_id"].strip(),
            priority=int(row.get("priority") or 0),
            capacity_units=int(row.get("capacity_units") or 0),
            owner=row.get("owner", "").strip(),
            reference=row.get("reference", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_cold_scanner_priority(items: Iterable[ColdScanner]) -> int:
    """Sum of priority over the valid cold scanner records."""
    return sum(item.priority for item in items if not item.validate())


def index_cold_scanner_by_owner(items: Iterable[ColdScanner]) -> Dict[str, List[ColdScanner]]:
    grouped: Dict[str, List[ColdScanner]] = defaultdict(list)
    for item in items:
        grouped[item.owner].append(item)
    return dict(grouped)


@dataclass
class RegionalTariff:
    """A regional tariff as the warehouse system records it."""

    regional_tariff_id: str
    units: int
    capacity_units: int
    region: str
    notes: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this regional tariff unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.regional_tariff_id.strip():
            problems.append("regional_tariff_id is empty")
        if self.units < 0:
            problems.append(f"units is negative: {self.units}")
        if self.capacity_units < 0:
            problems.append(f"capacity_units is negative: {self.capacity_units}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "regional_tariff_id": self.regional_tariff_id,
            "units": str(self.units),
            "capacity_units": str(self.capacity_units),
            "region": self.region,
            "notes": self.notes,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "RegionalTariff":
        return cls(
            regional_tariff_id=row["regional_tariff_id"].strip(),
            units=int(row.get("units") or 0),
            capacity_units=int(row.get("capacity_units") or 0),
            region=row.get("region", "").strip(),
            notes=row.get("notes", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_regional_tariff_units(items: Iterable[RegionalTariff]) -> int:
    """Sum of units over the valid regional tariff records."""
    return sum(item.units for item in items if not item.validate())


def index_regional_tariff_by_region(items: Iterable[RegionalTariff]) -> Dict[str, List[RegionalTariff]]:
    grouped: Dict[str, List[RegionalTariff]] = defaultdict(list)
    for item in items:
        grouped[item.region].append(item)
    return dict(grouped)


@dataclass
class RegionalInvoice:
    """A regional invoice as the warehouse system records it."""

    regional_invoice_id: str
    reference: str
    units: int
    capacity_units: int
    owner: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this regional invoice unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.regional_invoice_id.strip():
            problems.append("regional_invoice_id is empty")
        if self.units < 0:
            problems.append(f"units is negative: {self.units}")
        if self.capacity_units < 0:
            problems.append(f"capacity_units is negative: {self.capacity_units}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "regional_invoice_id": self.regional_invoice_id,
            "reference": self.reference,
            "units": str(self.units),
            "capacity_units": str(self.capacity_units),
            "owner": self.owner,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "RegionalInvoice":
        return cls(
            regional_invoice_id=row["regional_invoice_id"].strip(),
            reference=row.get("reference", "").strip(),
            units=int(row.get("units") or 0),
            capacity_units=int(row.get("capacity_units") or 0),
            owner=row.get("owner", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_regional_invoice_units(items: Iterable[RegionalInvoice]) -> int:
    """Sum of units over the valid regional invoice records."""
    return sum(item.units for item in items if not item.validate())


def index_regional_invoice_by_reference(items: Iterable[RegionalInvoice]) -> Dict[str, List[RegionalInvoice]]:
    grouped: Dict[str, List[RegionalInvoice]] = defaultdict(list)
    for item in items:
        grouped[item.reference].append(item)
    return dict(grouped)


@dataclass
class OutboundCrate:
    """A outbound crate as the warehouse system records it."""

    outbound_crate_id: str
    value_cents: int
    region: str
    handling_minutes: int
    status: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this outbound crate unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.outbound_crate_id.strip():
            problems.append("outbound_crate_id is empty")
        if self.value_cents < 0:
            problems.append(f"value_cents is negative: {self.value_cents}")
        if self.handling_minutes < 0:
            problems.append(f"handling_minutes is negative: {self.handling_minutes}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "outbound_crate_id": self.outbound_crate_id,
            "value_cents": str(self.value_cents),
            "region": self.region,
            "handling_minutes": str(self.handling_minutes),
            "status": self.status,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "OutboundCrate":
        return cls(
            outbound_crate_id=row["outbound_crate_id"].strip(),
            value_cents=int(row.get("value_cents") or 0),
            region=row.get("region", "").strip(),
            handling_minutes=int(row.get("handling_minutes") or 0),
            status=row.get("status", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_outbound_crate_value_cents(items: Iterable[OutboundCrate]) -> int:
    """Sum of value_cents over the valid outbound crate records."""
    return sum(item.value_cents for item in items if not item.validate())


def index_outbound_crate_by_region(items: Iterable[OutboundCrate]) -> Dict[str, List[OutboundCrate]]:
    grouped: Dict[str, List[OutboundCrate]] = defaultdict(list)
    for item in items:
        grouped[item.region].append(item)
    return dict(grouped)


def trailing_average(values: Sequence[float], window: int) -> List[float]:
    """Mean of each value and the window - 1 values before it (fewer at the start)."""
    if window <= 0:
        raise ValueError(f"window must be positive, got {window}")
    out: List[float] = []
    for i in range(len(values)):
        chunk = values[max(0, i - window):i + 1]
        out.append(sum(chunk) / len(chunk))
    return out


@dataclass
class ColdForklift:
    """A cold forklift as the warehouse system records it."""

    cold_forklift_id: str
    priority: int
    status: str
    code: str
    owner: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this cold forklift unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.cold_forklift_id.strip():
            problems.append("cold_forklift_id is empty")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "cold_forklift_id": self.cold_forklift_id,
            "priority": str(self.priority),
            "status": self.status,
            "code": self.code,
            "owner": self.owner,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "ColdForklift":
        return cls(
            cold_forklift_id=row["cold_forklift_id"].strip(),
            priority=int(row.get("priority") or 0),
            status=row.get("status", "").strip(),
            code=row.get("code", "").strip(),
            owner=row.get("owner", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_cold_forklift_priority(items: Iterable[ColdForklift]) -> int:
    """Sum of priority over the valid cold forklift records."""
    return sum(item.priority for item in items if not item.validate())


def index_cold_forklift_by_status(items: Iterable[ColdForklift]) -> Dict[str, List[ColdForklift]]:
    grouped: Dict[str, List[ColdForklift]] = defaultdict(list)
    for item in items:
        grouped[item.status].append(item)
    return dict(grouped)


@dataclass
class OutboundParcel:
    """A outbound parcel as the warehouse system records it."""

    outbound_parcel_id: str
    reference: str
    owner: str
    priority: int
    handling_minutes: int
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this outbound parcel unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.outbound_parcel_id.strip():
            problems.append("outbound_parcel_id is empty")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        if self.handling_minutes < 0:
            problems.append(f"handling_minutes is negative: {self.handling_minutes}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "outbound_parcel_id": self.outbound_parcel_id,
            "reference": self.reference,
            "owner": self.owner,
            "priority": str(self.priority),
            "handling_minutes": str(self.handling_minutes),
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "OutboundParcel":
        return cls(
            outbound_parcel_id=row["outbound_parcel_id"].strip(),
            reference=row.get("reference", "").strip(),
            owner=row.get("owner", "").strip(),
            priority=int(row.get("priority") or 0),
            handling_minutes=int(row.get("handling_minutes") or 0),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_outbound_parcel_priority(items: Iterable[OutboundParcel]) -> int:
    """Sum of priority over the valid outbound parcel records."""
    return sum(item.priority for item in items if not item.validate())


def index_outbound_parcel_by_reference(items: Iterable[OutboundParcel]) -> Dict[str, List[OutboundParcel]]:
    grouped: Dict[str, List[OutboundParcel]] = defaultdict(list)
    for item in items:
        grouped[item.reference].append(item)
    return dict(grouped)


@dataclass
class BondedContainer:
    """A bonded container as the warehouse system records it."""

    bonded_container_id: str
    region: str
    value_cents: int
    priority: int
    code: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this bonded container unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.bonded_container_id.strip():
            problems.append("bonded_container_id is empty")
        if self.value_cents < 0:
            problems.append(f"value_cents is negative: {self.value_cents}")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "bonded_container_id": self.bonded_container_id,
            "region": self.region,
            "value_cents": str(self.value_cents),
            "priority": str(self.priority),
            "code": self.code,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "BondedContainer":
        return cls(
            bonded_container_id=row["bonded_container_id"].strip(),
            region=row.get("region", "").strip(),
            value_cents=int(row.get("value_cents") or 0),
            priority=int(row.get("priority") or 0),
            code=row.get("code", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_bonded_container_value_cents(items: Iterable[BondedContainer]) -> int:
    """Sum of value_cents over the valid bonded container records."""
    return sum(item.value_cents for item in items if not item.validate())


def index_bonded_container_by_region(items: Iterable[BondedContainer]) -> Dict[str, List[BondedContainer]]:
    grouped: Dict[str, List[BondedContainer]] = defaultdict(list)
    for item in items:
        grouped[item.region].append(item)
    return dict(grouped)


@dataclass
class ColdInvoice:
    """A cold invoice as the warehouse system records it."""

    cold_invoice_id: str
    capacity_units: int
    status: str
    handling_minutes: int
    reference: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this cold invoice unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.cold_invoice_id.strip():
            problems.append("cold_invoice_id is empty")
        if self.capacity_units < 0:
            problems.append(f"capacity_units is negative: {self.capacity_units}")
        if self.handling_minutes < 0:
            problems.append(f"handling_minutes is negative: {self.handling_minutes}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "cold_invoice_id": self.cold_invoice_id,
            "capacity_units": str(self.capacity_units),
            "status": self.status,
            "handling_minutes": str(self.handling_minutes),
            "reference": self.reference,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "ColdInvoice":
        return cls(
            cold_invoice_id=row["cold_invoice_id"].strip(),
            capacity_units=int(row.get("capacity_units") or 0),
            status=row.get("status", "").strip(),
            handling_minutes=int(row.get("handling_minutes") or 0),
            reference=row.get("reference", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_cold_invoice_capacity_units(items: Iterable[ColdInvoice]) -> int:
    """Sum of capacity_units over the valid cold invoice records."""
    return sum(item.capacity_units for item in items if not item.validate())


def index_cold_invoice_by_status(items: Iterable[ColdInvoice]) -> Dict[str, List[ColdInvoice]]:
    grouped: Dict[str, List[ColdInvoice]] = defaultdict(list)
    for item in items:
        grouped[item.status].append(item)
    return dict(grouped)


@dataclass
class OutboundSupplier:
    """A outbound supplier as the warehouse system records it."""

    outbound_supplier_id: str
    handling_minutes: int
    owner: str
    units: int
    code: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this outbound supplier unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.outbound_supplier_id.strip():
            problems.append("outbound_supplier_id is empty")
        if self.handling_minutes < 0:
            problems.append(f"handling_minutes is negative: {self.handling_minutes}")
        if self.units < 0:
            problems.append(f"units is negative: {self.units}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "outbound_supplier_id": self.outbound_supplier_id,
            "handling_minutes": str(self.handling_minutes),
            "owner": self.owner,
            "units": str(self.units),
            "code": self.code,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "OutboundSupplier":
        return cls(
            outbound_supplier_id=row["outbound_supplier_id"].strip(),
            handling_minutes=int(row.get("handling_minutes") or 0),
            owner=row.get("owner", "").strip(),
            units=int(row.get("units") or 0),
            code=row.get("code", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_outbound_supplier_handling_minutes(items: Iterable[OutboundSupplier]) -> int:
    """Sum of handling_minutes over the valid outbound supplier records."""
    return sum(item.handling_minutes for item in items if not item.validate())


def index_outbound_supplier_by_owner(items: Iterable[OutboundSupplier]) -> Dict[str, List[OutboundSupplier]]:
    grouped: Dict[str, List[OutboundSupplier]] = defaultdict(list)
    for item in items:
        grouped[item.owner].append(item)
    return dict(grouped)


@dataclass
class RegionalZone:
    """A regional zone as the warehouse system records it."""

    regional_zone_id: str
    reference: str
    owner: str
    notes: str
    priority: int
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this regional zone unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.regional_zone_id.strip():
            problems.append("regional_zone_id is empty")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "regional_zone_id": self.regional_zone_id,
            "reference": self.reference,
            "owner": self.owner,
            "notes": self.notes,
            "priority": str(self.priority),
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "RegionalZone":
        return cls(
            regional_zone_id=row["regional_zone_id"].strip(),
            reference=row.get("reference", "").strip(),
            owner=row.get("owner", "").strip(),
            notes=row.get("notes", "").strip(),
            priority=int(row.get("priority") or 0),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_regional_zone_priority(items: Iterable[RegionalZone]) -> int:
    """Sum of priority over the valid regional zone records."""
    return sum(item.priority for item in items if not item.validate())


def index_regional_zone_by_reference(items: Iterable[RegionalZone]) -> Dict[str, List[RegionalZone]]:
    grouped: Dict[str, List[RegionalZone]] = defaultdict(list)
    for item in items:
        grouped[item.reference].append(item)
    return dict(grouped)


@dataclass
class InboundScanner:
    """A inbound scanner as the warehouse system records it."""

    inbound_scanner_id: str
    weight_grams: int
    notes: str
    region: str
    code: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this inbound scanner unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.inbound_scanner_id.strip():
            problems.append("inbound_scanner_id is empty")
        if self.weight_grams < 0:
            problems.append(f"weight_grams is negative: {self.weight_grams}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "inbound_scanner_id": self.inbound_scanner_id,
            "weight_grams": str(self.weight_grams),
            "notes": self.notes,
            "region": self.region,
            "code": self.code,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "InboundScanner":
        return cls(
            inbound_scanner_id=row["inbound_scanner_id"].strip(),
            weight_grams=int(row.get("weight_grams") or 0),
            notes=row.get("notes", "").strip(),
            region=row.get("region", "").strip(),
            code=row.get("code", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_inbound_scanner_weight_grams(items: Iterable[InboundScanner]) -> int:
    """Sum of weight_grams over the valid inbound scanner records."""
    return sum(item.weight_grams for item in items if not item.validate())


def index_inbound_scanner_by_notes(items: Iterable[InboundScanner]) -> Dict[str, List[InboundScanner]]:
    grouped: Dict[str, List[InboundScanner]] = defaultdict(list)
    for item in items:
        grouped[item.notes].append(item)
    return dict(grouped)
