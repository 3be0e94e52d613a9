"""Client-side rate limiting, so we stay under the server's published quota."""
from __future__ import annotations

import threading
import time
from typing import Callable


class TokenBucket:
    """Classic token bucket: ``rate`` tokens per second, at most ``burst`` saved up.

    ``acquire`` blocks until a token is available. ``wait_time`` says how
    long that would take without blocking, which the client logs.
    """

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep):
        if rate <= 0:
            raise ValueError("rate must be positive")
        if burst < 1:
            raise ValueError("burst must be at least 1")
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._sleep = sleep
        self._tokens = float(burst)
        self._updated = clock()
        self._lock = threading.Lock()

    def _refill(self) -> None:
        now = self._clock()
        elapsed = max(0.0, now - self._updated)
        self._tokens = min(self.burst, self._tokens + elapsed * self.rate)
        self._updated = now

    def wait_time(self, tokens: int = 1) -> float:
        """Seconds until ``tokens`` tokens are available (0 when they are now)."""
        with self._lock:
            self._refill()
            missing = tokens - self._tokens
            return 0.0 if missing <= 0 else missing / self.rate

    def try_acquire(self, tokens: int = 1) -> bool:
        with self._lock:
            self._refill()
            if self._tokens >= tokens:
                self._tokens -= tokens
                return True
            return False

    def acquire(self, tokens: int = 1) -> float:
        """Take ``tokens``, sleeping as needed; returns the seconds slept."""
        if tokens > self.burst:
            raise ValueError(f"cannot take {tokens} tokens from a bucket of {self.burst}")
        slept = 0.0
        while not self.try_acquire(tokens):
            pause = self.wait_time(tokens)
            self._sleep(pause)
            slept += pause
        return slept
