import unittest

from fleet.rules import OEM_SCHEDULES, schedule_for, too_long


class RulesTest(unittest.TestCase):
    def test_table_is_complete(self):
        self.assertEqual(len(OEM_SCHEDULES), 180)
        self.assertEqual({s.make for s in OEM_SCHEDULES.values()},
                         {"Ford", "Mercedes-Benz", "Renault", "Iveco", "Volkswagen", "Vauxhall",
                          "Scania", "Volvo", "DAF", "MAN"})

    def test_newest_model_year_not_after(self):
        self.assertEqual(schedule_for("Transit 350", 2024), OEM_SCHEDULES[("Transit 350", 2023)])
        self.assertIsNone(schedule_for("Transit 350", 2018))

    def test_sprinter_316_extended_schedule_from_2025(self):
        s = schedule_for("Sprinter 316", 2026)
        self.assertEqual((s.interval_km, s.interval_months, s.oil_spec), (40000, 24, "MB 229.52"))
        self.assertEqual(schedule_for("Sprinter 316", 2024).interval_km, 25000)

    def test_too_long(self):
        self.assertEqual(too_long("Sprinter 316", 2025, 40000, 24), [])
        self.assertEqual(too_long("Sprinter 316", 2023, 40000, 12), ["40000 km > OEM 25000 km"])
        self.assertEqual(too_long("Unknown", 2025, 1, 1), ["no OEM schedule for Unknown 2025"])


if __name__ == "__main__":
    unittest.main()
