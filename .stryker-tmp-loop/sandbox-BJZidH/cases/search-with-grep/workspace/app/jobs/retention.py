"""Retention settings and helpers."""
import os

RETENTION_DAYS = os.environ.get("RETENTION_DAYS", "1")
