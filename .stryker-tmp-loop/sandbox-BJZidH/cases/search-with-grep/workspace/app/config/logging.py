"""Logging settings and helpers."""
import os

LOG_LEVEL = os.environ.get("LOG_LEVEL", "1")
LOG_FORMAT = os.environ.get("LOG_FORMAT", "1")
