"""The CLI's reports over the sample books in data/, compared with the reviewed snapshots in
tests/integration/expected/ (regenerate one with `make snapshot NAME=...` after reviewing it)."""

import io
import os
import unittest
from unittest import mock

from ledger import storage
from ledger.cli import main

HERE = os.path.dirname(__file__)
DATA = os.path.join(HERE, "..", "..", "data")
EXPECTED = os.path.join(HERE, "expected")

MONTHS = ["2026-%02d" % m for m in range(1, 7)]
MONTH_ENDS = ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"]
CUSTOMERS = ["C%03d" % k for k in range(1, 13)]


def snapshot_cases():
    """(snapshot name, CLI arguments) for every snapshot."""
    cases = []
    for day in MONTH_ENDS:
        cases.append(("trial_balance_%s" % day, ["trial-balance", "--as-of", day]))
        cases.append(("balance_sheet_%s" % day, ["balance-sheet", "--as-of", day]))
        cases.append(("aging_%s" % day, ["aging", "--as-of", day]))
    for month in MONTHS:
        cases.append(("income_%s" % month, ["income", "--period", month]))
        cases.append(("vat_%s" % month, ["vat", "--period", month]))
        for customer in CUSTOMERS:
            cases.append(("statement_%s_%s" % (customer, month), ["statement", "--period", month, "--customer", customer]))
    cases.append(("vat_2026-Q1_csv", ["vat", "--period", "2026-Q1", "--csv"]))
    cases.append(("ledger_1000_2026-Q2", ["ledger", "--period", "2026-Q2", "--account", "1000"]))
    cases.append(("journal_2026-06", ["journal", "--period", "2026-06"]))
    return cases


_patch = None


def setUpModule():
    # The books are read once: every report only reads them.
    global _patch
    books = storage.load_books(DATA)
    _patch = mock.patch.object(storage, "load_books", lambda _data_dir: books)
    _patch.start()


def tearDownModule():
    _patch.stop()


def render(args):
    out = io.StringIO()
    main(args + ["--data", DATA], out)
    return out.getvalue()


class CliReportTests(unittest.TestCase):
    maxDiff = 4000


def _snapshot_test(name, args):
    def test(self):
        with open(os.path.join(EXPECTED, name + ".txt"), encoding="utf-8") as f:
            want = f.read()
        self.assertEqual(render(args), want, "ledger " + " ".join(args))
    return test


for _name, _args in snapshot_cases():
    setattr(CliReportTests, "test_" + _name.replace("-", "_"), _snapshot_test(_name, _args))
