import io
import unittest
from datetime import date

from fleet.odometer import ReadingError, latest_by_vehicle, read_export, to_km

EXPORT = """reg,taken_on,value,unit
kx71 abc,2026-11-02,45120,km
KX71 ABC,2026-11-19,46010,km
TX-4471,2026-11-18,30000,mi
"""


class OdometerTest(unittest.TestCase):
    def test_miles_to_km(self):
        self.assertAlmostEqual(to_km(100, "mi"), 160.9344)
        self.assertAlmostEqual(to_km(100, " MI "), 160.9344)

    def test_unknown_unit(self):
        with self.assertRaises(ReadingError):
            to_km(1, "nm")

    def test_latest(self):
        latest = latest_by_vehicle(read_export(io.StringIO(EXPORT)))
        self.assertEqual(latest["KX71 ABC"].km, 46010)
        self.assertEqual(latest["KX71 ABC"].taken_on, date(2026, 11, 19))
        self.assertAlmostEqual(latest["TX-4471"].km, 48280.32)


if __name__ == "__main__":
    unittest.main()
