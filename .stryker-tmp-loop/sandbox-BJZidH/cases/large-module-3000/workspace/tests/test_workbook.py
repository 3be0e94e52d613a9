import unittest
from datetime import date

from sheets.engine import CIRC, REF, CircularReferenceError, Workbook


class WorkbookTest(unittest.TestCase):
    def setUp(self):
        self.wb = Workbook(today=date(2024, 3, 15))
        self.sheet = self.wb.add_sheet("Budget")

    def test_dependents_recalculate(self):
        s = self.sheet
        s["A1"] = 100
        s["A2"] = "=A1*2"
        s["A3"] = "=A2+A1"
        s["A1"] = 1
        self.assertEqual((s["A2"], s["A3"]), (2, 3))

    def test_cycles_give_circ_or_raise(self):
        s = self.sheet
        s["A1"] = "=B1+1"
        s["B1"] = "=A1+1"
        self.assertEqual((s["A1"], s["B1"]), (CIRC, CIRC))
        with self.assertRaises(CircularReferenceError):
            self.wb.recalculate(strict=True)

    def test_cross_sheet_references_and_names(self):
        settings = self.wb.add_sheet("Settings")
        settings["B2"] = 0.2
        self.wb.define_name("TaxRate", "Settings!$B$2")
        self.sheet["A1"] = 50
        self.sheet["A2"] = "=A1*(1+TaxRate)"
        self.assertEqual(self.sheet["A2"], 60)
        self.wb.rename_sheet("Settings", "Config")
        settings["B2"] = 0.1
        self.assertAlmostEqual(self.sheet["A2"], 55)

    def test_copy_and_fill_move_relative_references(self):
        s = self.sheet
        for row, (qty, price) in enumerate([(2, 5), (3, 7), (1, 100)], start=1):
            s[f"A{row}"] = qty
            s[f"B{row}"] = price
        s["C1"] = "=A1*B1*$E$1"
        s["E1"] = 1
        self.wb.fill_down("Budget", "C1:C3")
        self.assertEqual(s.formula("C3"), "=A3*B3*$E$1")
        self.assertEqual([s["C1"], s["C2"], s["C3"]], [10, 21, 100])
        self.wb.copy_cell("Budget", "A1", "A4")
        s["D2"] = "=A1"
        self.wb.copy_cell("Budget", "D2", "D1")
        self.assertEqual(s.formula("D1"), "=#REF!")

    def test_insert_and_delete_rows(self):
        s = self.sheet
        s["A1"] = 1
        s["A2"] = 2
        s["A3"] = 3
        s["B1"] = "=SUM(A1:A3)"
        s["B2"] = "=A3"
        self.wb.insert_rows("Budget", 2, 2)
        self.assertEqual(s.formula("B1"), "=SUM(A1:A5)")
        self.assertEqual(s.formula("B4"), "=A5")
        self.assertEqual(s["B1"], 6)
        self.wb.delete_rows("Budget", 5)
        self.assertEqual(s.formula("B1"), "=SUM(A1:A4)")
        self.assertEqual(s["B4"], REF)
        self.assertEqual(s["B1"], 3)

    def test_csv_round_trip(self):
        self.wb.load_csv("Import", "item,qty,price,total\nmug,2,4.5,=B2*C2\npen,10,0.8,=B3*C3\n")
        self.assertEqual(self.wb.get("Import!D3"), 8)
        self.assertEqual(self.wb.to_csv("Import").splitlines()[1], "mug,2,4.5,9")

    def test_syntax_errors_are_kept(self):
        self.sheet["A1"] = "=SUM(1,"
        self.assertEqual(self.sheet["A1"].code, "#NAME?")
        self.assertEqual(self.sheet.formula("A1"), "=SUM(1,")


if __name__ == "__main__":
    unittest.main()
