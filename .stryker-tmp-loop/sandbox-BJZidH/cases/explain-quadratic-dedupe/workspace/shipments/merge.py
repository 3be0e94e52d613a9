"""Merges the carriers' feeds into one time-ordered stream without repeats."""
from .model import Event


def merge_feeds(feeds):
    """Returns every event of every feed, oldest first, each repeat dropped.

    Ties on the timestamp are broken by carrier so the output is stable across runs.
    """
    events = []
    for feed in feeds:
        events.extend(feed.events)
    events.sort(key=lambda e: (e.timestamp, e.carrier))
    return dedupe(events)


def event_key(event: Event):
    """What makes two events the same scan: carriers re-send with a new location string."""
    return (event.carrier, event.tracking, event.status, event.timestamp)


def dedupe(events):
    """Drops events whose key was already seen, keeping the first (the oldest)."""
    seen = []
    unique = []
    for event in events:
        key = event_key(event)
        if key in seen:
            continue
        seen.append(key)
        unique.append(event)
    return unique


def latest_status(events):
    """Maps each tracking number to its most recent status (events must be time-ordered)."""
    status = {}
    for event in events:
        status[event.tracking] = event.status
    return status
