#!/usr/bin/env python3
"""Compare the catalog price of every SKU with the price the checkout service charges.

Prints one line per SKU (OK or MISMATCH, with the file lines to look at), then a summary.
Exit status 1 when any price differs.
"""
import csv
import sys


def load(path):
    with open(path, newline="", encoding="utf-8") as handle:
        return {row["sku"]: (row["price"], number) for number, row in enumerate(csv.DictReader(handle), start=2)}


def main() -> int:
    catalog = load("prices/catalog.csv")
    checkout = load("prices/checkout.csv")
    mismatches = 0
    for sku in sorted(catalog):
        price, line = catalog[sku]
        charged, checkout_line = checkout.get(sku, ("missing", 0))
        if charged == price:
            print(f"OK       {sku} {price:>8}  (prices/catalog.csv:{line})")
        else:
            mismatches += 1
            print(f"MISMATCH {sku} catalog {price} checkout {charged}  (prices/checkout.csv:{checkout_line})")
    print(f"audited {len(catalog)} SKUs: {mismatches} mismatch(es)")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
