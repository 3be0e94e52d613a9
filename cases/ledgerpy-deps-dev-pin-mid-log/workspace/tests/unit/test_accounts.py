import unittest

from ledger.accounts import Account, Chart


class AccountTests(unittest.TestCase):
    def test_normal_balance(self):
        for type_, want in [("asset", "debit"), ("expense", "debit"), ("liability", "credit"), ("equity", "credit"), ("income", "credit")]:
            with self.subTest(type=type_):
                self.assertEqual(Account("1000", "X", type_).normal_balance, want)

    def test_unknown_type(self):
        with self.assertRaises(ValueError):
            Account("1000", "Bank", "cash")

    def test_code_must_have_four_digits(self):
        with self.assertRaises(ValueError):
            Account("100", "Bank", "asset")

    def test_balance_sheet_types(self):
        self.assertTrue(Account("1000", "Bank", "asset").is_balance_sheet)
        self.assertFalse(Account("4000", "Sales", "income").is_balance_sheet)


class ChartTests(unittest.TestCase):
    def setUp(self):
        self.chart = Chart([Account("4000", "Sales", "income"), Account("1000", "Bank", "asset"), Account("2000", "AP", "liability")])

    def test_iterates_in_code_order(self):
        self.assertEqual([a.code for a in self.chart], ["1000", "2000", "4000"])

    def test_duplicate_refused(self):
        with self.assertRaises(ValueError):
            self.chart.add(Account("1000", "Cash", "asset"))

    def test_unknown_code(self):
        with self.assertRaises(KeyError):
            self.chart.get("9999")

    def test_contains(self):
        self.assertIn("2000", self.chart)
        self.assertNotIn("3000", self.chart)

    def test_of_type(self):
        self.assertEqual([a.code for a in self.chart.of_type("asset")], ["1000"])

    def test_len(self):
        self.assertEqual(len(self.chart), 3)
