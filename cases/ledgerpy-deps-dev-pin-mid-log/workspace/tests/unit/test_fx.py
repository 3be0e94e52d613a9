import unittest
from decimal import Decimal

from ledger.fx import UnknownCurrency, convert, cross_rate

CONVERSIONS = [
    ("100.00", "EUR", "USD", "108.42"),
    ("108.42", "USD", "EUR", "100.00"),
    ("100.00", "EUR", "GBP", "85.61"),
    ("85.61", "GBP", "EUR", "100.00"),
    ("100.00", "GBP", "USD", "126.64"),
    ("100.00", "USD", "GBP", "78.96"),
    ("250.00", "CHF", "SEK", "2998.17"),
    ("1000.00", "PLN", "EUR", "231.91"),
    ("19.99", "EUR", "EUR", "19.99"),
]


class ConversionTests(unittest.TestCase):
    pass


def _conversion_test(amount, source, target, want):
    def test(self):
        self.assertEqual(convert(Decimal(amount), source, target), Decimal(want))
    return test


for _k, (_amount, _source, _target, _want) in enumerate(CONVERSIONS):
    setattr(ConversionTests, "test_%02d_%s_to_%s" % (_k + 1, _source, _target), _conversion_test(_amount, _source, _target, _want))


class RateTests(unittest.TestCase):
    def test_cross_rate(self):
        self.assertEqual(cross_rate("GBP", "USD"), Decimal("1.266441"))

    def test_unknown(self):
        with self.assertRaises(UnknownCurrency):
            convert(Decimal("1"), "EUR", "JPY")
