"""ledgerpy: a small double-entry bookkeeping and invoicing service."""

__version__ = "0.9.3"
