"""The HTTP client: sends requests through a transport, retrying per policy."""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Callable, Dict, Optional

from .ratelimit import TokenBucket
from .retry import RetryPolicy

log = logging.getLogger(__name__)


@dataclass
class Response:
    status: int
    headers: Dict[str, str] = field(default_factory=dict)
    body: bytes = b""

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300


class TransportError(Exception):
    """The connection failed before a response arrived (reset, DNS, timeout)."""


#: A transport takes (method, url, headers, body) and returns a Response or
#: raises TransportError. Tests pass a fake; production uses urllib.
Transport = Callable[[str, str, Dict[str, str], bytes], Response]


class HttpClient:
    def __init__(self, transport: Transport, policy: Optional[RetryPolicy] = None,
                 limiter: Optional[TokenBucket] = None, sleep: Callable[[float], None] = time.sleep):
        self.transport = transport
        self.policy = policy or RetryPolicy()
        self.limiter = limiter
        self.sleep = sleep
        self.attempts_made = 0

    def request(self, method: str, url: str, headers: Optional[Dict[str, str]] = None,
                body: bytes = b"", idempotency_key: Optional[str] = None) -> Response:
        """Send a request, retrying retryable failures.

        Returns the last response even when it is an error status; raises
        TransportError only when the final attempt failed to connect.
        """
        headers = dict(headers or {})
        if idempotency_key:
            headers["Idempotency-Key"] = idempotency_key
        attempt = 0
        while True:
            attempt += 1
            self.attempts_made += 1
            if self.limiter is not None:
                waited = self.limiter.acquire()
                if waited:
                    log.debug("rate limiter held %s %s for %.2fs", method, url, waited)
            try:
                response = self.transport(method, url, headers, body)
            except TransportError:
                if not self.policy.may_retry(method, None, attempt, idempotency_key):
                    raise
                self._pause(attempt, {})
                continue
            if response.ok or not self.policy.may_retry(method, response.status, attempt, idempotency_key):
                return response
            self._pause(attempt, response.headers)

    def _pause(self, attempt: int, headers: Dict[str, str]) -> None:
        seconds = self.policy.delay(attempt, headers)
        log.info("attempt %d failed; retrying in %.2fs", attempt, seconds)
        self.sleep(seconds)

    def get(self, url: str, **kwargs) -> Response:
        return self.request("GET", url, **kwargs)

    def post(self, url: str, body: bytes = b"", **kwargs) -> Response:
        return self.request("POST", url, body=body, **kwargs)
