import unittest

from ledger.numbering import format_number, gaps, next_number, parse_number


class NumberingTests(unittest.TestCase):
    def test_parse(self):
        self.assertEqual(parse_number("INV-2026-0042"), (2026, 42))

    def test_parse_refuses_other_formats(self):
        for bad in ("INV-26-0042", "inv-2026-0042", "INV-2026-42", "2026-0042"):
            with self.subTest(bad=bad):
                with self.assertRaises(ValueError):
                    parse_number(bad)

    def test_format(self):
        self.assertEqual(format_number(2026, 7), "INV-2026-0007")

    def test_format_range(self):
        with self.assertRaises(ValueError):
            format_number(2026, 10000)

    def test_next_in_same_year(self):
        self.assertEqual(next_number(["INV-2026-0001", "INV-2026-0003", "INV-2026-0002"], 2026), "INV-2026-0004")

    def test_sequence_restarts_each_year(self):
        self.assertEqual(next_number(["INV-2025-0311", "INV-2025-0312"], 2026), "INV-2026-0001")

    def test_older_years_do_not_count(self):
        self.assertEqual(next_number(["INV-2025-0900", "INV-2026-0004"], 2026), "INV-2026-0005")

    def test_first_ever(self):
        self.assertEqual(next_number([], 2026), "INV-2026-0001")

    def test_gaps(self):
        self.assertEqual(gaps(["INV-2026-0001", "INV-2026-0004", "INV-2025-0002"], 2026), [2, 3])
