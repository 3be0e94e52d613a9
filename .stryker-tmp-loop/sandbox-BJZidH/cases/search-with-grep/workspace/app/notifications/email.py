"""Email settings and helpers."""
import os

SMTP_HOST = os.environ.get("SMTP_HOST", "1")
SMTP_PORT = os.environ.get("SMTP_PORT", "1")
MAIL_FROM = os.environ.get("MAIL_FROM", "1")
