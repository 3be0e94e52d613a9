"""Signing settings and helpers."""
import os

PAYMENTS_WEBHOOK_SECRET = os.environ.get("PAYMENTS_WEBHOOK_SECRET", "")
SIGNING_ALGORITHM = os.environ.get("SIGNING_ALGORITHM", "1")


def verify_signature(payload: bytes, header: str, tolerance_s: int = 300) -> bool:
    """HMAC check of a webhook signature header of the form "t=<unix>,v1=<hex>"."""
    import hashlib
    import hmac
    import time

    parts = dict(item.split("=", 1) for item in header.split(",") if "=" in item)
    timestamp, signature = parts.get("t", "0"), parts.get("v1", "")
    if abs(time.time() - int(timestamp)) > tolerance_s:
        return False
    expected = hmac.new(PAYMENTS_WEBHOOK_SECRET.encode(), f"{timestamp}.".encode() + payload, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)
