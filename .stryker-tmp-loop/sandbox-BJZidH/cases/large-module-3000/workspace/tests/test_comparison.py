import unittest

from helpers import evaluate
from sheets.engine import DIV0


class ComparisonTest(unittest.TestCase):
    def test_numbers(self):
        self.assertIs(evaluate("=0.1+0.2=0.3"), True)
        self.assertIs(evaluate("=2<10"), True)
        self.assertIs(evaluate("=A1=0"), True)

    def test_types_never_coerce(self):
        self.assertIs(evaluate('="1"=1'), False)
        self.assertIs(evaluate('="a">99'), True)
        self.assertIs(evaluate('=TRUE>"z"'), True)

    def test_errors_propagate(self):
        self.assertEqual(evaluate("=1/0=1"), DIV0)

    def test_text_comparison_ignores_case(self):
        # Spreadsheets compare text case-insensitively; EXACT is the case-sensitive test.
        self.assertIs(evaluate('=A1="TOTAL"', {"A1": "Total"}), True)
        self.assertIs(evaluate('="apple"<"Banana"'), True)
        self.assertIs(evaluate('="Zebra">"apple"'), True)
        self.assertIs(evaluate('="abc"<>"ABC"'), False)
        self.assertEqual(evaluate('=IF(A1="yes", 1, 0)', {"A1": "YES"}), 1)

    def test_switch_uses_the_same_rule(self):
        self.assertEqual(evaluate('=SWITCH("B", "a", 1, "b", 2, 0)'), 2)


if __name__ == "__main__":
    unittest.main()
