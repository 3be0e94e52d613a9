"""python3 -m etl.run --feeds DIR --out DIR [--log-level LEVEL]: the nightly valuation."""
import argparse
import csv
import logging
import sys
from pathlib import Path

from .feeds import FeedError, load_feed
from .parse import parse_inventory_row, parse_price_row
from .reconcile import ReconcileError, value_stock

log = logging.getLogger("etl.run")

FEEDS = [("inventory", "inventory.csv", parse_inventory_row), ("prices", "prices.csv", parse_price_row)]


def main(argv=None):
    args = argparse.ArgumentParser()
    args.add_argument("--feeds", type=Path, required=True)
    args.add_argument("--out", type=Path, required=True)
    args.add_argument("--log-level", default="INFO")
    opts = args.parse_args(argv)
    logging.basicConfig(level=opts.log_level.upper(), format="%(levelname)-8s %(name)s: %(message)s", stream=sys.stdout)

    data = {}
    for name, filename, parser in FEEDS:
        try:
            data[name] = load_feed(opts.feeds / filename, parser)
        except FeedError as exc:
            # Keep going so that one night's log shows every broken feed, not just the first.
            log.exception("feed %s rejected: %s", filename, exc)
            data[name] = {}
    try:
        rows = value_stock(data["inventory"], data["prices"])
    except ReconcileError as exc:
        log.critical("nightly aborted: reconcile: %s", exc)
        return 1
    opts.out.mkdir(exist_ok=True)
    with open(opts.out / "valuation.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["sku", "quantity", "unit_cents", "value_cents"])
        w.writerows(rows)
    log.info("valued %d SKUs, total %.2f EUR", len(rows), sum(r[3] for r in rows) / 100)
    return 0


if __name__ == "__main__":
    sys.exit(main())
