#!/usr/bin/env python3
"""Run the named test suites (folders under tests/) one after the other, verbosely.

CI diffs this output between runs, so it prints no timings and no absolute paths: each suite ends with its own
failure details and a `Ran N tests` / `OK` or `FAILED (...)` summary, and the exit status
is 1 if any suite failed.
"""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


class StableResult(unittest.TextTestResult):
    """Tracebacks with paths relative to the repository root."""

    def _exc_info_to_string(self, err, test):
        return super()._exc_info_to_string(err, test).replace(ROOT + os.sep, "")


def run_suite(name):
    print("== tests/%s" % name)
    sys.stdout.flush()
    suite = unittest.defaultTestLoader.discover(os.path.join(HERE, name), top_level_dir=HERE)
    result = StableResult(unittest.runner._WritelnDecorator(sys.stdout), True, 2)
    suite.run(result)
    result.printErrors()
    print("-" * 70)
    print("Ran %d test%s" % (result.testsRun, "" if result.testsRun == 1 else "s"))
    problems = []
    if result.failures:
        problems.append("failures=%d" % len(result.failures))
    if result.errors:
        problems.append("errors=%d" % len(result.errors))
    print("FAILED (%s)" % ", ".join(problems) if problems else "OK")
    print()
    return not problems


def main(names):
    sys.path.insert(0, ROOT)
    sys.path.insert(0, HERE)
    ok = True
    for name in names or ["unit", "golden", "integration"]:
        ok = run_suite(name) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
