"""The records the carriers send us."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    """One scan of one parcel. `timestamp` is seconds since the epoch (UTC)."""

    carrier: str
    tracking: str
    status: str
    timestamp: int
    location: str = ""


@dataclass
class Feed:
    """Every event one carrier sent in one delivery of its feed."""

    carrier: str
    events: list = field(default_factory=list)

    @classmethod
    def from_records(cls, carrier, records):
        return cls(carrier, [Event(carrier=carrier, **r) for r in records])
