"""Carrier tracking-event feeds: load, merge, report."""
from .model import Event, Feed
from .merge import merge_feeds

__all__ = ["Event", "Feed", "merge_feeds"]
