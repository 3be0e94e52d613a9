"""In-memory row store loaded from the warehouse export.

The warehouse (and every SQL migration in db/) still names the customer column `cust_id`;
the Python code uses `customer_id`. This module is the one place that maps between them.
"""
from __future__ import annotations

import csv
from collections import defaultdict
from typing import Iterable

COLUMN_RENAMES = {"cust_id": "customer_id"}


def _rename(row: dict[str, str]) -> dict[str, str]:
    return {COLUMN_RENAMES.get(k, k): v for k, v in row.items()}


class Store:
    def __init__(self) -> None:
        self._tables: dict[str, list[dict]] = defaultdict(list)

    def load(self, table: str, rows: Iterable[dict[str, str]]) -> None:
        self._tables[table].extend(_rename(r) for r in rows)

    def load_csv(self, table: str, path: str) -> None:
        with open(path, newline="") as f:
            self.load(table, csv.DictReader(f))

    def rows(self, table: str) -> list[dict]:
        return self._tables[table]
