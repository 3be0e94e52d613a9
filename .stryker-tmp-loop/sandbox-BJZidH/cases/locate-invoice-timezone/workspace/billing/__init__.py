"""Invoices for customer orders."""
from .models import Customer, Order, Line
from .invoice import build_invoice

__all__ = ["Customer", "Order", "Line", "build_invoice"]
