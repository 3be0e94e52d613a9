"""Database settings and helpers."""
import os

DATABASE_URL = os.environ.get("DATABASE_URL", "1")
DB_POOL_SIZE = os.environ.get("DB_POOL_SIZE", "1")
DB_STATEMENT_TIMEOUT_MS = os.environ.get("DB_STATEMENT_TIMEOUT_MS", "1")
