"""Stripe client settings and helpers."""
import os

STRIPE_API_KEY = os.environ.get("STRIPE_API_KEY", "")
STRIPE_API_VERSION = os.environ.get("STRIPE_API_VERSION", "1")
