"""Factories for the HTTP clients the order service uses to call its neighbours.

Each downstream service gets its own client so that timeouts, retries and circuit-breaker
thresholds can be tuned per dependency. Values here are the contract with each team's SLO.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, Optional


@dataclass(frozen=True)
class Settings:
    inventory_url: str = "http://inventory.internal"
    billing_url: str = "http://billing.internal"
    shipping_url: str = "http://shipping.internal"
    notifications_url: str = "http://notifications.internal"
    service_token: str = ""


@dataclass
class ApiClient:
    base_url: str
    timeout: float
    retries: int
    breaker_threshold: int
    headers: Dict[str, str] = field(default_factory=dict)
    user_agent: str = "orders-service/4"

    def url(self, path: str) -> str:
        return self.base_url.rstrip("/") + "/" + path.lstrip("/")


def _auth_headers(settings: Settings, extra: Optional[Dict[str, str]] = None) -> Dict[str, str]:
    headers = {"Authorization": f"Bearer {settings.service_token}"} if settings.service_token else {}
    headers.update(extra or {})
    return headers


def inventory_client(settings: Settings) -> ApiClient:
    """Stock lookups and reservations. Reads are cheap, so fail fast and retry."""
    return ApiClient(
        base_url=settings.inventory_url,
        timeout=30,
        retries=3,
        breaker_threshold=5,
        headers=_auth_headers(settings),
    )


def billing_client(settings: Settings) -> ApiClient:
    """Invoices and credit notes. Creating an invoice renders a PDF synchronously."""
    return ApiClient(
        base_url=settings.billing_url,
        timeout=30,
        retries=3,
        breaker_threshold=5,
        headers=_auth_headers(settings, {"Idempotency-Scope": "orders"}),
    )


def shipping_client(settings: Settings) -> ApiClient:
    """Rates and labels from the shipping gateway."""
    return ApiClient(
        base_url=settings.shipping_url,
        timeout=30,
        retries=3,
        breaker_threshold=5,
        headers=_auth_headers(settings),
    )


def notifications_client(settings: Settings) -> ApiClient:
    """E-mail and SMS. Fire-and-forget: never retried, to avoid duplicate messages."""
    return ApiClient(
        base_url=settings.notifications_url,
        timeout=30,
        retries=0,
        breaker_threshold=5,
        headers=_auth_headers(settings),
    )


def all_clients(settings: Settings) -> Dict[str, ApiClient]:
    return {
        "inventory": inventory_client(settings),
        "billing": billing_client(settings),
        "shipping": shipping_client(settings),
        "notifications": notifications_client(settings),
    }
