import unittest
from datetime import date

from fleet.schedule import is_overdue, next_due, plan_week
from tests.helpers import reading, van


class NextDueTest(unittest.TestCase):
    def test_due_by_distance_and_date(self):
        due = next_due(van(), reading(km=45000))
        self.assertEqual(due.due_km, 60000)
        self.assertEqual(due.due_date, date(2027, 1, 15))
        self.assertEqual(due.km_left, 15000)

    def test_no_reading(self):
        due = next_due(van(), None)
        self.assertEqual(due.current_km, 40000)
        self.assertIn("no reading since last service", due.notes)

    def test_overdue_on_the_due_date(self):
        due = next_due(van(), reading(km=41000))
        self.assertTrue(is_overdue(due, date(2027, 1, 15)))
        self.assertFalse(is_overdue(due, date(2027, 1, 14)))

    def test_overdue_at_the_due_distance(self):
        self.assertTrue(is_overdue(next_due(van(), reading(km=60000)), date(2026, 11, 23)))


class PlanWeekTest(unittest.TestCase):
    def test_plans_close_to_due_distance(self):
        near = next_due(van("AA1"), reading("AA1", km=58600))
        far = next_due(van("BB2"), reading("BB2", km=50000))
        planned = plan_week([near, far], date(2026, 11, 23), date(2026, 11, 29))
        self.assertEqual([d.vehicle.reg for d in planned], ["AA1"])

    def test_sorted_by_bay(self):
        a = next_due(van("ZZ9", bay="A"), reading("ZZ9", km=60500))
        b = next_due(van("AA1", bay="B"), reading("AA1", km=60500))
        planned = plan_week([b, a], date(2026, 11, 23), date(2026, 11, 29))
        self.assertEqual([d.vehicle.reg for d in planned], ["ZZ9", "AA1"])

    def test_earliest_due_first_within_a_bay(self):
        # The sheet pinned in each bay is worked top-down: the van due first goes first.
        late = next_due(van("AA1", last_date=date(2025, 11, 27)), reading("AA1", km=41000))
        early = next_due(van("ZZ9", last_date=date(2025, 11, 24)), reading("ZZ9", km=41000))
        same_day = next_due(van("MM5", last_date=date(2025, 11, 24)), reading("MM5", km=41000))
        planned = plan_week([late, early, same_day], date(2026, 11, 23), date(2026, 11, 29))
        self.assertEqual([d.vehicle.reg for d in planned], ["MM5", "ZZ9", "AA1"])


if __name__ == "__main__":
    unittest.main()
