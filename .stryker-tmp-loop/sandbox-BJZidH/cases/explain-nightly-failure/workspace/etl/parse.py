"""Parsers for one row of each feed. Each returns (key, value) or raises ValueError/KeyError."""


def parse_quantity(text):
    """Whole units; suppliers send integers."""
    return int(text)


def parse_price(text):
    """A unit price in the feed's currency, e.g. "12.50", as integer cents."""
    return round(float(text) * 100)


def parse_inventory_row(record):
    """inventory.csv: sku,quantity,bin"""
    return record["sku"], {"quantity": parse_quantity(record["quantity"]), "bin": record["bin"] or "UNASSIGNED"}


def parse_price_row(record):
    """prices.csv: sku,unit_price,currency"""
    currency = record["currency"]
    if currency != "EUR":
        raise ValueError(f"unsupported currency {currency!r}")
    return record["sku"], parse_price(record["unit_price"])
