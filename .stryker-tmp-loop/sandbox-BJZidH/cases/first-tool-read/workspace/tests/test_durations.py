import unittest

from dashboard.durations import format_duration


class FormatDurationTest(unittest.TestCase):
    def test_units(self):
        self.assertEqual(format_duration(45), "45s")
        self.assertEqual(format_duration(2 * 3600 + 7 * 60 + 5), "2h 07m")
        self.assertEqual(format_duration(3 * 86400 + 4 * 3600), "3d 4h")

    def test_minutes_pad_seconds(self):
        self.assertEqual(format_duration(185), "3m 05s")
        self.assertEqual(format_duration(600), "10m 00s")

    def test_negative(self):
        with self.assertRaises(ValueError):
            format_duration(-1)


if __name__ == "__main__":
    unittest.main()
