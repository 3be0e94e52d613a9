import unittest
from datetime import date
from decimal import Decimal

from ledger.accounts import Account, Chart
from ledger.journal import Entry, Journal, Posting, UnbalancedEntry


def chart():
    return Chart([Account("1000", "Bank", "asset"), Account("4000", "Sales", "income"), Account("6000", "Rent", "expense")])


class PostingTests(unittest.TestCase):
    def test_net(self):
        self.assertEqual(Posting("1000", debit="10").net, Decimal("10.00"))
        self.assertEqual(Posting("1000", credit="10").net, Decimal("-10.00"))

    def test_negative_refused(self):
        with self.assertRaises(ValueError):
            Posting("1000", debit="-1")

    def test_both_sides_refused(self):
        with self.assertRaises(ValueError):
            Posting("1000", debit="1", credit="1")


class EntryTests(unittest.TestCase):
    def test_balanced(self):
        e = Entry(date(2026, 1, 5), "JE-1").debit("6000", "100").credit("1000", "100")
        self.assertIs(e.validate(chart()), e)
        self.assertEqual(e.total, Decimal("100.00"))

    def test_unbalanced(self):
        e = Entry(date(2026, 1, 5), "JE-1").debit("6000", "100").credit("1000", "99.99")
        with self.assertRaises(UnbalancedEntry):
            e.validate()

    def test_single_posting(self):
        with self.assertRaises(UnbalancedEntry):
            Entry(date(2026, 1, 5), "JE-1").debit("6000", "0").validate()

    def test_unknown_account(self):
        e = Entry(date(2026, 1, 5), "JE-1").debit("7000", "1").credit("1000", "1")
        with self.assertRaises(KeyError):
            e.validate(chart())


class JournalTests(unittest.TestCase):
    def setUp(self):
        self.j = Journal(chart())
        for ref, day in [("JE-3", date(2026, 2, 1)), ("JE-1", date(2026, 1, 31)), ("JE-2", date(2026, 1, 31))]:
            self.j.post(Entry(day, ref).debit("6000", "10").credit("1000", "10"))

    def test_between_includes_both_ends(self):
        self.assertEqual([e.ref for e in self.j.between(date(2026, 1, 31), date(2026, 2, 1))], ["JE-1", "JE-2", "JE-3"])

    def test_between_orders_by_date_then_ref(self):
        self.assertEqual([e.ref for e in self.j.between(date(2026, 1, 1), date(2026, 12, 31))], ["JE-1", "JE-2", "JE-3"])

    def test_duplicate_ref(self):
        with self.assertRaises(ValueError):
            self.j.post(Entry(date(2026, 3, 1), "JE-1").debit("6000", "1").credit("1000", "1"))

    def test_postings_for_range(self):
        got = [e.ref for e, _ in self.j.postings_for("1000", date(2026, 2, 1), date(2026, 2, 28))]
        self.assertEqual(got, ["JE-3"])

    def test_len(self):
        self.assertEqual(len(self.j), 3)
