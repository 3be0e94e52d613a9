import unittest
from datetime import date

from billing.proration import PlanChange, prorated_charge_cents

NOV = dict(period_start=date(2026, 11, 1), period_end=date(2026, 12, 1))


class ProrationTest(unittest.TestCase):
    def test_mid_period_upgrade(self):
        c = PlanChange("C1", 3000, 6000, date(2026, 11, 16), **NOV)
        self.assertEqual(prorated_charge_cents(c), 1500)

    def test_downgrade_is_a_credit(self):
        c = PlanChange("C1", 6000, 3000, date(2026, 11, 21), **NOV)
        self.assertEqual(prorated_charge_cents(c), -1000)

    def test_change_on_first_day_charges_full_difference(self):
        c = PlanChange("C1", 3000, 6000, date(2026, 11, 1), **NOV)
        self.assertEqual(prorated_charge_cents(c), 3000)

    def test_change_at_period_end_is_next_period(self):
        c = PlanChange("C1", 3000, 6000, date(2026, 12, 1), **NOV)
        self.assertEqual(prorated_charge_cents(c), 0)
