import unittest
from decimal import Decimal

from ledger.money import allocate, format_amount, parse_amount, round_cents, to_money


class ToMoneyTests(unittest.TestCase):
    def test_string(self):
        self.assertEqual(to_money("12.345"), Decimal("12.35"))

    def test_int(self):
        self.assertEqual(to_money(7), Decimal("7.00"))

    def test_half_up(self):
        self.assertEqual(to_money("0.125"), Decimal("0.13"))

    def test_negative_half_up(self):
        self.assertEqual(to_money("-0.125"), Decimal("-0.13"))

    def test_float_refused(self):
        with self.assertRaises(TypeError):
            to_money(0.1)

    def test_garbage_refused(self):
        with self.assertRaises(ValueError):
            to_money("twelve")


class RoundCentsTests(unittest.TestCase):
    def test_round_cents_table(self):
        for raw, want in [("1.005", "1.01"), ("2.675", "2.68"), ("0.004", "0.00"), ("-1.005", "-1.01")]:
            with self.subTest(raw=raw):
                self.assertEqual(round_cents(Decimal(raw)), Decimal(want))


class AllocateTests(unittest.TestCase):
    def test_even_split(self):
        self.assertEqual(allocate("9.00", 3), [Decimal("3.00")] * 3)

    def test_extra_cents_go_first(self):
        self.assertEqual(allocate("10.00", 3), [Decimal("3.34"), Decimal("3.33"), Decimal("3.33")])

    def test_sum_is_kept(self):
        for total in ("0.01", "99.99", "1234.57", "-10.00"):
            for parts in (1, 2, 3, 7):
                with self.subTest(total=total, parts=parts):
                    self.assertEqual(sum(allocate(total, parts)), Decimal(total))

    def test_parts_must_be_positive(self):
        with self.assertRaises(ValueError):
            allocate("1.00", 0)


class FormatTests(unittest.TestCase):
    def test_thousands(self):
        self.assertEqual(format_amount(Decimal("1234.5")), "1,234.50 EUR")

    def test_negative(self):
        self.assertEqual(format_amount(Decimal("-12"), "USD"), "-12.00 USD")

    def test_parse_parentheses(self):
        self.assertEqual(parse_amount("(1,200.00)"), Decimal("-1200.00"))

    def test_parse_plain(self):
        self.assertEqual(parse_amount(" 15.5 "), Decimal("15.50"))
