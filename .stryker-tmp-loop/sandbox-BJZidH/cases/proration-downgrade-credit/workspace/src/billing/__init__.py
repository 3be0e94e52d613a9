"""Billing read models for the customer portal."""
