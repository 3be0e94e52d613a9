"""Ledger sync settings and helpers."""
import os

LEDGER_SYNC_BATCH = os.environ.get("LEDGER_SYNC_BATCH", "1")
