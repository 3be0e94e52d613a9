import unittest
from datetime import date

from ledger.periods import (PeriodLock, fiscal_year, fiscal_year_of, month_period, parse_period,
                            quarter_of, quarter_period)


class MonthTests(unittest.TestCase):
    def test_february_leap(self):
        self.assertEqual(month_period(2028, 2).end, date(2028, 2, 29))

    def test_label(self):
        self.assertEqual(month_period(2026, 3).label, "2026-03")

    def test_contains_both_ends(self):
        p = month_period(2026, 4)
        self.assertIn(date(2026, 4, 1), p)
        self.assertIn(date(2026, 4, 30), p)
        self.assertNotIn(date(2026, 5, 1), p)


class FiscalYearTests(unittest.TestCase):
    def test_calendar_year(self):
        p = fiscal_year(2026)
        self.assertEqual((p.start, p.end), (date(2026, 1, 1), date(2026, 12, 31)))

    def test_july_start(self):
        p = fiscal_year(2026, 7)
        self.assertEqual((p.start, p.end), (date(2026, 7, 1), date(2027, 6, 30)))

    def test_fiscal_year_of(self):
        self.assertEqual(fiscal_year_of(date(2026, 6, 30), 7), 2025)
        self.assertEqual(fiscal_year_of(date(2026, 7, 1), 7), 2026)


class QuarterTests(unittest.TestCase):
    def test_quarter_of_table(self):
        for month, start, want in [(1, 1, 1), (3, 1, 1), (4, 1, 2), (12, 1, 4), (7, 7, 1), (6, 7, 4), (10, 7, 2)]:
            with self.subTest(month=month, start=start):
                self.assertEqual(quarter_of(date(2026, month, 15), start), want)

    def test_quarter_period_crosses_year(self):
        p = quarter_period(2026, 3, 7)
        self.assertEqual((p.start, p.end), (date(2027, 1, 1), date(2027, 3, 31)))

    def test_bad_quarter(self):
        with self.assertRaises(ValueError):
            quarter_period(2026, 5)


class ParseTests(unittest.TestCase):
    def test_month(self):
        self.assertEqual(parse_period("2026-02").end, date(2026, 2, 28))

    def test_quarter(self):
        self.assertEqual(parse_period("2026-Q2").start, date(2026, 4, 1))

    def test_fiscal_year(self):
        self.assertEqual(parse_period("FY2026", 4).end, date(2027, 3, 31))


class LockTests(unittest.TestCase):
    def test_lock_date_itself_is_closed(self):
        lock = PeriodLock()
        lock.close(month_period(2026, 1))
        with self.assertRaises(ValueError):
            lock.check(date(2026, 1, 31))
        lock.check(date(2026, 2, 1))

    def test_close_never_moves_back(self):
        lock = PeriodLock(date(2026, 3, 31))
        lock.close(month_period(2026, 1))
        self.assertEqual(lock.locked_through, date(2026, 3, 31))
