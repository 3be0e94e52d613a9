"""The daily operations report: counts per carrier and status."""
from collections import Counter

from .merge import latest_status


def daily_counts(events):
    """Counter of (carrier, status) over every event."""
    return Counter((e.carrier, e.status) for e in events)


def undelivered(events):
    """Tracking numbers whose latest status is not DELIVERED, sorted."""
    return sorted(t for t, s in latest_status(events).items() if s != "DELIVERED")


def render(events):
    lines = [f"{carrier:<8} {status:<12} {n:>7}" for (carrier, status), n in sorted(daily_counts(events).items())]
    lines.append(f"undelivered: {len(undelivered(events))}")
    return "\n".join(lines)
