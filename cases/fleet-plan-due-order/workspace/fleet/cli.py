"""Command line: `python3 -m fleet.cli plan|overdue FLEET READINGS`."""
from __future__ import annotations

import argparse
import sys
from datetime import date

from .calendar import iso_week_bounds
from .fleetfile import load_fleet
from .odometer import latest_by_vehicle, read_export
from .report import overdue_lines, plan_lines
from .schedule import is_overdue, plan_week, schedule


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="fleetctl")
    p.add_argument("command", choices=["plan", "overdue"])
    p.add_argument("fleet")
    p.add_argument("readings")
    p.add_argument("--week", help="ISO week, e.g. 2026-W48 (plan)")
    p.add_argument("--today", type=date.fromisoformat, default=date.today())
    args = p.parse_args(argv)
    with open(args.fleet, newline="") as f:
        fleet = load_fleet(f)
    with open(args.readings, newline="") as f:
        latest = latest_by_vehicle(read_export(f))
    dues = schedule(fleet, latest)
    if args.command == "plan":
        if not args.week:
            p.error("plan needs --week")
        monday, sunday = iso_week_bounds(args.week)
        print("\n".join(plan_lines(plan_week(dues, monday, sunday))))
    else:
        print("\n".join(overdue_lines([d for d in dues if is_overdue(d, args.today)], args.today)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
