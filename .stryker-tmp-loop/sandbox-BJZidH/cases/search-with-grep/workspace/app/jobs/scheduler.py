"""Scheduler settings and helpers."""
import os

SCHEDULER_TICK_S = os.environ.get("SCHEDULER_TICK_S", "1")
