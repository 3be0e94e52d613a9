"""Nightly stock valuation: feeds in, valuation out."""
