"""Cache settings and helpers."""
import os

REDIS_URL = os.environ.get("REDIS_URL", "1")
CACHE_TTL_S = os.environ.get("CACHE_TTL_S", "1")
