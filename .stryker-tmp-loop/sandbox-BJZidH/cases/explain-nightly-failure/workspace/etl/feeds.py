"""Reads one CSV feed into a dict keyed by SKU."""
import csv
import logging

log = logging.getLogger("etl.feeds")


class FeedError(Exception):
    """A feed could not be read; the message names the file and line."""


def load_feed(path, parse_row):
    """{key: value} for every row of the CSV file at `path` (header on line 1).

    A feed is all or nothing: one bad row rejects the whole file, so that a half-read price
    list can never value stock at a mix of old and new prices.
    """
    rows = {}
    with open(path, newline="", encoding="utf-8") as f:
        for line_no, record in enumerate(csv.DictReader(f), start=2):
            try:
                key, value = parse_row(record)
            except (ValueError, KeyError) as exc:
                raise FeedError(f"{path.name} line {line_no}: {exc}") from exc
            log.debug("%s line %d: %s -> %s", path.name, line_no, key, value)
            rows[key] = value
    log.info("%s: %d rows read", path.name, len(rows))
    return rows
