"""Sms settings and helpers."""
import os

SMS_PROVIDER = os.environ.get("SMS_PROVIDER", "1")
SMS_API_KEY = os.environ.get("SMS_API_KEY", "")
