"""Transactional e-mail rendering and delivery."""

__version__ = "1.4.0"
