import unittest

from helpers import evaluate
from sheets.engine import DIV0, NA, NUM, VALUE, format_value


class ArithmeticTest(unittest.TestCase):
    def test_operators(self):
        self.assertEqual(evaluate("=1+2*3"), 7)
        self.assertEqual(evaluate("=-2^2"), 4)
        self.assertEqual(evaluate("=2^3^2"), 64)
        self.assertEqual(evaluate("=50%*10"), 5)
        self.assertEqual(evaluate("=1/0"), DIV0)
        self.assertEqual(evaluate('="3"+4'), 7)
        self.assertEqual(evaluate('="x"+4'), VALUE)

    def test_blank_cells(self):
        self.assertEqual(evaluate("=A1+1"), 1)
        self.assertEqual(evaluate('=A1&"x"'), "x")


class AggregateTest(unittest.TestCase):
    cells = {"A1": 10, "A2": 20, "A3": "n/a", "A4": True, "A5": 30}

    def test_sum_skips_text_in_ranges(self):
        self.assertEqual(evaluate("=SUM(A1:A5)", self.cells), 60)
        self.assertEqual(evaluate("=SUM(A1:A5, \"5\", TRUE)", self.cells), 66)
        self.assertEqual(evaluate("=AVERAGE(A1:A5)", self.cells), 20)
        self.assertEqual(evaluate("=COUNT(A1:A5)", self.cells), 3)
        self.assertEqual(evaluate("=COUNTA(A1:A6)", self.cells), 5)

    def test_conditional_aggregates(self):
        cells = {"A1": "apple", "A2": "Apricot", "A3": "banana", "B1": 3, "B2": 5, "B3": 7}
        self.assertEqual(evaluate('=SUMIF(A1:A3, "a*", B1:B3)', cells), 8)
        self.assertEqual(evaluate('=COUNTIF(B1:B3, ">=5")', cells), 2)
        self.assertEqual(evaluate('=SUMIFS(B1:B3, A1:A3, "<>banana", B1:B3, ">3")', cells), 5)
        self.assertEqual(evaluate('=AVERAGEIF(A1:A3, "BANANA", B1:B3)', cells), 7)

    def test_statistics(self):
        cells = {"A1": 2, "A2": 4, "A3": 4, "A4": 4, "A5": 5, "A6": 5, "A7": 7, "A8": 9}
        self.assertEqual(evaluate("=STDEVP(A1:A8)", cells), 2)
        self.assertEqual(evaluate("=MEDIAN(A1:A8)", cells), 4.5)
        self.assertEqual(evaluate("=MODE(A1:A8)", cells), 4)
        self.assertEqual(evaluate("=LARGE(A1:A8, 2)", cells), 7)
        self.assertEqual(evaluate("=RANK(5, A1:A8)", cells), 3)


class RoundingTest(unittest.TestCase):
    def test_round_half_away_from_zero(self):
        self.assertEqual(evaluate("=ROUND(2.675, 2)"), 2.68)
        self.assertEqual(evaluate("=ROUND(-2.5, 0)"), -3)
        self.assertEqual(evaluate("=ROUND(1234, -2)"), 1200)
        self.assertEqual(evaluate("=ROUNDUP(1.201, 2)"), 1.21)
        self.assertEqual(evaluate("=INT(-2.5)"), -3)
        self.assertEqual(evaluate("=MOD(-3, 2)"), 1)
        self.assertEqual(evaluate("=SQRT(-1)"), NUM)


class LogicAndTextTest(unittest.TestCase):
    def test_if_is_lazy(self):
        self.assertEqual(evaluate("=IF(B1=0, 0, A1/B1)", {"A1": 5}), 0)
        self.assertEqual(evaluate("=IFERROR(1/0, \"none\")"), "none")
        self.assertEqual(evaluate("=IFS(A1>10, \"big\", A1>5, \"medium\", TRUE, \"small\")", {"A1": 7}), "medium")
        self.assertEqual(evaluate('=SWITCH(2, 1, "one", 2, "two", "many")'), "two")

    def test_text_functions(self):
        self.assertEqual(evaluate('=PROPER("o\'neil-smith")'), "O'Neil-Smith")
        self.assertEqual(evaluate('=TRIM("  a   b ")'), "a b")
        self.assertEqual(evaluate('=MID("spreadsheet", 7, 5)'), "sheet")
        self.assertEqual(evaluate('=SUBSTITUTE("a-b-c", "-", "+", 2)'), "a-b+c")
        self.assertEqual(evaluate('=TEXTJOIN(", ", TRUE, A1:A3)', {"A1": "x", "A3": "z"}), "x, z")
        self.assertEqual(evaluate('=SEARCH("S?EET", "spreadsheet")'), 7)
        self.assertEqual(evaluate('=FIND("S", "spreadsheet")'), VALUE)
        self.assertEqual(evaluate('=EXACT("Total", "total")'), False)

    def test_number_formats(self):
        self.assertEqual(format_value(1234.5, "#,##0.00"), "1,234.50")
        self.assertEqual(format_value(0.256, "0.0%"), "25.6%")
        self.assertEqual(format_value(45366.0, "yyyy-mm-dd"), "2024-03-15")
        self.assertEqual(evaluate('=TEXT(45366, "mmm d, yyyy")'), "Mar 15, 2024")


class LookupTest(unittest.TestCase):
    table = {"A1": "apple", "B1": 1.2, "A2": "banana", "B2": 0.5, "A3": "cherry", "B3": 4.0}

    def test_vlookup_and_match(self):
        self.assertEqual(evaluate('=VLOOKUP("Banana", A1:B3, 2, FALSE)', self.table), 0.5)
        self.assertEqual(evaluate('=VLOOKUP("kiwi", A1:B3, 2, FALSE)', self.table), NA)
        self.assertEqual(evaluate('=MATCH("ch*", A1:A3, 0)', self.table), 3)
        self.assertEqual(evaluate('=INDEX(A1:B3, 3, 2)', self.table), 4)
        self.assertEqual(evaluate('=XLOOKUP("apple", A1:A3, B1:B3)', self.table), 1.2)

    def test_approximate_match(self):
        brackets = {"A1": 0, "B1": "F", "A2": 60, "B2": "D", "A3": 70, "B3": "C", "A4": 80, "B4": "B", "A5": 90, "B5": "A"}
        self.assertEqual(evaluate("=VLOOKUP(85, A1:B5, 2)", brackets), "B")
        self.assertEqual(evaluate("=VLOOKUP(60, A1:B5, 2, TRUE)", brackets), "D")


class DateTest(unittest.TestCase):
    def test_dates(self):
        self.assertEqual(evaluate("=DATE(2024, 1, 1)"), 45292)
        self.assertEqual(evaluate("=DATE(2024, 14, 1)"), evaluate("=DATE(2025, 2, 1)"))
        self.assertEqual(evaluate("=EOMONTH(DATE(2024, 1, 31), 1)"), evaluate("=DATE(2024, 2, 29)"))
        self.assertEqual(evaluate("=EDATE(DATE(2024, 1, 31), 1)"), evaluate("=DATE(2024, 2, 29)"))
        self.assertEqual(evaluate('=DATEDIF(DATE(2020, 5, 17), DATE(2024, 3, 15), "Y")'), 3)
        self.assertEqual(evaluate("=NETWORKDAYS(DATE(2024, 3, 1), DATE(2024, 3, 15))"), 11)
        self.assertEqual(evaluate("=WEEKDAY(TODAY())"), 6)


if __name__ == "__main__":
    unittest.main()
