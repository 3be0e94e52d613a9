import unittest
from datetime import date
from decimal import Decimal

from payments.reconcile import (
    UnknownCurrencyError,
    business_days_between,
    format_amount,
    from_minor_units,
    normalize_reference,
    parse_amount,
    parse_date,
    to_minor_units,
)


class ParseAmountTest(unittest.TestCase):
    def test_accounting_formats(self):
        self.assertEqual(parse_amount("1,234.56"), Decimal("1234.56"))
        self.assertEqual(parse_amount("(12.00)"), Decimal("-12.00"))
        self.assertEqual(parse_amount("12.00-"), Decimal("-12.00"))
        self.assertEqual(parse_amount(" $ 7.5 ", "USD"), Decimal("7.50"))

    def test_rounds_to_the_currency_minor_unit(self):
        self.assertEqual(parse_amount("1000.4", "JPY"), Decimal("1000"))
        self.assertEqual(parse_amount("1.2345", "KWD"), Decimal("1.235"))

    def test_rejects_garbage(self):
        with self.assertRaises(ValueError):
            parse_amount("twelve")
        with self.assertRaises(ValueError):
            parse_amount("   ")


class MinorUnitsTest(unittest.TestCase):
    def test_round_trip(self):
        self.assertEqual(to_minor_units(Decimal("12.34"), "USD"), 1234)
        self.assertEqual(from_minor_units(1234, "USD"), Decimal("12.34"))
        self.assertEqual(to_minor_units(Decimal("500"), "JPY"), 500)
        self.assertEqual(from_minor_units(1500, "BHD"), Decimal("1.500"))

    def test_unknown_currency(self):
        with self.assertRaises(UnknownCurrencyError):
            to_minor_units(Decimal("1"), "XXX")

    def test_format(self):
        self.assertEqual(format_amount(Decimal("-1234.5"), "eur"), "-1,234.50 EUR")


class DatesAndReferencesTest(unittest.TestCase):
    def test_date_formats(self):
        for text in ("2024-03-01", "2024/03/01", "01.03.2024", "20240301", "2024-03-01T10:00:00Z"):
            self.assertEqual(parse_date(text), date(2024, 3, 1), text)

    def test_business_days_skip_weekends(self):
        # Friday 2024-03-01 to Monday 2024-03-04 is one business day.
        self.assertEqual(business_days_between(date(2024, 3, 1), date(2024, 3, 4)), 1)
        self.assertEqual(business_days_between(date(2024, 3, 4), date(2024, 3, 1)), -1)

    def test_reference_normalization(self):
        self.assertEqual(normalize_reference(" ord-12 "), "ORD-12")
        self.assertEqual(normalize_reference("000123"), "123")


if __name__ == "__main__":
    unittest.main()
