import unittest
from datetime import date

from ops.throughput_records import *  # noqa: F401,F403
from ops.throughput_records import InboundScanner


class TargetTest(unittest.TestCase):
    def test_window_of_two(self):
        self.assertEqual(trailing_average([2.0, 4.0, 6.0, 8.0], 2), [2.0, 3.0, 5.0, 7.0])
        self.assertEqual(trailing_average([5.0], 3), [5.0])

class RowTest(unittest.TestCase):
    def test_round_trip_of_the_last_record_type(self):
        row = {"inbound_scanner_id": "X-1", "weight_grams": "7", "notes": "north", "region": "north", "code": "north", "tags": "a;b"}
        self.assertEqual(InboundScanner.from_row(row).to_row(), row)
        self.assertEqual(InboundScanner.from_row(row).validate(), [])


if __name__ == "__main__":
    unittest.main()
