import unittest

from sheets.engine import CellRef, FormulaSyntaxError, RangeRef, column_index, column_letters, parse_formula, tokenize


class ReferencesTest(unittest.TestCase):
    def test_columns(self):
        self.assertEqual(column_index("A"), 1)
        self.assertEqual(column_index("AA"), 27)
        self.assertEqual(column_letters(28), "AB")
        self.assertEqual(column_letters(16384), "XFD")

    def test_cell_and_range_parsing(self):
        ref = CellRef.parse("'Q1 Budget'!$B$7")
        self.assertEqual((ref.sheet, ref.col, ref.row, ref.abs_col, ref.abs_row), ("Q1 Budget", 2, 7, True, True))
        self.assertEqual(ref.to_formula(), "'Q1 Budget'!$B$7")
        rng = RangeRef.parse("C5:A1")
        self.assertEqual(str(rng), "A1:C5")
        self.assertEqual(rng.size, 15)

    def test_offset_keeps_absolute_parts(self):
        self.assertEqual(CellRef.parse("$A1").offset(2, 3).to_formula(), "$A4")


class ParserTest(unittest.TestCase):
    def test_round_trip(self):
        for text in ["SUM(A1:B2)*2", "IF(A1>0,\"yes\",\"no\")", "-B3^2", "(A1+B1)/2", "A1-(B1-C1)", "10%", "Sheet2!A1&\" units\""]:
            self.assertEqual(parse_formula("=" + text).to_formula(), text)

    def test_precedence(self):
        self.assertEqual(parse_formula("1+2*3^2").to_formula(), "1+2*3^2")
        self.assertEqual(parse_formula("(1+2)*3").to_formula(), "(1+2)*3")

    def test_tokens(self):
        kinds = [t.kind for t in tokenize("SUM(A1:A3, TRUE, \"x\")")]
        self.assertEqual(kinds, ["FUNC", "LPAREN", "REF", "COMMA", "BOOL", "COMMA", "STRING", "RPAREN", "END"])

    def test_syntax_errors_point_at_the_problem(self):
        with self.assertRaises(FormulaSyntaxError) as caught:
            parse_formula("=1+*2")
        self.assertEqual(caught.exception.position, 2)
        with self.assertRaises(FormulaSyntaxError):
            parse_formula("=SUM(1,2")


if __name__ == "__main__":
    unittest.main()
