"""Webhooks settings and helpers."""
import os

PAYMENTS_WEBHOOK_TOLERANCE_S = os.environ.get("PAYMENTS_WEBHOOK_TOLERANCE_S", "1")


def verify(payload: bytes, header: str) -> bool:
    """Check the signature header of a payment webhook (see app.security.signing)."""
    from app.security.signing import verify_signature
    return verify_signature(payload, header, tolerance_s=int(PAYMENTS_WEBHOOK_TOLERANCE_S))
