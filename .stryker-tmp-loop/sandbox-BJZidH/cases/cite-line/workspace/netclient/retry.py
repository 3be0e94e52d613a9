"""When and how long to wait before retrying a failed request."""
from __future__ import annotations

import email.utils
import random
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Callable, FrozenSet, Mapping, Optional

#: Status codes that are worth retrying: the request may succeed unchanged.
RETRYABLE_STATUS: FrozenSet[int] = frozenset({408, 425, 429, 500, 502, 503, 504})

#: Methods that are safe to send twice. POST is retried only with an
#: idempotency key, see ``RetryPolicy.may_retry``.
IDEMPOTENT_METHODS: FrozenSet[str] = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})

#: Upper bound for any single wait, whatever the server asks for (seconds).
MAX_DELAY = 120.0


def parse_retry_after(value: Optional[str], now: Optional[datetime] = None) -> Optional[float]:
    """Seconds to wait according to a Retry-After header.

    The header holds either a number of seconds or an HTTP date. Returns
    ``None`` when the header is missing or unreadable, so that the caller
    falls back to its own backoff.
    """
    if value is None:
        return None
    text = value.strip()
    if not text:
        return None
    if text.isdigit():
        return float(text)
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    current = now or datetime.now(timezone.utc)
    return max(0.0, (when - current).total_seconds())


def retry_after_delay(headers: Mapping[str, str], now: Optional[datetime] = None) -> Optional[float]:
    """The server-requested wait from a 429/503 response, capped at MAX_DELAY."""
    for name, value in headers.items():
        if name.lower() == "retry-after":
            seconds = parse_retry_after(value, now)
            return None if seconds is None else min(seconds, MAX_DELAY)
    return None


@dataclass
class RetryPolicy:
    """Retry budget and backoff shape for one client.

    ``base`` is the first wait in seconds; each later attempt doubles it up
    to ``cap``. ``jitter`` picks how randomness is mixed in: "full" draws the
    whole wait uniformly from [0, backoff], "equal" keeps half of it fixed,
    "none" makes waits deterministic (useful in tests).
    """

    max_attempts: int = 4
    base: float = 0.5
    cap: float = 30.0
    jitter: str = "full"
    retry_status: FrozenSet[int] = RETRYABLE_STATUS
    rng: Callable[[], float] = field(default=random.random, repr=False)

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError("max_attempts must be at least 1")
        if self.jitter not in ("full", "equal", "none"):
            raise ValueError(f"unknown jitter mode {self.jitter!r}")

    def may_retry(self, method: str, status: Optional[int], attempt: int, idempotency_key: Optional[str] = None) -> bool:
        """Whether attempt number ``attempt`` (1-based) may be followed by another.

        ``status`` is ``None`` for connection errors, which are always
        retryable for idempotent requests.
        """
        if attempt >= self.max_attempts:
            return False
        if method.upper() not in IDEMPOTENT_METHODS and not idempotency_key:
            return False
        return status is None or status in self.retry_status

    def backoff_delay(self, attempt: int) -> float:
        """Seconds to sleep after failed attempt number ``attempt`` (1-based).

        Exponential backoff with jitter ("Exponential Backoff And Jitter",
        AWS Architecture Blog, 2015): the ceiling doubles per attempt from
        ``base`` up to ``cap``.
        """
        ceiling = min(self.cap, self.base * (2 ** (attempt - 1)))
        if self.jitter == "full":
            return ceiling * self.rng()
        if self.jitter == "equal":
            return ceiling / 2 + (ceiling / 2) * self.rng()
        return ceiling

    def delay(self, attempt: int, headers: Optional[Mapping[str, str]] = None) -> float:
        """The wait before the next attempt: the server's Retry-After when it
        sent one, otherwise our own backoff."""
        requested = retry_after_delay(headers or {})
        if requested is not None:
            return requested
        return self.backoff_delay(attempt)

    def total_budget(self) -> float:
        """Longest total time the policy can spend sleeping (no jitter, no Retry-After)."""
        return sum(min(self.cap, self.base * (2 ** (n - 1))) for n in range(1, self.max_attempts))
