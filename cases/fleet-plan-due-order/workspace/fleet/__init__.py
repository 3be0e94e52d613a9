"""Depot fleet maintenance scheduling."""

__version__ = "1.7.2"
