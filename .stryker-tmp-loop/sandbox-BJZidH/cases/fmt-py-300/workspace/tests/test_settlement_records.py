import unittest
from datetime import date

from ops.settlement_records import *  # noqa: F401,F403
from ops.settlement_records import OutboundSupplier


class TargetTest(unittest.TestCase):
    def test_extra_cents_go_first(self):
        self.assertEqual(split_evenly(100, 3), [34, 33, 33])
        self.assertEqual(split_evenly(5, 4), [2, 1, 1, 1])
        self.assertEqual(sum(split_evenly(999, 7)), 999)

class RowTest(unittest.TestCase):
    def test_round_trip_of_the_last_record_type(self):
        row = {"outbound_supplier_id": "X-1", "status": "north", "reference": "north", "region": "north", "priority": "7", "tags": "a;b"}
        self.assertEqual(OutboundSupplier.from_row(row).to_row(), row)
        self.assertEqual(OutboundSupplier.from_row(row).validate(), [])


if __name__ == "__main__":
    unittest.main()
