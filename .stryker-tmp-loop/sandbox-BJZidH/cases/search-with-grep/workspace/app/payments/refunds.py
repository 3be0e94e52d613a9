"""Refunds settings and helpers."""
import os

REFUND_WINDOW_DAYS = os.environ.get("REFUND_WINDOW_DAYS", "1")
