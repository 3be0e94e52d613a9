import contextlib
import io
import unittest

from fleet.cli import main


def run(*args):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(list(args))
    return code, out.getvalue()


class CliTest(unittest.TestCase):
    def test_plan_for_one_bay(self):
        code, out = run("plan", "data/fleet.csv", "data/readings.csv", "--week", "2026-W48", "--bay", "C")
        self.assertEqual(code, 0)
        self.assertEqual([l for l in out.splitlines() if l.startswith("Bay ")], ["Bay C"])

    def test_plan_for_all_bays(self):
        code, out = run("plan", "data/fleet.csv", "data/readings.csv", "--week", "2026-W48")
        self.assertEqual([l for l in out.splitlines() if l.startswith("Bay ")], ["Bay A", "Bay B", "Bay C", "Bay D"])

    def test_plan_week_filters_by_bay(self):
        from datetime import date
        from fleet.schedule import next_due, plan_week
        from tests.helpers import reading, van
        dues = [next_due(van("AA1", bay="A"), reading("AA1", km=60500)), next_due(van("BB2", bay="B"), reading("BB2", km=60500))]
        self.assertEqual([d.vehicle.reg for d in plan_week(dues, date(2026, 11, 23), date(2026, 11, 29), bay="B")], ["BB2"])
