"""A small HTTP client with retries and client-side rate limiting."""
from .client import HttpClient, Response
from .retry import RetryPolicy
from .ratelimit import TokenBucket

__all__ = ["HttpClient", "Response", "RetryPolicy", "TokenBucket"]
