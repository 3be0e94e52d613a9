"""Joins stock with prices per SKU."""
import logging

log = logging.getLogger("etl.reconcile")


class ReconcileError(Exception):
    pass


def value_stock(inventory, prices):
    """[(sku, quantity, unit_cents, value_cents)] for every SKU, in SKU order.

    Raises ReconcileError when any SKU has no price: finance must never get a valuation with
    silent gaps.
    """
    rows, missing = [], []
    for sku in sorted(inventory):
        quantity = inventory[sku]["quantity"]
        if sku not in prices:
            log.warning("no price for %s (%d units in %s); cannot value it", sku, quantity, inventory[sku]["bin"])
            missing.append(sku)
            continue
        rows.append((sku, quantity, prices[sku], quantity * prices[sku]))
    if missing:
        raise ReconcileError(f"{len(missing)} of {len(inventory)} SKUs have no price (first: {missing[0]})")
    return rows
