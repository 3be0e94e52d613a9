from datetime import date

from sheets.engine import Workbook


def evaluate(formula, cells=None):
    """Value of ``formula`` in Sheet1!Z99 of a workbook holding ``cells`` ({"A1": value})."""
    wb = Workbook(today=date(2024, 3, 15))
    sheet = wb.add_sheet("Sheet1")
    for address, value in (cells or {}).items():
        sheet[address] = value
    sheet["Z99"] = formula
    return sheet["Z99"]
