"""Warehouse records and helpers (calendar_records)."""
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Dict, Iterable, List, Sequence


@dataclass
class OutboundPicker:
    """A outbound picker as the warehouse system records it."""

    outbound_picker_id: str
    region: str
    priority: int
    status: str
    notes: str
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this outbound picker unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.outbound_picker_id.strip():
            problems.append("outbound_picker_id is empty")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "outbound_picker_id": self.outbound_picker_id,
            "region": self.region,
            "priority": str(self.priority),
            "status": self.status,
            "notes": self.notes,
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "OutboundPicker":
        return cls(
            outbound_picker_id=row["outbound_picker_id"].strip(),
            region=row.get("region", "").strip(),
            priority=int(row.get("priority") or 0),
            status=row.get("status", "").strip(),
            notes=row.get("notes", "").strip(),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_outbound_picker_priority(items: Iterable[OutboundPicker]) -> int:
    """Sum of priority over the valid outbound picker records."""
    return sum(item.priority for item in items if not item.validate())


def index_outbound_picker_by_region(items: Iterable[OutboundPicker]) -> Dict[str, List[OutboundPicker]]:
    grouped: Dict[str, List[OutboundPicker]] = defaultdict(list)
    for item in items:
        grouped[item.region].append(item)
    return dict(grouped)


def business_days_between(start: date, end: date) -> int:
    """Weekdays (Mon-Fri) from start up to but not including end; 0 when end <= start."""
    if end <= start:
        return 0
    days = 0
    current = start
    while current <= end:
        if current.weekday() < 5:
            days += 1
        current += timedelta(days=1)
    return days


@dataclass
class BulkAisle:
    """A bulk aisle as the warehouse system records it."""

    bulk_aisle_id: str
    reference: str
    priority: int
    code: str
    value_cents: int
    tags: List[str] = field(default_factory=list)

    def validate(self) -> List[str]:
        """Problems that make this bulk aisle unusable, as messages (empty when valid)."""
        problems: List[str] = []
        if not self.bulk_aisle_id.strip():
            problems.append("bulk_aisle_id is empty")
        if self.priority < 0:
            problems.append(f"priority is negative: {self.priority}")
        if self.value_cents < 0:
            problems.append(f"value_cents is negative: {self.value_cents}")
        return problems

    def to_row(self) -> Dict[str, str]:
        return {
            "bulk_aisle_id": self.bulk_aisle_id,
            "reference": self.reference,
            "priority": str(self.priority),
            "code": self.code,
            "value_cents": str(self.value_cents),
            "tags": ";".join(self.tags),
        }

    @classmethod
    def from_row(cls, row: Dict[str, str]) -> "BulkAisle":
        return cls(
            bulk_aisle_id=row["bulk_aisle_id"].strip(),
            reference=row.get("reference", "").strip(),
            priority=int(row.get("priority") or 0),
            code=row.get("code", "").strip(),
            value_cents=int(row.get("value_cents") or 0),
            tags=[t for t in row.get("tags", "").split(";") if t],
        )


def total_bulk_aisle_priority(items: Iterable[BulkAisle]) -> int:
    """Sum of priority over the valid bulk aisle records."""
    return sum(item.priority for item in items if not item.validate())


def index_bulk_aisle_by_reference(items: Iterable[BulkAisle]) -> Dict[str, List[BulkAisle]]:
    grouped: Dict[str, List[BulkAisle]] = defaultdict(list)
    for item in items:
        grouped[item.reference].append(item)
    return dict(grouped)
