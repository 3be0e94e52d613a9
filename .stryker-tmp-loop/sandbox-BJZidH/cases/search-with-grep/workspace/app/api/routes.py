"""Routes settings and helpers."""
import os

API_PREFIX = os.environ.get("API_PREFIX", "1")
