import unittest
from datetime import date

from fleet.report import format_km, overdue_lines, plan_lines
from fleet.schedule import next_due
from tests.helpers import reading, van


class ReportTest(unittest.TestCase):
    def test_format_km(self):
        self.assertEqual(format_km(60499.6), "60 500 km")

    def test_plan_groups_by_bay(self):
        lines = plan_lines([next_due(van("AA1", bay="A"), reading("AA1")), next_due(van("BB2", bay="B"), None)])
        self.assertEqual(lines[0], "Bay A")
        self.assertEqual(lines[2], "Bay B")
        self.assertTrue(lines[3].endswith("(no reading since last service)"))

    def test_overdue_distance(self):
        lines = overdue_lines([next_due(van("AA1"), reading("AA1", km=61200))], date(2026, 11, 23))
        self.assertEqual(lines, ["AA1       1 200 km past due"])


if __name__ == "__main__":
    unittest.main()
