import unittest
from datetime import datetime, timezone

from billing import Customer, Line, Order, build_invoice

NOON_5_MARCH_UTC = int(datetime(2024, 3, 5, 12, 0, tzinfo=timezone.utc).timestamp())


class InvoiceTest(unittest.TestCase):
    def setUp(self):
        self.customer = Customer("c1", "Ada Ltd", "GB", utc_offset_minutes=0)
        self.order = Order("1001", "c1", NOON_5_MARCH_UTC, [Line("BOLT-8", 3, 250), Line("NUT-8", 3, 40)])

    def test_header(self):
        inv = build_invoice(self.order, self.customer)
        self.assertEqual(inv["number"], "INV-1001")
        self.assertEqual(inv["date"], "05 Mar 2024")
        self.assertEqual(inv["due"], "04 Apr 2024")
        self.assertEqual(inv["period"], "2024-03")

    def test_total(self):
        self.assertEqual(build_invoice(self.order, self.customer)["total"], "8.70 EUR")

    def test_due_date_in_customer_zone(self):
        tokyo = Customer("c2", "Kobo KK", "JP", utc_offset_minutes=540)
        late = Order("1002", "c2", int(datetime(2024, 3, 5, 20, 0, tzinfo=timezone.utc).timestamp()))
        self.assertEqual(build_invoice(late, tokyo)["due"], "05 Apr 2024")


if __name__ == "__main__":
    unittest.main()
