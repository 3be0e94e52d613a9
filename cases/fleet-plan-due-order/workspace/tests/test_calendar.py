import unittest
from datetime import date

from fleet.calendar import add_months, iso_week_bounds


class AddMonthsTest(unittest.TestCase):
    def test_plain(self):
        self.assertEqual(add_months(date(2026, 3, 10), 6), date(2026, 9, 10))

    def test_year_wrap(self):
        self.assertEqual(add_months(date(2026, 11, 5), 3), date(2027, 2, 5))

    def test_clamps_to_month_end(self):
        self.assertEqual(add_months(date(2026, 1, 31), 1), date(2026, 2, 28))
        self.assertEqual(add_months(date(2027, 12, 31), 2), date(2028, 2, 29))


class IsoWeekTest(unittest.TestCase):
    def test_bounds(self):
        self.assertEqual(iso_week_bounds("2026-W48"), (date(2026, 11, 23), date(2026, 11, 29)))


if __name__ == "__main__":
    unittest.main()
