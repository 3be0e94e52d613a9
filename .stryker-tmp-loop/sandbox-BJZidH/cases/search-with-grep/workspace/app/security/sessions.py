"""Sessions settings and helpers."""
import os

SESSION_SECRET = os.environ.get("SESSION_SECRET", "")
SESSION_TTL_MIN = os.environ.get("SESSION_TTL_MIN", "1")
