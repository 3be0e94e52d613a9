import unittest

from shipments import Event, Feed, merge_feeds
from shipments.report import undelivered


def ev(carrier, tracking, status, ts, location=""):
    return Event(carrier, tracking, status, ts, location)


class MergeTest(unittest.TestCase):
    def test_orders_by_time_then_carrier(self):
        a = Feed("ups", [ev("ups", "1Z1", "PICKED_UP", 20)])
        b = Feed("dhl", [ev("dhl", "JD1", "PICKED_UP", 20), ev("dhl", "JD1", "IN_TRANSIT", 10)])
        merged = merge_feeds([a, b])
        self.assertEqual([(e.carrier, e.timestamp) for e in merged], [("dhl", 10), ("dhl", 20), ("ups", 20)])

    def test_drops_resent_events_keeping_the_first(self):
        feed = Feed("ups", [ev("ups", "1Z1", "IN_TRANSIT", 5, "Leeds"), ev("ups", "1Z1", "IN_TRANSIT", 5, "LEEDS GB")])
        merged = merge_feeds([feed])
        self.assertEqual(len(merged), 1)
        self.assertEqual(merged[0].location, "Leeds")

    def test_keeps_same_status_at_different_times(self):
        feed = Feed("ups", [ev("ups", "1Z1", "IN_TRANSIT", 5), ev("ups", "1Z1", "IN_TRANSIT", 9)])
        self.assertEqual(len(merge_feeds([feed])), 2)

    def test_undelivered_uses_latest_status(self):
        feed = Feed("ups", [ev("ups", "A", "DELIVERED", 9), ev("ups", "A", "IN_TRANSIT", 5), ev("ups", "B", "IN_TRANSIT", 5)])
        self.assertEqual(undelivered(merge_feeds([feed])), ["B"])


if __name__ == "__main__":
    unittest.main()
