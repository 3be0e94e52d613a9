import unittest
from datetime import date
from decimal import Decimal

from payments.reconcile import MAX_FX_LOOKBACK_DAYS, FXRateTable


class LookbackTest(unittest.TestCase):
    def test_covers_a_long_holiday_weekend(self):
        # Easter 2024: the feed published nothing from Thursday 28 March to Tuesday 2 April;
        # the default lookback must reach back over such gaps (FIN-412).
        self.assertEqual(MAX_FX_LOOKBACK_DAYS, 7)
        fx = FXRateTable()
        fx.add(date(2024, 3, 22), "EUR", Decimal("1.08"))
        self.assertEqual(fx.convert(Decimal("10.00"), "EUR", "USD", date(2024, 4, 2)), Decimal("10.80"))


if __name__ == "__main__":
    unittest.main()
