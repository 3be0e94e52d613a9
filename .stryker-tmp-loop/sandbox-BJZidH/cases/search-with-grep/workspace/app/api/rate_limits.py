"""Rate limits settings and helpers."""
import os

RATE_LIMIT_PER_MIN = os.environ.get("RATE_LIMIT_PER_MIN", "1")
