import unittest
from datetime import date

from ops.calendar_records import *  # noqa: F401,F403
from ops.calendar_records import BulkAisle


class TargetTest(unittest.TestCase):
    def test_end_is_excluded(self):
        self.assertEqual(business_days_between(date(2026, 3, 2), date(2026, 3, 9)), 5)
        self.assertEqual(business_days_between(date(2026, 3, 6), date(2026, 3, 9)), 1)
        self.assertEqual(business_days_between(date(2026, 3, 9), date(2026, 3, 9)), 0)

class RowTest(unittest.TestCase):
    def test_round_trip_of_the_last_record_type(self):
        row = {"bulk_aisle_id": "X-1", "reference": "north", "priority": "7", "code": "north", "value_cents": "7", "tags": "a;b"}
        self.assertEqual(BulkAisle.from_row(row).to_row(), row)
        self.assertEqual(BulkAisle.from_row(row).validate(), [])


if __name__ == "__main__":
    unittest.main()
