"""Cors settings and helpers."""
import os

CORS_ORIGINS = os.environ.get("CORS_ORIGINS", "1")
