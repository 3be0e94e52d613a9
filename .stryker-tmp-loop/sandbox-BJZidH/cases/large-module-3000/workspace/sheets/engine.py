"""A small spreadsheet engine: cell references, a formula parser, an evaluator with a
library of common worksheet functions, and a workbook model that recalculates dependent
cells in topological order.

The semantics follow the common desktop spreadsheets closely enough for the reports this
package produces (budgets, invoices, usage summaries):

* Values are ``float`` (numbers and dates as serial numbers), ``str``, ``bool``,
  ``FormulaError`` (``#DIV/0!`` and friends) or ``None`` for an empty cell.
* Errors propagate: an operator or function that receives an error returns it, except the
  functions whose purpose is to inspect errors (``IFERROR``, ``ISERROR``, ...).
* Empty cells read as 0 in arithmetic and as "" in text operations.
* Dates are serial day numbers counted from 1899-12-30, so that 1 is 1899-12-31 and
  2024-01-01 is 45292, as in the 1900 date system without its leap-year bug.

Formulas are parsed once when a cell is set; the abstract syntax tree is cached on the
cell and re-evaluated when a precedent changes.
"""
from __future__ import annotations

import csv
import io
import math
import re
import statistics
from collections import defaultdict, deque
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Set, Tuple, Union

__all__ = [
    "CellRef",
    "CircularReferenceError",
    "Evaluator",
    "FormulaError",
    "FormulaSyntaxError",
    "RangeRef",
    "Sheet",
    "Workbook",
    "parse_formula",
    "tokenize",
]

# ---------------------------------------------------------------------------
# Errors and constants
# ---------------------------------------------------------------------------

#: Largest column index supported (XFD in the usual lettering).
MAX_COLUMNS = 16384
#: Largest row number supported.
MAX_ROWS = 1048576
#: Day zero of the serial date system.
EPOCH = date(1899, 12, 30)
#: Numbers closer than this are treated as equal by comparisons, to absorb binary
#: floating-point noise such as 0.1 + 0.2 != 0.3.
EPSILON = 1e-12


class FormulaError:
    """An error value, as shown in a cell: ``#DIV/0!``, ``#VALUE!`` and so on.

    Error values are values, not exceptions: they flow through formulas and end up in
    cells. Instances are interned per code, so ``is`` comparisons work.
    """

    _instances: Dict[str, "FormulaError"] = {}
    __slots__ = ("code", "detail")

    def __new__(cls, code: str, detail: str = "") -> "FormulaError":
        if not detail and code in cls._instances:
            return cls._instances[code]
        instance = super().__new__(cls)
        instance.code = code
        instance.detail = detail
        if not detail:
            cls._instances[code] = instance
        return instance

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FormulaError) and other.code == self.code

    def __hash__(self) -> int:
        return hash(self.code)

    def __repr__(self) -> str:
        return f"FormulaError({self.code!r})" if not self.detail else f"FormulaError({self.code!r}, {self.detail!r})"

    def __str__(self) -> str:
        return self.code


DIV0 = FormulaError("#DIV/0!")
VALUE = FormulaError("#VALUE!")
REF = FormulaError("#REF!")
NAME = FormulaError("#NAME?")
NA = FormulaError("#N/A")
NUM = FormulaError("#NUM!")
NULL = FormulaError("#NULL!")
CIRC = FormulaError("#CIRC!")

ERROR_CODES = {e.code: e for e in (DIV0, VALUE, REF, NAME, NA, NUM, NULL, CIRC)}


class FormulaSyntaxError(ValueError):
    """A formula could not be parsed. ``position`` is the 0-based offset in the text."""

    def __init__(self, message: str, text: str, position: int):
        self.text = text
        self.position = position
        pointer = " " * position + "^"
        super().__init__(f"{message} at position {position}\n  {text}\n  {pointer}")


class CircularReferenceError(Exception):
    """Raised by ``Workbook.recalculate(strict=True)`` when cells depend on themselves."""

    def __init__(self, cycle: Sequence[str]):
        self.cycle = list(cycle)
        super().__init__("circular reference: " + " -> ".join(self.cycle))


class EvaluationAbort(Exception):
    """Internal: carries an error value out of deep helper code back to the evaluator."""

    def __init__(self, error: FormulaError):
        super().__init__(error.code)
        self.error = error


Value = Union[float, str, bool, FormulaError, None]

# ---------------------------------------------------------------------------
# Cell references
# ---------------------------------------------------------------------------

_COLUMN_RE = re.compile(r"^[A-Za-z]{1,3}$")
_CELL_RE = re.compile(r"^(\$?)([A-Za-z]{1,3})(\$?)([0-9]+)$")


def column_index(letters: str) -> int:
    """1-based index of a column name: A -> 1, Z -> 26, AA -> 27."""
    if not _COLUMN_RE.match(letters):
        raise ValueError(f"not a column name: {letters!r}")
    index = 0
    for ch in letters.upper():
        index = index * 26 + (ord(ch) - ord("A") + 1)
    if index > MAX_COLUMNS:
        raise ValueError(f"column {letters} is beyond the last column")
    return index


def column_letters(index: int) -> str:
    """Inverse of column_index: 1 -> A, 28 -> AB."""
    if not 1 <= index <= MAX_COLUMNS:
        raise ValueError(f"column index out of range: {index}")
    letters = ""
    while index:
        index, remainder = divmod(index - 1, 26)
        letters = chr(ord("A") + remainder) + letters
    return letters


def quote_sheet_name(name: str) -> str:
    """Sheet names with spaces or punctuation are written quoted: 'Q1 Budget'!A1."""
    if re.match(r"^[A-Za-z_][A-Za-z0-9_.]*$", name):
        return name
    return "'" + name.replace("'", "''") + "'"


@dataclass(frozen=True)
class CellRef:
    """A reference to one cell, optionally on another sheet.

    ``col`` and ``row`` are 1-based. The ``abs_col``/``abs_row`` flags record the ``$``
    markers, which matter only when a formula is copied to another cell.
    """

    col: int
    row: int
    sheet: Optional[str] = None
    abs_col: bool = False
    abs_row: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.col <= MAX_COLUMNS or not 1 <= self.row <= MAX_ROWS:
            raise ValueError(f"cell reference out of range: col {self.col}, row {self.row}")

    @classmethod
    def parse(cls, text: str, sheet: Optional[str] = None) -> "CellRef":
        """Parse ``A1``, ``$B$2`` or ``Sheet2!C3`` (the sheet part overrides ``sheet``)."""
        if "!" in text:
            sheet_part, text = text.rsplit("!", 1)
            sheet = unquote_sheet_name(sheet_part)
        match = _CELL_RE.match(text.strip())
        if not match:
            raise ValueError(f"not a cell reference: {text!r}")
        abs_col, letters, abs_row, digits = match.groups()
        return cls(column_index(letters), int(digits), sheet, bool(abs_col), bool(abs_row))

    @property
    def address(self) -> str:
        """The address without sheet or ``$`` markers, e.g. ``B7``."""
        return f"{column_letters(self.col)}{self.row}"

    def key(self, default_sheet: str) -> Tuple[str, int, int]:
        return (self.sheet or default_sheet, self.col, self.row)

    def with_sheet(self, sheet: str) -> "CellRef":
        return CellRef(self.col, self.row, sheet, self.abs_col, self.abs_row)

    def offset(self, d_col: int, d_row: int) -> "CellRef":
        """The reference as it reads after copying its formula d_col/d_row cells away.

        Absolute parts stay; relative parts move. Moving off the sheet raises ValueError,
        which the caller turns into ``#REF!``.
        """
        col = self.col if self.abs_col else self.col + d_col
        row = self.row if self.abs_row else self.row + d_row
        return CellRef(col, row, self.sheet, self.abs_col, self.abs_row)

    def to_formula(self, current_sheet: Optional[str] = None) -> str:
        text = ("$" if self.abs_col else "") + column_letters(self.col) + ("$" if self.abs_row else "") + str(self.row)
        if self.sheet and self.sheet != current_sheet:
            return f"{quote_sheet_name(self.sheet)}!{text}"
        return text

    def __str__(self) -> str:
        return self.to_formula()


def unquote_sheet_name(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == "'" and text[-1] == "'":
        return text[1:-1].replace("''", "'")
    return text


@dataclass(frozen=True)
class RangeRef:
    """A rectangular range such as ``A1:C10``; corners are normalised to top-left and
    bottom-right, both on the same sheet."""

    start: CellRef
    end: CellRef

    def __post_init__(self) -> None:
        if (self.start.sheet or None) != (self.end.sheet or None) and self.end.sheet is not None:
            raise ValueError("a range cannot span two sheets")
        top, bottom = sorted((self.start.row, self.end.row))
        left, right = sorted((self.start.col, self.end.col))
        if (top, left) != (self.start.row, self.start.col) or (bottom, right) != (self.end.row, self.end.col):
            object.__setattr__(self, "start", CellRef(left, top, self.start.sheet, self.start.abs_col, self.start.abs_row))
            object.__setattr__(self, "end", CellRef(right, bottom, self.start.sheet, self.end.abs_col, self.end.abs_row))

    @classmethod
    def parse(cls, text: str, sheet: Optional[str] = None) -> "RangeRef":
        if "!" in text:
            sheet_part, text = text.rsplit("!", 1)
            sheet = unquote_sheet_name(sheet_part)
        if ":" not in text:
            ref = CellRef.parse(text, sheet)
            return cls(ref, ref)
        left, right = text.split(":", 1)
        return cls(CellRef.parse(left, sheet), CellRef.parse(right, sheet))

    @property
    def sheet(self) -> Optional[str]:
        return self.start.sheet

    @property
    def rows(self) -> int:
        return self.end.row - self.start.row + 1

    @property
    def columns(self) -> int:
        return self.end.col - self.start.col + 1

    @property
    def size(self) -> int:
        return self.rows * self.columns

    def cells(self) -> Iterator[CellRef]:
        """Cells row by row, left to right."""
        for row in range(self.start.row, self.end.row + 1):
            for col in range(self.start.col, self.end.col + 1):
                yield CellRef(col, row, self.sheet)

    def contains(self, ref: CellRef) -> bool:
        return (
            (ref.sheet or None) == (self.sheet or None)
            and self.start.col <= ref.col <= self.end.col
            and self.start.row <= ref.row <= self.end.row
        )

    def offset(self, d_col: int, d_row: int) -> "RangeRef":
        return RangeRef(self.start.offset(d_col, d_row), self.end.offset(d_col, d_row))

    def to_formula(self, current_sheet: Optional[str] = None) -> str:
        start = self.start.to_formula(current_sheet)
        end = CellRef(self.end.col, self.end.row, None, self.end.abs_col, self.end.abs_row).to_formula()
        return f"{start}:{end}"

    def __str__(self) -> str:
        return self.to_formula()


# ---------------------------------------------------------------------------
# Tokenizer
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Token:
    kind: str  # NUMBER STRING BOOL ERROR REF NAME FUNC OP LPAREN RPAREN COMMA PERCENT END
    text: str
    position: int


_TOKEN_SPECS = [
    ("WS", r"[ \t\r\n]+"),
    ("STRING", r'"(?:[^"]|"")*"'),
    ("ERROR", r"#(?:DIV/0!|VALUE!|REF!|NAME\?|N/A|NUM!|NULL!|CIRC!)"),
    ("REF", r"(?:(?:'(?:[^']|'')+'|[A-Za-z_][A-Za-z0-9_.]*)!)?\$?[A-Za-z]{1,3}\$?[0-9]+(?::\$?[A-Za-z]{1,3}\$?[0-9]+)?(?![A-Za-z0-9_(])"),
    ("NUMBER", r"(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"),
    ("FUNC", r"[A-Za-z_][A-Za-z0-9_.]*(?=\s*\()"),
    ("NAME", r"[A-Za-z_][A-Za-z0-9_.]*"),
    ("OP", r"<>|<=|>=|[-+*/^&=<>]"),
    ("PERCENT", r"%"),
    ("LPAREN", r"\("),
    ("RPAREN", r"\)"),
    ("COMMA", r"[,;]"),
]
_TOKEN_RE = re.compile("|".join(f"(?P<{name}>{pattern})" for name, pattern in _TOKEN_SPECS))


def tokenize(text: str) -> List[Token]:
    """Split a formula (without its leading ``=``) into tokens.

    ``TRUE``/``FALSE`` become BOOL tokens unless they are called as functions. A
    semicolon is accepted as an argument separator, as in locales that use a decimal comma.
    """
    tokens: List[Token] = []
    position = 0
    while position < len(text):
        match = _TOKEN_RE.match(text, position)
        if not match:
            raise FormulaSyntaxError(f"unexpected character {text[position]!r}", text, position)
        kind = match.lastgroup or ""
        value = match.group()
        if kind != "WS":
            if kind == "NAME" and value.upper() in ("TRUE", "FALSE"):
                kind = "BOOL"
            tokens.append(Token(kind, value, position))
        position = match.end()
    tokens.append(Token("END", "", len(text)))
    return tokens


# ---------------------------------------------------------------------------
# Syntax tree
# ---------------------------------------------------------------------------


class Node:
    """Base class of formula syntax-tree nodes."""

    def children(self) -> Sequence["Node"]:
        return ()

    def refs(self) -> Iterator[Union[CellRef, RangeRef]]:
        """Every cell and range reference in the subtree, in source order."""
        for child in self.children():
            yield from child.refs()

    def names(self) -> Iterator[str]:
        for child in self.children():
            yield from child.names()

    def offset(self, d_col: int, d_row: int) -> "Node":
        """A copy of the subtree as it reads when its formula is copied d_col/d_row away."""
        return self

    def to_formula(self, sheet: Optional[str] = None) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class Number(Node):
    value: float

    def to_formula(self, sheet: Optional[str] = None) -> str:
        return format_number(self.value)


@dataclass(frozen=True)
class Text(Node):
    value: str

    def to_formula(self, sheet: Optional[str] = None) -> str:
        return '"' + self.value.replace('"', '""') + '"'


@dataclass(frozen=True)
class Bool(Node):
    value: bool

    def to_formula(self, sheet: Optional[str] = None) -> str:
        return "TRUE" if self.value else "FALSE"


@dataclass(frozen=True)
class ErrorLiteral(Node):
    error: FormulaError

    def to_formula(self, sheet: Optional[str] = None) -> str:
        return self.error.code


@dataclass(frozen=True)
class Reference(Node):
    ref: CellRef

    def refs(self) -> Iterator[Union[CellRef, RangeRef]]:
        yield self.ref

    def offset(self, d_col: int, d_row: int) -> Node:
        try:
            return Reference(self.ref.offset(d_col, d_row))
        except ValueError:
            return ErrorLiteral(REF)

    def to_formula(self, sheet: Optional[str] = None) -> str:
        return self.ref.to_formula(sheet)


@dataclass(frozen=True)
class RangeNode(Node):
    ref: RangeRef

    def refs(self) -> Iterator[Union[CellRef, RangeRef]]:
        yield self.ref

    def offset(self, d_col: int, d_row: int) -> Node:
        try:
            return RangeNode(self.ref.offset(d_col, d_row))
        except ValueError:
            return ErrorLiteral(REF)

    def to_formula(self, sheet: Optional[str] = None) -> str:
        return self.ref.to_formula(sheet)


@dataclass(frozen=True)
class NameNode(Node):
    """A defined name (``TaxRate``), resolved by the workbook at evaluation time."""

    name: str

    def names(self) -> Iterator[str]:
        yield self.name.upper()

    def to_formula(self, sheet: Optional[str] = None) -> str:
        return self.name


@dataclass(frozen=True)
class Unary(Node):
    op: str
    operand: Node

    def children(self) -> Sequence[Node]:
        return (self.operand,)

    def offset(self, d_col: int, d_row: int) -> Node:
        return Unary(self.op, self.operand.offset(d_col, d_row))

    def to_formula(self, sheet: Optional[str] = None) -> str:
        return f"{self.op}{self.operand.to_formula(sheet)}"


@dataclass(frozen=True)
class Percent(Node):
    operand: Node

    def children(self) -> Sequence[Node]:
        return (self.operand,)

    def offset(self, d_col: int, d_row: int) -> Node:
        return Percent(self.operand.offset(d_col, d_row))

    def to_formula(self, sheet: Optional[str] = None) -> str:
        return f"{self.operand.to_formula(sheet)}%"


#: Binding strength of binary operators; higher binds tighter. Unary minus and percent
#: bind tighter than all of them (so -2^2 is 4, as in spreadsheets, not -4).
PRECEDENCE = {
    "=": 1, "<>": 1, "<": 1, ">": 1, "<=": 1, ">=": 1,
    "&": 2,
    "+": 3, "-": 3,
    "*": 4, "/": 4,
    "^": 5,
}


@dataclass(frozen=True)
class Binary(Node):
    op: str
    left: Node
    right: Node

    def children(self) -> Sequence[Node]:
        return (self.left, self.right)

    def offset(self, d_col: int, d_row: int) -> Node:
        return Binary(self.op, self.left.offset(d_col, d_row), self.right.offset(d_col, d_row))

    def to_formula(self, sheet: Optional[str] = None) -> str:
        def side(node: Node, right_side: bool) -> str:
            text = node.to_formula(sheet)
            if isinstance(node, Binary):
                mine, theirs = PRECEDENCE[self.op], PRECEDENCE[node.op]
                # Operators are left-associative: a-(b-c) needs its parentheses, (a-b)-c not.
                if theirs < mine or (right_side and theirs == mine):
                    return f"({text})"
            return text

        return f"{side(self.left, False)}{self.op}{side(self.right, True)}"


@dataclass(frozen=True)
class Call(Node):
    name: str
    args: Tuple[Optional[Node], ...]

    def children(self) -> Sequence[Node]:
        return tuple(arg for arg in self.args if arg is not None)

    def offset(self, d_col: int, d_row: int) -> Node:
        return Call(self.name, tuple(None if a is None else a.offset(d_col, d_row) for a in self.args))

    def to_formula(self, sheet: Optional[str] = None) -> str:
        inner = ",".join("" if a is None else a.to_formula(sheet) for a in self.args)
        return f"{self.name}({inner})"


# ---------------------------------------------------------------------------
# Parser
# ---------------------------------------------------------------------------


class Parser:
    """Recursive-descent parser over the token list, one method per precedence level.

    Grammar (lowest precedence first)::

        comparison := concat (("=" | "<>" | "<" | ">" | "<=" | ">=") concat)*
        concat     := additive ("&" additive)*
        additive   := term (("+" | "-") term)*
        term       := power (("*" | "/") power)*
        power      := percent ("^" percent)*
        percent    := unary "%"*
        unary      := ("+" | "-") unary | primary
        primary    := NUMBER | STRING | BOOL | ERROR | REF | NAME | call | "(" comparison ")"
        call       := FUNC "(" [arg ("," arg)*] ")"     where an arg may be empty
    """

    def __init__(self, text: str, sheet: Optional[str] = None):
        self.text = text
        self.sheet = sheet
        self.tokens = tokenize(text)
        self.index = 0

    @property
    def current(self) -> Token:
        return self.tokens[self.index]

    def advance(self) -> Token:
        token = self.tokens[self.index]
        if token.kind != "END":
            self.index += 1
        return token

    def expect(self, kind: str, what: str) -> Token:
        token = self.current
        if token.kind != kind:
            found = token.text or "end of formula"
            raise FormulaSyntaxError(f"expected {what}, found {found!r}", self.text, token.position)
        return self.advance()

    def parse(self) -> Node:
        if self.current.kind == "END":
            raise FormulaSyntaxError("empty formula", self.text, 0)
        node = self.comparison()
        if self.current.kind != "END":
            raise FormulaSyntaxError(f"unexpected {self.current.text!r}", self.text, self.current.position)
        return node

    def _binary_level(self, operators: Tuple[str, ...], operand: Callable[[], Node]) -> Node:
        node = operand()
        while self.current.kind == "OP" and self.current.text in operators:
            op = self.advance().text
            node = Binary(op, node, operand())
        return node

    def comparison(self) -> Node:
        return self._binary_level(("=", "<>", "<", ">", "<=", ">="), self.concat)

    def concat(self) -> Node:
        return self._binary_level(("&",), self.additive)

    def additive(self) -> Node:
        return self._binary_level(("+", "-"), self.term)

    def term(self) -> Node:
        return self._binary_level(("*", "/"), self.power)

    def power(self) -> Node:
        return self._binary_level(("^",), self.percent)

    def percent(self) -> Node:
        node = self.unary()
        while self.current.kind == "PERCENT":
            self.advance()
            node = Percent(node)
        return node

    def unary(self) -> Node:
        if self.current.kind == "OP" and self.current.text in ("+", "-"):
            op = self.advance().text
            operand = self.unary()
            if op == "+":
                return operand
            if isinstance(operand, Number):
                return Number(-operand.value)
            return Unary(op, operand)
        return self.primary()

    def primary(self) -> Node:
        token = self.current
        if token.kind == "NUMBER":
            self.advance()
            return Number(float(token.text))
        if token.kind == "STRING":
            self.advance()
            return Text(token.text[1:-1].replace('""', '"'))
        if token.kind == "BOOL":
            self.advance()
            return Bool(token.text.upper() == "TRUE")
        if token.kind == "ERROR":
            self.advance()
            return ErrorLiteral(ERROR_CODES[token.text.upper()])
        if token.kind == "REF":
            self.advance()
            try:
                if ":" in token.text:
                    return RangeNode(RangeRef.parse(token.text, None))
                return Reference(CellRef.parse(token.text, None))
            except ValueError as err:
                raise FormulaSyntaxError(str(err), self.text, token.position) from None
        if token.kind == "FUNC":
            return self.call()
        if token.kind == "NAME":
            self.advance()
            return NameNode(token.text)
        if token.kind == "LPAREN":
            self.advance()
            node = self.comparison()
            self.expect("RPAREN", "')'")
            return node
        found = token.text or "end of formula"
        raise FormulaSyntaxError(f"unexpected {found!r}", self.text, token.position)

    def call(self) -> Node:
        name = self.advance().text.upper()
        self.expect("LPAREN", "'('")
        args: List[Optional[Node]] = []
        if self.current.kind == "RPAREN":
            self.advance()
            return Call(name, ())
        while True:
            if self.current.kind in ("COMMA", "RPAREN"):
                args.append(None)
            else:
                args.append(self.comparison())
            if self.current.kind == "COMMA":
                self.advance()
                continue
            self.expect("RPAREN", "',' or ')'")
            return Call(name, tuple(args))


def parse_formula(text: str, sheet: Optional[str] = None) -> Node:
    """Parse a formula, with or without its leading ``=``.

    :raises FormulaSyntaxError: with the position of the offending token.
    """
    body = text[1:] if text.startswith("=") else text
    return Parser(body, sheet).parse()


# ---------------------------------------------------------------------------
# Values: coercion, dates, number formats
# ---------------------------------------------------------------------------


def format_number(value: float) -> str:
    """General number format: integers without a decimal point, others with up to 15
    significant digits and no trailing zeros (1/3 -> 0.333333333333333)."""
    if math.isinf(value) or math.isnan(value):
        return NUM.code
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    text = f"{value:.15g}"
    if "e" in text:
        mantissa, exponent = text.split("e")
        return f"{mantissa}E{int(exponent):+03d}"
    return text


def date_to_serial(day: date) -> float:
    return float((day - EPOCH).days)


def serial_to_date(serial: float) -> date:
    """The calendar day of a serial number (the fraction, a time of day, is ignored).

    :raises EvaluationAbort: ``#NUM!`` for serials before day 0 or after 9999-12-31.
    """
    if serial < 0 or serial > 2958465:
        raise EvaluationAbort(NUM)
    return EPOCH + timedelta(days=int(serial))


_DATE_TEXT_FORMATS = (
    re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$"),  # ISO, year first
    re.compile(r"^(\d{4})/(\d{1,2})/(\d{1,2})$"),
)


def parse_date_text(text: str) -> Optional[float]:
    """Serial number of an ISO-like date string, or None when the text is not a date."""
    for pattern in _DATE_TEXT_FORMATS:
        match = pattern.match(text.strip())
        if match:
            year, month, day = (int(g) for g in match.groups())
            try:
                return date_to_serial(date(year, month, day))
            except ValueError:
                return None
    return None


_NUMERIC_TEXT_RE = re.compile(r"^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:[eE][+-]?\d+)?%?$")


def text_to_number(text: str) -> Optional[float]:
    """The number a text spells, as spreadsheets read typed input: "12", " 1,234.5 ",
    "15%", "1e3", or an ISO date. None when it is not a number."""
    stripped = text.strip()
    if not stripped or not any(ch.isdigit() for ch in stripped):
        return None
    if _NUMERIC_TEXT_RE.match(stripped):
        percent = stripped.endswith("%")
        number = float(stripped.rstrip("%").replace(",", ""))
        return number / 100 if percent else number
    return parse_date_text(stripped)


def to_number(value: Value) -> float:
    """Coerce a scalar for arithmetic. Empty is 0, TRUE is 1, numeric text is read.

    :raises EvaluationAbort: with the error itself for error values, ``#VALUE!`` for text
        that is not a number.
    """
    if value is None:
        return 0.0
    if isinstance(value, FormulaError):
        raise EvaluationAbort(value)
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, (int, float)):
        return float(value)
    number = text_to_number(value)
    if number is None:
        raise EvaluationAbort(VALUE)
    return number


def to_text(value: Value) -> str:
    if value is None:
        return ""
    if isinstance(value, FormulaError):
        raise EvaluationAbort(value)
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, (int, float)):
        return format_number(float(value))
    return value


def to_bool(value: Value) -> bool:
    if value is None:
        return False
    if isinstance(value, FormulaError):
        raise EvaluationAbort(value)
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return value != 0
    upper = value.strip().upper()
    if upper == "TRUE":
        return True
    if upper == "FALSE":
        return False
    raise EvaluationAbort(VALUE)


def type_rank(value: Value) -> int:
    """Sort order across types: numbers, then text, then booleans (errors last)."""
    if isinstance(value, bool):
        return 2
    if isinstance(value, (int, float)):
        return 0
    if isinstance(value, str):
        return 1
    return 3


def check_number(value: float) -> float:
    """Turn results that spreadsheets cannot show into ``#NUM!``."""
    if math.isnan(value) or math.isinf(value):
        raise EvaluationAbort(NUM)
    return value


_MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August",
                "September", "October", "November", "December"]
_DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _format_date(serial: float, fmt: str) -> str:
    day = serial_to_date(serial)
    tokens = re.findall(r"yyyy|yy|mmmm|mmm|mm|m|dddd|ddd|dd|d|[^ymd]+", fmt)
    out = []
    for token in tokens:
        lower = token.lower()
        if lower == "yyyy":
            out.append(f"{day.year:04d}")
        elif lower == "yy":
            out.append(f"{day.year % 100:02d}")
        elif lower == "mmmm":
            out.append(_MONTH_NAMES[day.month - 1])
        elif lower == "mmm":
            out.append(_MONTH_NAMES[day.month - 1][:3])
        elif lower == "mm":
            out.append(f"{day.month:02d}")
        elif lower == "m":
            out.append(str(day.month))
        elif lower == "dddd":
            out.append(_DAY_NAMES[day.weekday()])
        elif lower == "ddd":
            out.append(_DAY_NAMES[day.weekday()][:3])
        elif lower == "dd":
            out.append(f"{day.day:02d}")
        elif lower == "d":
            out.append(str(day.day))
        else:
            out.append(token)
    return "".join(out)


def _format_fixed(value: float, fmt: str) -> str:
    """Numeric formats built from 0, #, "," and "." with literal prefix/suffix text."""
    match = re.match(r"^(?P<prefix>[^0#,.%]*)(?P<body>[0#,]*(?:\.[0#]+)?)(?P<percent>%?)(?P<suffix>.*)$", fmt)
    if not match or not match.group("body"):
        return format_number(value)
    body = match.group("body")
    if match.group("percent"):
        value *= 100
    decimals = len(body.split(".", 1)[1]) if "." in body else 0
    grouping = "," in body.split(".")[0]
    # Spreadsheets round half away from zero; format() would round half to even.
    scaled = math.floor(abs(value) * 10 ** decimals + 0.5 + 1e-9) / 10 ** decimals
    text = f"{scaled:,.{decimals}f}" if grouping else f"{scaled:.{decimals}f}"
    if value < 0 and scaled != 0:
        text = "-" + text
    return f"{match.group('prefix')}{text}{match.group('percent')}{match.group('suffix')}"


def format_value(value: Value, fmt: str) -> str:
    """Render a value with a number format, as the TEXT function does.

    Supported: ``General``, fixed formats (``0``, ``0.00``, ``#,##0.00``, ``$#,##0``),
    percentages (``0%``, ``0.0%``) and dates (``yyyy-mm-dd``, ``dd/mm/yyyy``,
    ``mmm d, yyyy``, ``dddd``).
    """
    if isinstance(value, FormulaError):
        raise EvaluationAbort(value)
    if fmt.strip().lower() in ("", "general"):
        return to_text(value)
    if isinstance(value, str) and text_to_number(value) is None:
        return value
    number = to_number(value)
    if re.search(r"[ymd]", fmt, re.IGNORECASE):
        return _format_date(number, fmt)
    return _format_fixed(number, fmt)


# ---------------------------------------------------------------------------
# Evaluation
# ---------------------------------------------------------------------------


@dataclass
class RangeValue:
    """The values of a range, row by row. Functions receive ranges in this form; operators
    collapse them to one value first (see ``Evaluator.scalar``)."""

    rows: List[List[Value]]
    ref: Optional[RangeRef] = None

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0

    def flat(self) -> List[Value]:
        return [value for row in self.rows for value in row]

    def at(self, row: int, col: int) -> Value:
        """0-based access; out of bounds is ``#REF!``."""
        if not (0 <= row < self.height and 0 <= col < self.width):
            raise EvaluationAbort(REF)
        return self.rows[row][col]

    def column(self, index: int) -> List[Value]:
        return [row[index] for row in self.rows]

    def row(self, index: int) -> List[Value]:
        return list(self.rows[index])


Argument = Union[Value, RangeValue]


@dataclass
class CallContext:
    """What a function that asked for ``context=True`` gets as its first argument."""

    evaluator: "Evaluator"
    sheet: str
    cell: Optional[CellRef]

    def today(self) -> date:
        return self.evaluator.workbook.today()


class Thunk:
    """A not-yet-evaluated argument, for functions that evaluate lazily (IF, IFERROR...)."""

    def __init__(self, evaluator: "Evaluator", node: Optional[Node], sheet: str, cell: Optional[CellRef]):
        self._evaluator = evaluator
        self._node = node
        self._sheet = sheet
        self._cell = cell

    @property
    def omitted(self) -> bool:
        return self._node is None

    def value(self) -> Argument:
        if self._node is None:
            return None
        return self._evaluator.evaluate_argument(self._node, self._sheet, self._cell)

    def scalar(self) -> Value:
        if self._node is None:
            return None
        return self._evaluator.scalar(self._node, self._sheet, self._cell)


@dataclass
class FunctionSpec:
    name: str
    impl: Callable[..., Argument]
    min_args: int
    max_args: Optional[int]
    lazy: bool = False
    errors_ok: bool = False
    context: bool = False


FUNCTIONS: Dict[str, FunctionSpec] = {}


def worksheet_function(name: str, min_args: int = 0, max_args: Optional[int] = None, *,
                       lazy: bool = False, errors_ok: bool = False, context: bool = False):
    """Register ``fn`` as the worksheet function ``name``.

    ``lazy`` functions receive ``Thunk`` objects; ``errors_ok`` functions receive error
    arguments instead of having them propagate; ``context`` functions get a CallContext
    first. ``max_args=None`` means any number.
    """

    def register(fn: Callable[..., Argument]) -> Callable[..., Argument]:
        FUNCTIONS[name] = FunctionSpec(name, fn, min_args, max_args, lazy, errors_ok, context)
        return fn

    return register


class Evaluator:
    """Evaluates syntax trees against a workbook.

    The evaluator is stateless apart from the workbook it reads, so one instance serves
    every cell. Error values never raise out of ``evaluate``.
    """

    ARITHMETIC = ("+", "-", "*", "/", "^")
    COMPARISON = ("=", "<>", "<", ">", "<=", ">=")

    def __init__(self, workbook: "Workbook"):
        self.workbook = workbook

    # -- entry points -----------------------------------------------------------------

    def evaluate(self, node: Node, sheet: str, cell: Optional[CellRef] = None) -> Value:
        """The value of a formula in ``cell`` on ``sheet``: a scalar, never a range."""
        try:
            result = self.scalar(node, sheet, cell)
        except EvaluationAbort as abort:
            return abort.error
        except RecursionError:
            return CIRC
        if isinstance(result, float):
            if math.isnan(result) or math.isinf(result):
                return NUM
            if result == 0:
                return 0.0  # no negative zero in cells
        return result

    def evaluate_argument(self, node: Node, sheet: str, cell: Optional[CellRef]) -> Argument:
        """Like ``evaluate`` but keeps ranges as RangeValue (for function arguments)."""
        return self._eval(node, sheet, cell)

    def scalar(self, node: Node, sheet: str, cell: Optional[CellRef]) -> Value:
        value = self._eval(node, sheet, cell)
        if isinstance(value, RangeValue):
            return self._implicit_intersection(value, cell)
        return value

    # -- dispatch ---------------------------------------------------------------------

    def _eval(self, node: Node, sheet: str, cell: Optional[CellRef]) -> Argument:
        if isinstance(node, Number):
            return node.value
        if isinstance(node, Text):
            return node.value
        if isinstance(node, Bool):
            return node.value
        if isinstance(node, ErrorLiteral):
            return node.error
        if isinstance(node, Reference):
            return self._reference(node.ref, sheet)
        if isinstance(node, RangeNode):
            return self._range(node.ref, sheet)
        if isinstance(node, NameNode):
            return self._name(node, sheet, cell)
        if isinstance(node, Unary):
            operand = self.scalar(node.operand, sheet, cell)
            if isinstance(operand, FormulaError):
                return operand
            return -to_number(operand)
        if isinstance(node, Percent):
            operand = self.scalar(node.operand, sheet, cell)
            if isinstance(operand, FormulaError):
                return operand
            return to_number(operand) / 100
        if isinstance(node, Binary):
            return self._binary(node, sheet, cell)
        if isinstance(node, Call):
            return self._call(node, sheet, cell)
        raise TypeError(f"cannot evaluate {type(node).__name__}")

    def _reference(self, ref: CellRef, sheet: str) -> Value:
        target = ref.sheet or sheet
        if not self.workbook.has_sheet(target):
            return REF
        return self.workbook.value_at(target, ref.col, ref.row)

    def _range(self, ref: RangeRef, sheet: str) -> Argument:
        target = ref.sheet or sheet
        if not self.workbook.has_sheet(target):
            return REF
        rows = [
            [self.workbook.value_at(target, col, row) for col in range(ref.start.col, ref.end.col + 1)]
            for row in range(ref.start.row, ref.end.row + 1)
        ]
        return RangeValue(rows, ref)

    def _name(self, node: NameNode, sheet: str, cell: Optional[CellRef]) -> Argument:
        target = self.workbook.defined_name(node.name)
        if target is None:
            return NAME
        return self._eval(target, sheet, cell)

    def _implicit_intersection(self, value: RangeValue, cell: Optional[CellRef]) -> Value:
        """Collapse a range to one value where a single value is needed.

        A 1x1 range is its value. A one-column range used in a cell on one of its rows
        yields that row's value (and likewise for a one-row range), as spreadsheets do
        without array formulas. Anything else is ``#VALUE!``.
        """
        if value.height == 1 and value.width == 1:
            return value.rows[0][0]
        if cell is not None and value.ref is not None:
            ref = value.ref
            if value.width == 1 and ref.start.row <= cell.row <= ref.end.row:
                return value.rows[cell.row - ref.start.row][0]
            if value.height == 1 and ref.start.col <= cell.col <= ref.end.col:
                return value.rows[0][cell.col - ref.start.col]
        return VALUE

    # -- operators --------------------------------------------------------------------

    def _binary(self, node: Binary, sheet: str, cell: Optional[CellRef]) -> Value:
        left = self.scalar(node.left, sheet, cell)
        if isinstance(left, FormulaError):
            return left
        right = self.scalar(node.right, sheet, cell)
        if isinstance(right, FormulaError):
            return right
        if node.op in self.ARITHMETIC:
            return self._arithmetic(node.op, left, right)
        if node.op == "&":
            return to_text(left) + to_text(right)
        return self._compare(node.op, left, right)

    def _arithmetic(self, op: str, left: Value, right: Value) -> Value:
        a, b = to_number(left), to_number(right)
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op == "/":
            if b == 0:
                return DIV0
            return a / b
        # Power: 0^0 and roots of negative numbers have no real value.
        if a == 0 and b == 0:
            return NUM
        if a < 0 and b != int(b):
            return NUM
        try:
            return check_number(a ** b)
        except OverflowError:
            return NUM
        except ZeroDivisionError:
            return DIV0

    @staticmethod
    def _align_blank(left: Value, right: Value) -> Tuple[Value, Value]:
        """An empty cell compares as the zero value of the other side's type."""
        if left is None and right is None:
            return 0.0, 0.0
        if left is None:
            left = "" if isinstance(right, str) else (False if isinstance(right, bool) else 0.0)
        if right is None:
            right = "" if isinstance(left, str) else (False if isinstance(left, bool) else 0.0)
        return left, right

    def _compare(self, op: str, left: Value, right: Value) -> Value:
        """Compare two scalars with a comparison operator, as spreadsheets do.

        Values of different types never coerce: numbers sort before text and text before
        booleans, so ``"1"=1`` is FALSE and ``"a">99`` is TRUE. Numbers within EPSILON
        (relative) are equal. An empty cell compares as 0, "" or FALSE, matching the
        other operand.
        """
        if isinstance(left, FormulaError):
            return left
        if isinstance(right, FormulaError):
            return right
        left, right = self._align_blank(left, right)
        left_rank, right_rank = type_rank(left), type_rank(right)
        if left_rank != right_rank:
            order = -1 if left_rank < right_rank else 1
        elif isinstance(left, str) and isinstance(right, str):
            order = (left > right) - (left < right)
        elif isinstance(left, bool) or isinstance(right, bool):
            order = int(bool(left)) - int(bool(right))
        else:
            a, b = float(left), float(right)  # type: ignore[arg-type]
            scale = max(1.0, abs(a), abs(b))
            order = 0 if abs(a - b) <= EPSILON * scale else (1 if a > b else -1)
        if op == "=":
            return order == 0
        if op == "<>":
            return order != 0
        if op == "<":
            return order < 0
        if op == ">":
            return order > 0
        if op == "<=":
            return order <= 0
        return order >= 0

    # -- functions --------------------------------------------------------------------

    def _call(self, node: Call, sheet: str, cell: Optional[CellRef]) -> Argument:
        spec = FUNCTIONS.get(node.name)
        if spec is None:
            return NAME
        count = len(node.args)
        if count < spec.min_args or (spec.max_args is not None and count > spec.max_args):
            return FormulaError(VALUE.code, f"{node.name} takes {self._arity(spec)} arguments, got {count}")
        if spec.lazy:
            args: List[Any] = [Thunk(self, arg, sheet, cell) for arg in node.args]
        else:
            args = []
            for arg in node.args:
                value = None if arg is None else self._eval(arg, sheet, cell)
                if isinstance(value, FormulaError) and not spec.errors_ok:
                    return value
                args.append(value)
        if spec.context:
            args.insert(0, CallContext(self, sheet, cell))
        try:
            return spec.impl(*args)
        except EvaluationAbort as abort:
            return abort.error
        except (OverflowError, ValueError):
            return NUM
        except ZeroDivisionError:
            return DIV0

    @staticmethod
    def _arity(spec: FunctionSpec) -> str:
        if spec.max_args is None:
            return f"at least {spec.min_args}"
        if spec.max_args == spec.min_args:
            return str(spec.min_args)
        return f"{spec.min_args} to {spec.max_args}"


# ---------------------------------------------------------------------------
# Helpers for function implementations
# ---------------------------------------------------------------------------


def scalar_arg(value: Argument) -> Value:
    """A single value from an argument; a 1x1 range is its value, larger ranges #VALUE!."""
    if isinstance(value, RangeValue):
        if value.height == 1 and value.width == 1:
            return value.rows[0][0]
        raise EvaluationAbort(VALUE)
    return value


def number_arg(value: Argument) -> float:
    scalar = scalar_arg(value)
    if isinstance(scalar, FormulaError):
        raise EvaluationAbort(scalar)
    return to_number(scalar)


def int_arg(value: Argument) -> int:
    """Integer argument, truncated toward zero as spreadsheets do (2.9 -> 2)."""
    return int(number_arg(value))


def text_arg(value: Argument) -> str:
    return to_text(scalar_arg(value))


def bool_arg(value: Argument) -> bool:
    return to_bool(scalar_arg(value))


def iter_values(args: Iterable[Argument]) -> Iterator[Tuple[Value, bool]]:
    """Every value in the arguments with a flag saying whether it came from a range.

    Spreadsheet aggregates treat the two differently: text typed directly as an argument
    is converted ("3" counts as 3), text inside a range is skipped.
    """
    for arg in args:
        if isinstance(arg, RangeValue):
            for value in arg.flat():
                yield value, True
        else:
            yield arg, False


def collect_numbers(args: Iterable[Argument], *, include_logical_in_ranges: bool = False) -> List[float]:
    """The numbers an aggregate such as SUM or AVERAGE works on.

    Errors anywhere raise. Empty cells and text in ranges are skipped; booleans in ranges
    are skipped unless ``include_logical_in_ranges`` (the ...A variants count them).
    """
    numbers: List[float] = []
    for value, from_range in iter_values(args):
        if isinstance(value, FormulaError):
            raise EvaluationAbort(value)
        if value is None:
            continue
        if from_range:
            if isinstance(value, bool):
                if include_logical_in_ranges:
                    numbers.append(1.0 if value else 0.0)
            elif isinstance(value, (int, float)):
                numbers.append(float(value))
            elif include_logical_in_ranges:
                numbers.append(0.0)
        else:
            numbers.append(to_number(value))
    return numbers


def as_range(value: Argument) -> RangeValue:
    """Ranges as they are; a scalar as a 1x1 range (so lookups accept literal arrays of one)."""
    if isinstance(value, RangeValue):
        return value
    return RangeValue([[value]])


def wildcard_regex(pattern: str) -> "re.Pattern[str]":
    """Spreadsheet wildcards: ``*`` any run, ``?`` one character, ``~`` escapes either."""
    out = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "~" and i + 1 < len(pattern) and pattern[i + 1] in "*?~":
            out.append(re.escape(pattern[i + 1]))
            i += 2
            continue
        if ch == "*":
            out.append(".*")
        elif ch == "?":
            out.append(".")
        else:
            out.append(re.escape(ch))
        i += 1
    return re.compile("^" + "".join(out) + "$", re.IGNORECASE | re.DOTALL)


def criteria_predicate(criterion: Value) -> Callable[[Value], bool]:
    """The test COUNTIF, SUMIF and friends apply to each cell.

    A criterion is a value to match (text case-insensitively, with wildcards), or text
    starting with an operator: ``">=10"``, ``"<>done"``, ``"="`` (matches empty cells).
    """
    if isinstance(criterion, FormulaError):
        raise EvaluationAbort(criterion)
    if criterion is None:
        criterion = ""
    if isinstance(criterion, (bool, int, float)):
        target = criterion
        return lambda value: value is not None and type_rank(value) == type_rank(target) and value == target
    match = re.match(r"^(<>|<=|>=|=|<|>)?(.*)$", criterion, re.DOTALL)
    assert match is not None  # the pattern matches every string
    op, operand = match.group(1) or "=", match.group(2)
    number = text_to_number(operand)
    upper = operand.upper()
    if number is not None:
        def numeric(value: Value) -> bool:
            if isinstance(value, bool) or value is None:
                return op == "<>"
            candidate = value if isinstance(value, (int, float)) else text_to_number(value) if isinstance(value, str) else None
            if candidate is None:
                return op == "<>"
            return _apply_comparison(op, (candidate > number) - (candidate < number))
        return numeric
    if upper in ("TRUE", "FALSE") and op in ("=", "<>"):
        flag = upper == "TRUE"
        return lambda value: (isinstance(value, bool) and value == flag) == (op == "=")
    if operand == "":
        if op == "=":
            return lambda value: value is None or value == ""
        if op == "<>":
            return lambda value: value is not None and value != ""
    if op in ("=", "<>"):
        pattern = wildcard_regex(operand)
        if op == "=":
            return lambda value: isinstance(value, str) and bool(pattern.match(value))
        return lambda value: not (isinstance(value, str) and bool(pattern.match(value)))
    folded = operand.casefold()

    def textual(value: Value) -> bool:
        if not isinstance(value, str):
            return False
        other = value.casefold()
        return _apply_comparison(op, (other > folded) - (other < folded))

    return textual


def _apply_comparison(op: str, order: int) -> bool:
    return {
        "=": order == 0,
        "<>": order != 0,
        "<": order < 0,
        ">": order > 0,
        "<=": order <= 0,
        ">=": order >= 0,
    }[op]


# ---------------------------------------------------------------------------
# Function library: math and statistics
# ---------------------------------------------------------------------------


@worksheet_function("SUM", 1)
def fn_sum(*args: Argument) -> float:
    return math.fsum(collect_numbers(args))


@worksheet_function("PRODUCT", 1)
def fn_product(*args: Argument) -> float:
    numbers = collect_numbers(args)
    return math.prod(numbers) if numbers else 0.0


@worksheet_function("AVERAGE", 1)
def fn_average(*args: Argument) -> Value:
    numbers = collect_numbers(args)
    if not numbers:
        return DIV0
    return math.fsum(numbers) / len(numbers)


@worksheet_function("AVERAGEA", 1)
def fn_averagea(*args: Argument) -> Value:
    numbers = collect_numbers(args, include_logical_in_ranges=True)
    if not numbers:
        return DIV0
    return math.fsum(numbers) / len(numbers)


@worksheet_function("COUNT", 1, errors_ok=True)
def fn_count(*args: Argument) -> float:
    """Numbers only; errors are not counted and do not propagate."""
    count = 0
    for value, from_range in iter_values(args):
        if isinstance(value, bool):
            count += 0 if from_range else 1
        elif isinstance(value, (int, float)):
            count += 1
        elif isinstance(value, str) and not from_range and text_to_number(value) is not None:
            count += 1
    return float(count)


@worksheet_function("COUNTA", 1, errors_ok=True)
def fn_counta(*args: Argument) -> float:
    return float(sum(1 for value, _ in iter_values(args) if value is not None))


@worksheet_function("COUNTBLANK", 1, 1)
def fn_countblank(values: Argument) -> float:
    return float(sum(1 for value in as_range(values).flat() if value is None or value == ""))


@worksheet_function("MIN", 1)
def fn_min(*args: Argument) -> float:
    numbers = collect_numbers(args)
    return min(numbers) if numbers else 0.0


@worksheet_function("MAX", 1)
def fn_max(*args: Argument) -> float:
    numbers = collect_numbers(args)
    return max(numbers) if numbers else 0.0


@worksheet_function("MEDIAN", 1)
def fn_median(*args: Argument) -> Value:
    numbers = collect_numbers(args)
    if not numbers:
        return NUM
    return float(statistics.median(numbers))


@worksheet_function("MODE", 1)
def fn_mode(*args: Argument) -> Value:
    """The most frequent number; the first to reach that count wins ties. #N/A if none repeats."""
    numbers = collect_numbers(args)
    counts: Dict[float, int] = {}
    for number in numbers:
        counts[number] = counts.get(number, 0) + 1
    best = max(counts.values(), default=0)
    if best < 2:
        return NA
    return next(number for number in numbers if counts[number] == best)


@worksheet_function("STDEV", 1)
def fn_stdev(*args: Argument) -> Value:
    """Sample standard deviation (n - 1 in the denominator)."""
    numbers = collect_numbers(args)
    if len(numbers) < 2:
        return DIV0
    return statistics.stdev(numbers)


@worksheet_function("STDEVP", 1)
def fn_stdevp(*args: Argument) -> Value:
    numbers = collect_numbers(args)
    if not numbers:
        return DIV0
    return statistics.pstdev(numbers)


@worksheet_function("VAR", 1)
def fn_var(*args: Argument) -> Value:
    numbers = collect_numbers(args)
    if len(numbers) < 2:
        return DIV0
    return statistics.variance(numbers)


@worksheet_function("VARP", 1)
def fn_varp(*args: Argument) -> Value:
    numbers = collect_numbers(args)
    if not numbers:
        return DIV0
    return statistics.pvariance(numbers)


@worksheet_function("LARGE", 2, 2)
def fn_large(values: Argument, k: Argument) -> Value:
    numbers = sorted(collect_numbers([values]), reverse=True)
    index = int_arg(k)
    if not 1 <= index <= len(numbers):
        return NUM
    return numbers[index - 1]


@worksheet_function("SMALL", 2, 2)
def fn_small(values: Argument, k: Argument) -> Value:
    numbers = sorted(collect_numbers([values]))
    index = int_arg(k)
    if not 1 <= index <= len(numbers):
        return NUM
    return numbers[index - 1]


@worksheet_function("RANK", 2, 3)
def fn_rank(number: Argument, values: Argument, order: Argument = None) -> Value:
    """Rank of number among values: 1 for the largest (order 0) or the smallest (order 1).
    Equal numbers share the best rank."""
    target = number_arg(number)
    numbers = collect_numbers([values])
    if target not in numbers:
        return NA
    ascending = order is not None and number_arg(order) != 0
    if ascending:
        return float(1 + sum(1 for n in numbers if n < target))
    return float(1 + sum(1 for n in numbers if n > target))


@worksheet_function("PERCENTILE", 2, 2)
def fn_percentile(values: Argument, k: Argument) -> Value:
    """Inclusive percentile with linear interpolation between closest ranks."""
    numbers = sorted(collect_numbers([values]))
    fraction = number_arg(k)
    if not numbers or not 0 <= fraction <= 1:
        return NUM
    position = fraction * (len(numbers) - 1)
    lower = int(math.floor(position))
    upper = min(lower + 1, len(numbers) - 1)
    return numbers[lower] + (numbers[upper] - numbers[lower]) * (position - lower)


@worksheet_function("ABS", 1, 1)
def fn_abs(number: Argument) -> float:
    return abs(number_arg(number))


@worksheet_function("SIGN", 1, 1)
def fn_sign(number: Argument) -> float:
    value = number_arg(number)
    return float((value > 0) - (value < 0))


@worksheet_function("INT", 1, 1)
def fn_int(number: Argument) -> float:
    """Round down to the nearest integer (toward minus infinity: INT(-2.5) is -3)."""
    return float(math.floor(number_arg(number)))


@worksheet_function("TRUNC", 1, 2)
def fn_trunc(number: Argument, digits: Argument = None) -> float:
    value = number_arg(number)
    places = 0 if digits is None else int_arg(digits)
    factor = 10.0 ** places
    return math.trunc(value * factor) / factor


def _round_half_away(value: float, digits: int) -> float:
    """Round half away from zero at ``digits`` decimals (negative digits round to tens...).

    Python's round() rounds half to even and suffers from binary representation
    (round(2.675, 2) == 2.67); spreadsheets give 2.68, so go through the decimal string.
    """
    factor = 10.0 ** digits
    scaled = float(f"{abs(value) * factor:.9f}")
    rounded = math.floor(scaled + 0.5) / factor
    return math.copysign(rounded, value) if rounded else 0.0


@worksheet_function("ROUND", 2, 2)
def fn_round(number: Argument, digits: Argument) -> float:
    return _round_half_away(number_arg(number), int_arg(digits))


@worksheet_function("ROUNDUP", 2, 2)
def fn_roundup(number: Argument, digits: Argument) -> float:
    value, places = number_arg(number), int_arg(digits)
    factor = 10.0 ** places
    scaled = float(f"{abs(value) * factor:.9f}")
    return math.copysign(math.ceil(scaled) / factor, value)


@worksheet_function("ROUNDDOWN", 2, 2)
def fn_rounddown(number: Argument, digits: Argument) -> float:
    value, places = number_arg(number), int_arg(digits)
    factor = 10.0 ** places
    scaled = float(f"{abs(value) * factor:.9f}")
    return math.copysign(math.floor(scaled) / factor, value)


@worksheet_function("MROUND", 2, 2)
def fn_mround(number: Argument, multiple: Argument) -> Value:
    value, step = number_arg(number), number_arg(multiple)
    if step == 0:
        return 0.0
    if (value > 0) != (step > 0) and value != 0:
        return NUM
    return _round_half_away(value / step, 0) * step


@worksheet_function("CEILING", 1, 2)
def fn_ceiling(number: Argument, significance: Argument = None) -> Value:
    value = number_arg(number)
    step = 1.0 if significance is None else number_arg(significance)
    if step == 0:
        return 0.0
    if value > 0 and step < 0:
        return NUM
    return math.ceil(value / step - 1e-12) * step


@worksheet_function("FLOOR", 1, 2)
def fn_floor(number: Argument, significance: Argument = None) -> Value:
    value = number_arg(number)
    step = 1.0 if significance is None else number_arg(significance)
    if step == 0:
        return DIV0
    if value > 0 and step < 0:
        return NUM
    return math.floor(value / step + 1e-12) * step


@worksheet_function("MOD", 2, 2)
def fn_mod(number: Argument, divisor: Argument) -> Value:
    """Remainder with the sign of the divisor: MOD(-3, 2) is 1."""
    a, b = number_arg(number), number_arg(divisor)
    if b == 0:
        return DIV0
    return a - b * math.floor(a / b)


@worksheet_function("QUOTIENT", 2, 2)
def fn_quotient(numerator: Argument, denominator: Argument) -> Value:
    a, b = number_arg(numerator), number_arg(denominator)
    if b == 0:
        return DIV0
    return float(math.trunc(a / b))


@worksheet_function("POWER", 2, 2)
def fn_power(base: Argument, exponent: Argument) -> Value:
    a, b = number_arg(base), number_arg(exponent)
    if a == 0 and b == 0:
        return NUM
    if a == 0 and b < 0:
        return DIV0
    if a < 0 and b != int(b):
        return NUM
    return check_number(a ** b)


@worksheet_function("SQRT", 1, 1)
def fn_sqrt(number: Argument) -> Value:
    value = number_arg(number)
    if value < 0:
        return NUM
    return math.sqrt(value)


@worksheet_function("EXP", 1, 1)
def fn_exp(number: Argument) -> Value:
    return check_number(math.exp(number_arg(number)))


@worksheet_function("LN", 1, 1)
def fn_ln(number: Argument) -> Value:
    value = number_arg(number)
    if value <= 0:
        return NUM
    return math.log(value)


@worksheet_function("LOG", 1, 2)
def fn_log(number: Argument, base: Argument = None) -> Value:
    value = number_arg(number)
    b = 10.0 if base is None else number_arg(base)
    if value <= 0 or b <= 0:
        return NUM
    if b == 1:
        return DIV0
    return math.log(value, b)


@worksheet_function("LOG10", 1, 1)
def fn_log10(number: Argument) -> Value:
    value = number_arg(number)
    if value <= 0:
        return NUM
    return math.log10(value)


@worksheet_function("PI", 0, 0)
def fn_pi() -> float:
    return math.pi


@worksheet_function("EVEN", 1, 1)
def fn_even(number: Argument) -> float:
    """Round away from zero to the next even integer."""
    value = number_arg(number)
    result = math.ceil(abs(value))
    if result % 2:
        result += 1
    return math.copysign(result, value)


@worksheet_function("ODD", 1, 1)
def fn_odd(number: Argument) -> float:
    value = number_arg(number)
    result = math.ceil(abs(value))
    if result % 2 == 0:
        result += 1
    return math.copysign(result, value)


@worksheet_function("GCD", 1)
def fn_gcd(*args: Argument) -> Value:
    numbers = collect_numbers(args)
    if any(n < 0 for n in numbers):
        return NUM
    return float(math.gcd(*(int(n) for n in numbers)))


@worksheet_function("LCM", 1)
def fn_lcm(*args: Argument) -> Value:
    numbers = collect_numbers(args)
    if any(n < 0 for n in numbers):
        return NUM
    return float(math.lcm(*(int(n) for n in numbers)))


@worksheet_function("FACT", 1, 1)
def fn_fact(number: Argument) -> Value:
    value = int_arg(number)
    if value < 0:
        return NUM
    return float(math.factorial(value))


@worksheet_function("COMBIN", 2, 2)
def fn_combin(n: Argument, k: Argument) -> Value:
    total, chosen = int_arg(n), int_arg(k)
    if total < 0 or chosen < 0 or chosen > total:
        return NUM
    return float(math.comb(total, chosen))


def _paired_ranges(*ranges: Argument) -> List[RangeValue]:
    shaped = [as_range(r) for r in ranges]
    first = shaped[0]
    for other in shaped[1:]:
        if (other.height, other.width) != (first.height, first.width):
            raise EvaluationAbort(VALUE)
    return shaped


@worksheet_function("SUMPRODUCT", 1)
def fn_sumproduct(*arrays: Argument) -> float:
    """Sum of element-wise products; non-numbers count as 0, errors propagate."""
    shaped = _paired_ranges(*arrays)
    total = 0.0
    for values in zip(*(r.flat() for r in shaped)):
        product = 1.0
        for value in values:
            if isinstance(value, FormulaError):
                raise EvaluationAbort(value)
            product *= value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0
        total += product
    return total


@worksheet_function("SUMSQ", 1)
def fn_sumsq(*args: Argument) -> float:
    return math.fsum(n * n for n in collect_numbers(args))


@worksheet_function("SUMIF", 2, 3)
def fn_sumif(values: Argument, criterion: Argument, sum_values: Argument = None) -> float:
    test = criteria_predicate(scalar_arg(criterion))
    checked = as_range(values).flat()
    summed = as_range(sum_values).flat() if sum_values is not None else checked
    total = 0.0
    for candidate, value in zip(checked, summed):
        if test(candidate) and isinstance(value, (int, float)) and not isinstance(value, bool):
            total += value
        elif test(candidate) and isinstance(value, FormulaError):
            raise EvaluationAbort(value)
    return total


def _ifs_matches(pairs: Sequence[Argument]) -> List[bool]:
    """Row-by-row AND of (range, criterion) pairs, for the ...IFS functions."""
    if len(pairs) % 2:
        raise EvaluationAbort(VALUE)
    ranges = _paired_ranges(*pairs[0::2]) if pairs else []
    matches: Optional[List[bool]] = None
    for rng, criterion in zip(ranges, pairs[1::2]):
        test = criteria_predicate(scalar_arg(criterion))
        current = [test(value) for value in rng.flat()]
        matches = current if matches is None else [a and b for a, b in zip(matches, current)]
    return matches or []


@worksheet_function("SUMIFS", 3)
def fn_sumifs(sum_values: Argument, *pairs: Argument) -> float:
    matches = _ifs_matches(pairs)
    values = as_range(sum_values).flat()
    if len(values) != len(matches):
        return VALUE  # type: ignore[return-value]
    return math.fsum(v for v, ok in zip(values, matches) if ok and isinstance(v, (int, float)) and not isinstance(v, bool))


@worksheet_function("COUNTIF", 2, 2)
def fn_countif(values: Argument, criterion: Argument) -> float:
    test = criteria_predicate(scalar_arg(criterion))
    return float(sum(1 for value in as_range(values).flat() if test(value)))


@worksheet_function("COUNTIFS", 2)
def fn_countifs(*pairs: Argument) -> float:
    return float(sum(_ifs_matches(pairs)))


@worksheet_function("AVERAGEIF", 2, 3)
def fn_averageif(values: Argument, criterion: Argument, average_values: Argument = None) -> Value:
    test = criteria_predicate(scalar_arg(criterion))
    checked = as_range(values).flat()
    averaged = as_range(average_values).flat() if average_values is not None else checked
    picked = [v for c, v in zip(checked, averaged) if test(c) and isinstance(v, (int, float)) and not isinstance(v, bool)]
    if not picked:
        return DIV0
    return math.fsum(picked) / len(picked)


@worksheet_function("AVERAGEIFS", 3)
def fn_averageifs(average_values: Argument, *pairs: Argument) -> Value:
    matches = _ifs_matches(pairs)
    values = as_range(average_values).flat()
    picked = [v for v, ok in zip(values, matches) if ok and isinstance(v, (int, float)) and not isinstance(v, bool)]
    if not picked:
        return DIV0
    return math.fsum(picked) / len(picked)


@worksheet_function("MAXIFS", 3)
def fn_maxifs(max_values: Argument, *pairs: Argument) -> float:
    matches = _ifs_matches(pairs)
    picked = [v for v, ok in zip(as_range(max_values).flat(), matches) if ok and isinstance(v, (int, float)) and not isinstance(v, bool)]
    return max(picked) if picked else 0.0


@worksheet_function("MINIFS", 3)
def fn_minifs(min_values: Argument, *pairs: Argument) -> float:
    matches = _ifs_matches(pairs)
    picked = [v for v, ok in zip(as_range(min_values).flat(), matches) if ok and isinstance(v, (int, float)) and not isinstance(v, bool)]
    return min(picked) if picked else 0.0


# ---------------------------------------------------------------------------
# Function library: logic and information
# ---------------------------------------------------------------------------


@worksheet_function("TRUE", 0, 0)
def fn_true() -> bool:
    return True


@worksheet_function("FALSE", 0, 0)
def fn_false() -> bool:
    return False


@worksheet_function("IF", 1, 3, lazy=True)
def fn_if(condition: Thunk, if_true: Optional[Thunk] = None, if_false: Optional[Thunk] = None) -> Argument:
    """Only the chosen branch is evaluated, so IF(B1=0, 0, A1/B1) never divides by zero.
    An omitted branch yields FALSE when there are fewer than three arguments, else 0."""
    test = condition.scalar()
    if isinstance(test, FormulaError):
        return test
    chosen = if_true if to_bool(test) else if_false
    if chosen is None:
        return False
    if chosen.omitted:
        return 0.0
    return chosen.value()


@worksheet_function("IFS", 2, lazy=True)
def fn_ifs(*pairs: Thunk) -> Argument:
    if len(pairs) % 2:
        return VALUE
    for condition, result in zip(pairs[0::2], pairs[1::2]):
        test = condition.scalar()
        if isinstance(test, FormulaError):
            return test
        if to_bool(test):
            return result.value()
    return NA


@worksheet_function("IFERROR", 2, 2, lazy=True)
def fn_iferror(value: Thunk, fallback: Thunk) -> Argument:
    result = value.value()
    if isinstance(result, FormulaError):
        return fallback.value()
    return result


@worksheet_function("IFNA", 2, 2, lazy=True)
def fn_ifna(value: Thunk, fallback: Thunk) -> Argument:
    result = value.value()
    if isinstance(result, FormulaError) and result == NA:
        return fallback.value()
    return result


@worksheet_function("SWITCH", 3, lazy=True, context=True)
def fn_switch(ctx: CallContext, expression: Thunk, *cases: Thunk) -> Argument:
    """SWITCH(value, match1, result1, ..., [default]). Matching uses the = operator."""
    subject = expression.scalar()
    if isinstance(subject, FormulaError):
        return subject
    pairs = len(cases) // 2
    for i in range(pairs):
        candidate = cases[2 * i].scalar()
        if isinstance(candidate, FormulaError):
            return candidate
        equal = ctx.evaluator._compare("=", subject, candidate)
        if equal is True:
            return cases[2 * i + 1].value()
    if len(cases) % 2:
        return cases[-1].value()
    return NA


@worksheet_function("CHOOSE", 2, lazy=True)
def fn_choose(index: Thunk, *options: Thunk) -> Argument:
    position = int(to_number(index.scalar()))
    if not 1 <= position <= len(options):
        return VALUE
    return options[position - 1].value()


@worksheet_function("AND", 1)
def fn_and(*args: Argument) -> Value:
    seen = False
    for value, from_range in iter_values(args):
        if isinstance(value, FormulaError):
            return value
        if value is None or (from_range and isinstance(value, str)):
            continue
        seen = True
        if not to_bool(value):
            return False
    return True if seen else VALUE


@worksheet_function("OR", 1)
def fn_or(*args: Argument) -> Value:
    seen = False
    result = False
    for value, from_range in iter_values(args):
        if isinstance(value, FormulaError):
            return value
        if value is None or (from_range and isinstance(value, str)):
            continue
        seen = True
        result = result or to_bool(value)
    return result if seen else VALUE


@worksheet_function("XOR", 1)
def fn_xor(*args: Argument) -> Value:
    trues = 0
    seen = False
    for value, from_range in iter_values(args):
        if isinstance(value, FormulaError):
            return value
        if value is None or (from_range and isinstance(value, str)):
            continue
        seen = True
        trues += 1 if to_bool(value) else 0
    return (trues % 2 == 1) if seen else VALUE


@worksheet_function("NOT", 1, 1)
def fn_not(value: Argument) -> bool:
    return not bool_arg(value)


@worksheet_function("ISBLANK", 1, 1, errors_ok=True)
def fn_isblank(value: Argument) -> bool:
    return scalar_arg(value) is None


@worksheet_function("ISNUMBER", 1, 1, errors_ok=True)
def fn_isnumber(value: Argument) -> bool:
    scalar = scalar_arg(value)
    return isinstance(scalar, (int, float)) and not isinstance(scalar, bool)


@worksheet_function("ISTEXT", 1, 1, errors_ok=True)
def fn_istext(value: Argument) -> bool:
    return isinstance(scalar_arg(value), str)


@worksheet_function("ISNONTEXT", 1, 1, errors_ok=True)
def fn_isnontext(value: Argument) -> bool:
    return not isinstance(scalar_arg(value), str)


@worksheet_function("ISLOGICAL", 1, 1, errors_ok=True)
def fn_islogical(value: Argument) -> bool:
    return isinstance(scalar_arg(value), bool)


@worksheet_function("ISERROR", 1, 1, errors_ok=True)
def fn_iserror(value: Argument) -> bool:
    return isinstance(scalar_arg(value), FormulaError)


@worksheet_function("ISERR", 1, 1, errors_ok=True)
def fn_iserr(value: Argument) -> bool:
    scalar = scalar_arg(value)
    return isinstance(scalar, FormulaError) and scalar != NA


@worksheet_function("ISNA", 1, 1, errors_ok=True)
def fn_isna(value: Argument) -> bool:
    return scalar_arg(value) == NA


@worksheet_function("ISEVEN", 1, 1)
def fn_iseven(value: Argument) -> bool:
    return int(number_arg(value)) % 2 == 0


@worksheet_function("ISODD", 1, 1)
def fn_isodd(value: Argument) -> bool:
    return int(number_arg(value)) % 2 == 1


@worksheet_function("NA", 0, 0)
def fn_na() -> FormulaError:
    return NA


@worksheet_function("ERROR.TYPE", 1, 1, errors_ok=True)
def fn_error_type(value: Argument) -> Value:
    scalar = scalar_arg(value)
    order = ["#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A"]
    if isinstance(scalar, FormulaError) and scalar.code in order:
        return float(order.index(scalar.code) + 1)
    return NA


@worksheet_function("N", 1, 1)
def fn_n(value: Argument) -> float:
    scalar = scalar_arg(value)
    if isinstance(scalar, bool):
        return 1.0 if scalar else 0.0
    if isinstance(scalar, (int, float)):
        return float(scalar)
    return 0.0


@worksheet_function("T", 1, 1)
def fn_t(value: Argument) -> str:
    scalar = scalar_arg(value)
    return scalar if isinstance(scalar, str) else ""


# ---------------------------------------------------------------------------
# Function library: text
# ---------------------------------------------------------------------------


@worksheet_function("LEN", 1, 1)
def fn_len(text: Argument) -> float:
    return float(len(text_arg(text)))


@worksheet_function("LEFT", 1, 2)
def fn_left(text: Argument, count: Argument = None) -> Value:
    n = 1 if count is None else int_arg(count)
    if n < 0:
        return VALUE
    return text_arg(text)[:n]


@worksheet_function("RIGHT", 1, 2)
def fn_right(text: Argument, count: Argument = None) -> Value:
    n = 1 if count is None else int_arg(count)
    if n < 0:
        return VALUE
    value = text_arg(text)
    return value[len(value) - n:] if n else ""


@worksheet_function("MID", 3, 3)
def fn_mid(text: Argument, start: Argument, count: Argument) -> Value:
    first, n = int_arg(start), int_arg(count)
    if first < 1 or n < 0:
        return VALUE
    return text_arg(text)[first - 1:first - 1 + n]


@worksheet_function("UPPER", 1, 1)
def fn_upper(text: Argument) -> str:
    return text_arg(text).upper()


@worksheet_function("LOWER", 1, 1)
def fn_lower(text: Argument) -> str:
    return text_arg(text).lower()


@worksheet_function("PROPER", 1, 1)
def fn_proper(text: Argument) -> str:
    """Capitalise the first letter of every run of letters: "o'neil-smith" -> "O'Neil-Smith"."""
    return re.sub(r"[A-Za-z]+", lambda m: m.group(0)[0].upper() + m.group(0)[1:].lower(), text_arg(text))


@worksheet_function("TRIM", 1, 1)
def fn_trim(text: Argument) -> str:
    """Remove leading and trailing spaces and collapse inner runs of spaces to one."""
    return re.sub(r" {2,}", " ", text_arg(text).strip(" "))


@worksheet_function("CLEAN", 1, 1)
def fn_clean(text: Argument) -> str:
    return "".join(ch for ch in text_arg(text) if ord(ch) >= 32)


@worksheet_function("CONCATENATE", 1)
def fn_concatenate(*args: Argument) -> str:
    return "".join(text_arg(arg) for arg in args)


@worksheet_function("CONCAT", 1)
def fn_concat(*args: Argument) -> str:
    parts = []
    for value, _ in iter_values(args):
        if isinstance(value, FormulaError):
            raise EvaluationAbort(value)
        parts.append(to_text(value))
    return "".join(parts)


@worksheet_function("TEXTJOIN", 3)
def fn_textjoin(delimiter: Argument, ignore_empty: Argument, *args: Argument) -> str:
    separator = text_arg(delimiter)
    skip_empty = bool_arg(ignore_empty)
    parts = []
    for value, _ in iter_values(args):
        if isinstance(value, FormulaError):
            raise EvaluationAbort(value)
        text = to_text(value)
        if skip_empty and text == "":
            continue
        parts.append(text)
    return separator.join(parts)


@worksheet_function("REPT", 2, 2)
def fn_rept(text: Argument, count: Argument) -> Value:
    n = int_arg(count)
    if n < 0:
        return VALUE
    result = text_arg(text) * n
    if len(result) > 32767:
        return VALUE
    return result


@worksheet_function("EXACT", 2, 2)
def fn_exact(left: Argument, right: Argument) -> bool:
    """Case-sensitive text equality (the = operator ignores case)."""
    return text_arg(left) == text_arg(right)


@worksheet_function("FIND", 2, 3)
def fn_find(needle: Argument, haystack: Argument, start: Argument = None) -> Value:
    """1-based position of needle in haystack, case-sensitive, no wildcards."""
    first = 1 if start is None else int_arg(start)
    text = text_arg(haystack)
    if first < 1 or first > len(text) + 1:
        return VALUE
    index = text.find(text_arg(needle), first - 1)
    return VALUE if index < 0 else float(index + 1)


@worksheet_function("SEARCH", 2, 3)
def fn_search(needle: Argument, haystack: Argument, start: Argument = None) -> Value:
    """Like FIND but case-insensitive and with wildcards."""
    first = 1 if start is None else int_arg(start)
    text = text_arg(haystack)
    if first < 1 or first > len(text) + 1:
        return VALUE
    pattern = wildcard_regex(text_arg(needle)).pattern[1:-1]
    match = re.compile(pattern, re.IGNORECASE | re.DOTALL).search(text, first - 1)
    return VALUE if match is None else float(match.start() + 1)


@worksheet_function("SUBSTITUTE", 3, 4)
def fn_substitute(text: Argument, old: Argument, new: Argument, instance: Argument = None) -> Value:
    value, target, replacement = text_arg(text), text_arg(old), text_arg(new)
    if not target:
        return value
    if instance is None:
        return value.replace(target, replacement)
    which = int_arg(instance)
    if which < 1:
        return VALUE
    index = -1
    for _ in range(which):
        index = value.find(target, index + 1)
        if index < 0:
            return value
    return value[:index] + replacement + value[index + len(target):]


@worksheet_function("REPLACE", 4, 4)
def fn_replace(text: Argument, start: Argument, count: Argument, new: Argument) -> Value:
    first, n = int_arg(start), int_arg(count)
    if first < 1 or n < 0:
        return VALUE
    value = text_arg(text)
    return value[:first - 1] + text_arg(new) + value[first - 1 + n:]


@worksheet_function("VALUE", 1, 1)
def fn_value(text: Argument) -> Value:
    scalar = scalar_arg(text)
    if isinstance(scalar, (int, float)) and not isinstance(scalar, bool):
        return float(scalar)
    number = text_to_number(to_text(scalar))
    return VALUE if number is None else number


@worksheet_function("TEXT", 2, 2)
def fn_text(value: Argument, fmt: Argument) -> str:
    return format_value(scalar_arg(value), text_arg(fmt))


@worksheet_function("FIXED", 1, 3)
def fn_fixed(number: Argument, decimals: Argument = None, no_commas: Argument = None) -> str:
    places = 2 if decimals is None else int_arg(decimals)
    grouping = not (no_commas is not None and bool_arg(no_commas))
    pattern = ("#,##0" if grouping else "0") + ("." + "0" * places if places > 0 else "")
    return format_value(number_arg(number), pattern)


@worksheet_function("CHAR", 1, 1)
def fn_char(code: Argument) -> Value:
    n = int_arg(code)
    if not 1 <= n <= 255:
        return VALUE
    return bytes([n]).decode("latin-1")


@worksheet_function("CODE", 1, 1)
def fn_code(text: Argument) -> Value:
    value = text_arg(text)
    if not value:
        return VALUE
    return float(ord(value[0]))


# ---------------------------------------------------------------------------
# Function library: lookup and reference
# ---------------------------------------------------------------------------


def _lookup_equal(candidate: Value, target: Value) -> bool:
    """Exact-match rule shared by MATCH, VLOOKUP and XLOOKUP: same type, text compared
    case-insensitively with wildcards when the target is text."""
    if isinstance(target, str):
        return isinstance(candidate, str) and bool(wildcard_regex(target).match(candidate))
    if isinstance(target, bool) or isinstance(candidate, bool):
        return isinstance(target, bool) and isinstance(candidate, bool) and target == candidate
    if isinstance(target, (int, float)) and isinstance(candidate, (int, float)):
        return abs(float(candidate) - float(target)) <= EPSILON * max(1.0, abs(float(target)))
    return False


def _sort_key(value: Value) -> Tuple[int, Any]:
    if isinstance(value, str):
        return (1, value.casefold())
    if isinstance(value, bool):
        return (2, value)
    if isinstance(value, (int, float)):
        return (0, float(value))
    return (3, 0)


def _approximate_position(values: Sequence[Value], target: Value, descending: bool = False) -> int:
    """Index of the last value <= target in an ascending list (binary search, as
    spreadsheets do, so unsorted data gives unspecified but deterministic answers).
    Returns -1 when every value is greater."""
    key = _sort_key(target)
    low, high, found = 0, len(values) - 1, -1
    while low <= high:
        middle = (low + high) // 2
        candidate = values[middle]
        if candidate is None:
            high = middle - 1
            continue
        candidate_key = _sort_key(candidate)
        if candidate_key[0] != key[0]:
            if candidate_key[0] < key[0]:
                low = middle + 1
            else:
                high = middle - 1
            continue
        before = candidate_key >= key if descending else candidate_key <= key
        if before:
            found = middle
            low = middle + 1
        else:
            high = middle - 1
    return found


@worksheet_function("MATCH", 2, 3)
def fn_match(target: Argument, values: Argument, match_type: Argument = None) -> Value:
    """1-based position of target in a one-row or one-column range.

    match_type 1 (default): largest value <= target in ascending data; 0: exact (with
    wildcards for text); -1: smallest value >= target in descending data.
    """
    wanted = scalar_arg(target)
    rng = as_range(values)
    if rng.height != 1 and rng.width != 1:
        return NA
    items = rng.flat()
    kind = 1 if match_type is None else int_arg(match_type)
    if kind == 0:
        for index, candidate in enumerate(items):
            if _lookup_equal(candidate, wanted):
                return float(index + 1)
        return NA
    position = _approximate_position(items, wanted, descending=kind < 0)
    return NA if position < 0 else float(position + 1)


@worksheet_function("VLOOKUP", 3, 4)
def fn_vlookup(target: Argument, table: Argument, column: Argument, approximate: Argument = None) -> Value:
    wanted = scalar_arg(target)
    rng = as_range(table)
    index = int_arg(column)
    if index < 1:
        return VALUE
    if index > rng.width:
        return REF
    keys = rng.column(0)
    exact = approximate is not None and not bool_arg(approximate)
    if exact:
        for row, candidate in enumerate(keys):
            if _lookup_equal(candidate, wanted):
                return rng.at(row, index - 1)
        return NA
    row = _approximate_position(keys, wanted)
    return NA if row < 0 else rng.at(row, index - 1)


@worksheet_function("HLOOKUP", 3, 4)
def fn_hlookup(target: Argument, table: Argument, row_index: Argument, approximate: Argument = None) -> Value:
    wanted = scalar_arg(target)
    rng = as_range(table)
    index = int_arg(row_index)
    if index < 1:
        return VALUE
    if index > rng.height:
        return REF
    keys = rng.row(0)
    exact = approximate is not None and not bool_arg(approximate)
    if exact:
        for col, candidate in enumerate(keys):
            if _lookup_equal(candidate, wanted):
                return rng.at(index - 1, col)
        return NA
    col = _approximate_position(keys, wanted)
    return NA if col < 0 else rng.at(index - 1, col)


@worksheet_function("XLOOKUP", 3, 4)
def fn_xlookup(target: Argument, lookup: Argument, results: Argument, if_missing: Argument = None) -> Argument:
    """Exact-match lookup returning the value (or row/column) at the same position."""
    wanted = scalar_arg(target)
    keys = as_range(lookup)
    answers = as_range(results)
    if keys.height != 1 and keys.width != 1:
        return VALUE
    items = keys.flat()
    for index, candidate in enumerate(items):
        if _lookup_equal(candidate, wanted):
            if keys.width == 1:
                if answers.height != keys.height:
                    return VALUE
                row = answers.row(index)
                return row[0] if len(row) == 1 else RangeValue([row])
            if answers.width != keys.width:
                return VALUE
            column = answers.column(index)
            return column[0] if len(column) == 1 else RangeValue([[v] for v in column])
    if if_missing is not None:
        return if_missing
    return NA


@worksheet_function("INDEX", 2, 3)
def fn_index(table: Argument, row: Argument, column: Argument = None) -> Argument:
    """INDEX(range, row, [col]); a 0 row or column returns the whole column or row."""
    rng = as_range(table)
    r = int_arg(row)
    c = 1 if column is None else int_arg(column)
    if rng.height == 1 and column is None:
        r, c = 1, r
    if r < 0 or c < 0 or r > rng.height or c > rng.width:
        return REF
    if r == 0:
        return RangeValue([[v] for v in rng.column(c - 1)])
    if c == 0:
        return RangeValue([rng.row(r - 1)])
    return rng.at(r - 1, c - 1)


@worksheet_function("ROWS", 1, 1)
def fn_rows(values: Argument) -> float:
    return float(as_range(values).height)


@worksheet_function("COLUMNS", 1, 1)
def fn_columns(values: Argument) -> float:
    return float(as_range(values).width)


@worksheet_function("ROW", 0, 1, context=True)
def fn_row(ctx: CallContext, reference: Argument = None) -> Value:
    if reference is None:
        return float(ctx.cell.row) if ctx.cell else VALUE
    if isinstance(reference, RangeValue) and reference.ref is not None:
        return float(reference.ref.start.row)
    return VALUE


@worksheet_function("COLUMN", 0, 1, context=True)
def fn_column(ctx: CallContext, reference: Argument = None) -> Value:
    if reference is None:
        return float(ctx.cell.col) if ctx.cell else VALUE
    if isinstance(reference, RangeValue) and reference.ref is not None:
        return float(reference.ref.start.col)
    return VALUE


# ---------------------------------------------------------------------------
# Function library: dates
# ---------------------------------------------------------------------------


def date_arg(value: Argument) -> date:
    return serial_to_date(number_arg(value))


@worksheet_function("DATE", 3, 3)
def fn_date(year: Argument, month: Argument, day: Argument) -> Value:
    """DATE normalises overflowing months and days: DATE(2024, 14, 1) is 2025-02-01 and
    DATE(2024, 3, 0) is the last day of February."""
    y, m, d = int_arg(year), int_arg(month), int_arg(day)
    if 0 <= y < 1900:
        y += 1900
    y += (m - 1) // 12
    m = (m - 1) % 12 + 1
    if not 1 <= y <= 9999:
        return NUM
    return date_to_serial(date(y, m, 1)) + d - 1


@worksheet_function("YEAR", 1, 1)
def fn_year(serial: Argument) -> float:
    return float(date_arg(serial).year)


@worksheet_function("MONTH", 1, 1)
def fn_month(serial: Argument) -> float:
    return float(date_arg(serial).month)


@worksheet_function("DAY", 1, 1)
def fn_day(serial: Argument) -> float:
    return float(date_arg(serial).day)


@worksheet_function("WEEKDAY", 1, 2)
def fn_weekday(serial: Argument, kind: Argument = None) -> Value:
    """Day of the week: type 1 (default) Sunday=1..Saturday=7; 2 Monday=1..Sunday=7;
    3 Monday=0..Sunday=6."""
    weekday = date_arg(serial).weekday()  # Monday = 0
    mode = 1 if kind is None else int_arg(kind)
    if mode == 1:
        return float((weekday + 1) % 7 + 1)
    if mode == 2:
        return float(weekday + 1)
    if mode == 3:
        return float(weekday)
    return NUM


def _add_months(day: date, months: int) -> date:
    total = day.year * 12 + (day.month - 1) + months
    year, month = divmod(total, 12)
    month += 1
    last = _days_in_month(year, month)
    return date(year, month, min(day.day, last))


def _days_in_month(year: int, month: int) -> int:
    if month == 12:
        return 31
    return (date(year, month + 1, 1) - date(year, month, 1)).days


@worksheet_function("EDATE", 2, 2)
def fn_edate(start: Argument, months: Argument) -> Value:
    try:
        return date_to_serial(_add_months(date_arg(start), int_arg(months)))
    except ValueError:
        return NUM


@worksheet_function("EOMONTH", 2, 2)
def fn_eomonth(start: Argument, months: Argument) -> Value:
    try:
        shifted = _add_months(date_arg(start).replace(day=1), int_arg(months))
    except ValueError:
        return NUM
    return date_to_serial(shifted.replace(day=_days_in_month(shifted.year, shifted.month)))


@worksheet_function("DAYS", 2, 2)
def fn_days(end: Argument, start: Argument) -> float:
    return float((date_arg(end) - date_arg(start)).days)


@worksheet_function("DATEDIF", 3, 3)
def fn_datedif(start: Argument, end: Argument, unit: Argument) -> Value:
    """Whole years ("Y"), months ("M") or days ("D") between two dates; "MD", "YM" and
    "YD" ignore the larger units."""
    first, last = date_arg(start), date_arg(end)
    if last < first:
        return NUM
    mode = text_arg(unit).upper()
    months = (last.year - first.year) * 12 + (last.month - first.month) - (1 if last.day < first.day else 0)
    if mode == "Y":
        return float(months // 12)
    if mode == "M":
        return float(months)
    if mode == "D":
        return float((last - first).days)
    if mode == "YM":
        return float(months % 12)
    if mode == "MD":
        anchor = _add_months(first, months)
        return float((last - anchor).days)
    if mode == "YD":
        anchor = _add_months(first, (months // 12) * 12)
        return float((last - anchor).days)
    return NUM


def _holiday_set(holidays: Argument) -> Set[date]:
    if holidays is None:
        return set()
    days = set()
    for value in as_range(holidays).flat():
        if value is None:
            continue
        days.add(serial_to_date(to_number(value)))
    return days


@worksheet_function("NETWORKDAYS", 2, 3)
def fn_networkdays(start: Argument, end: Argument, holidays: Argument = None) -> float:
    """Working days (Monday to Friday, minus holidays) from start to end, both included;
    negative when end is before start."""
    first, last = date_arg(start), date_arg(end)
    sign = 1
    if last < first:
        first, last, sign = last, first, -1
    skip = _holiday_set(holidays)
    count = 0
    day = first
    while day <= last:
        if day.weekday() < 5 and day not in skip:
            count += 1
        day += timedelta(days=1)
    return float(sign * count)


@worksheet_function("WORKDAY", 2, 3)
def fn_workday(start: Argument, days: Argument, holidays: Argument = None) -> float:
    day = date_arg(start)
    remaining = int_arg(days)
    step = 1 if remaining >= 0 else -1
    skip = _holiday_set(holidays)
    while remaining:
        day += timedelta(days=step)
        if day.weekday() < 5 and day not in skip:
            remaining -= step
    return date_to_serial(day)


@worksheet_function("TODAY", 0, 0, context=True)
def fn_today(ctx: CallContext) -> float:
    return date_to_serial(ctx.today())


@worksheet_function("DATEVALUE", 1, 1)
def fn_datevalue(text: Argument) -> Value:
    serial = parse_date_text(text_arg(text))
    return VALUE if serial is None else serial


# ---------------------------------------------------------------------------
# Workbook model
# ---------------------------------------------------------------------------

CellKey = Tuple[str, int, int]  # (SHEET NAME UPPER-CASED, col, row)


@dataclass
class Cell:
    """One non-empty cell: what was entered, its parsed formula and its current value."""

    raw: Any
    formula: Optional[Node] = None
    value: Value = None
    syntax_error: str = ""

    @property
    def is_formula(self) -> bool:
        return self.formula is not None or bool(self.syntax_error)


def map_refs(node: Node, fn: Callable[[Union[CellRef, RangeRef]], Optional[Union[CellRef, RangeRef]]]) -> Node:
    """Rebuild a syntax tree with every reference passed through ``fn``.

    ``fn`` returns the new reference, or None when the reference no longer exists (its
    rows were deleted, its sheet removed); that reference becomes ``#REF!``.
    """
    if isinstance(node, Reference):
        mapped = fn(node.ref)
        if mapped is None:
            return ErrorLiteral(REF)
        return Reference(mapped) if isinstance(mapped, CellRef) else RangeNode(mapped)
    if isinstance(node, RangeNode):
        mapped = fn(node.ref)
        if mapped is None:
            return ErrorLiteral(REF)
        return RangeNode(mapped) if isinstance(mapped, RangeRef) else Reference(mapped)
    if isinstance(node, Unary):
        return Unary(node.op, map_refs(node.operand, fn))
    if isinstance(node, Percent):
        return Percent(map_refs(node.operand, fn))
    if isinstance(node, Binary):
        return Binary(node.op, map_refs(node.left, fn), map_refs(node.right, fn))
    if isinstance(node, Call):
        return Call(node.name, tuple(None if a is None else map_refs(a, fn) for a in node.args))
    return node


class Sheet:
    """A grid of cells addressed as ``"B3"``. Reading an empty cell gives None."""

    def __init__(self, workbook: "Workbook", name: str):
        self.workbook = workbook
        self.name = name
        self.cells: Dict[Tuple[int, int], Cell] = {}

    def _ref(self, address: str) -> CellRef:
        ref = CellRef.parse(address)
        if ref.sheet is not None:
            raise ValueError(f"use the workbook to address other sheets: {address}")
        return ref

    def __getitem__(self, address: str) -> Value:
        ref = self._ref(address)
        cell = self.cells.get((ref.col, ref.row))
        return None if cell is None else cell.value

    def __setitem__(self, address: str, raw: Any) -> None:
        self.workbook.set_cell(self.name, address, raw)

    def formula(self, address: str) -> Optional[str]:
        """The formula of a cell as text with its ``=``, or None for constants and blanks."""
        ref = self._ref(address)
        cell = self.cells.get((ref.col, ref.row))
        if cell is None or not cell.is_formula:
            return None
        if cell.formula is None:
            return str(cell.raw)
        return "=" + cell.formula.to_formula(self.name)

    def display(self, address: str, fmt: str = "General") -> str:
        """The cell as the grid shows it, formatted with a number format."""
        value = self[address]
        if isinstance(value, FormulaError):
            return value.code
        try:
            return format_value(value, fmt)
        except EvaluationAbort as abort:
            return abort.error.code

    def used_range(self) -> Optional[RangeRef]:
        if not self.cells:
            return None
        cols = [col for col, _ in self.cells]
        rows = [row for _, row in self.cells]
        return RangeRef(CellRef(min(cols), min(rows)), CellRef(max(cols), max(rows)))

    def values(self, area: Optional[str] = None) -> List[List[Value]]:
        """Values of a range (default: the used range), row by row."""
        rng = RangeRef.parse(area) if area else self.used_range()
        if rng is None:
            return []
        return [
            [self.workbook.value_at(self.name, col, row) for col in range(rng.start.col, rng.end.col + 1)]
            for row in range(rng.start.row, rng.end.row + 1)
        ]


class Workbook:
    """Sheets, defined names and the dependency graph between formula cells.

    Setting a cell re-evaluates exactly the cells that depend on it, in dependency order.
    Cells in a cycle get ``#CIRC!``. ``today`` fixes the date TODAY() returns, which keeps
    reports reproducible; by default it is the real date.
    """

    def __init__(self, today: Optional[date] = None):
        self._today = today
        self.sheets: Dict[str, Sheet] = {}
        self._names: Dict[str, Node] = {}
        self.evaluator = Evaluator(self)
        # precedent cell -> formula cells that read it, and the reverse
        self._dependents: Dict[CellKey, Set[CellKey]] = defaultdict(set)
        self._precedents: Dict[CellKey, Set[CellKey]] = defaultdict(set)

    # -- sheets and names -------------------------------------------------------------

    def today(self) -> date:
        return self._today or date.today()

    def add_sheet(self, name: str) -> Sheet:
        if not name or any(ch in name for ch in "[]:*?/\\"):
            raise ValueError(f"invalid sheet name: {name!r}")
        if name.upper() in self.sheets:
            raise ValueError(f"a sheet named {name!r} already exists")
        sheet = Sheet(self, name)
        self.sheets[name.upper()] = sheet
        # Formulas that referred to a missing sheet of this name now resolve.
        if any(cell.formula is not None for s in self.sheets.values() for cell in s.cells.values()):
            self.recalculate()
        return sheet

    def sheet(self, name: str) -> Sheet:
        try:
            return self.sheets[name.upper()]
        except KeyError:
            raise KeyError(f"no sheet named {name!r}") from None

    def has_sheet(self, name: str) -> bool:
        return name.upper() in self.sheets

    def rename_sheet(self, old: str, new: str) -> None:
        """Rename a sheet and every reference to it in formulas."""
        sheet = self.sheet(old)
        if new.upper() in self.sheets and new.upper() != old.upper():
            raise ValueError(f"a sheet named {new!r} already exists")
        del self.sheets[old.upper()]
        sheet.name = new
        self.sheets[new.upper()] = sheet

        def rename(ref: Union[CellRef, RangeRef]) -> Union[CellRef, RangeRef]:
            if ref.sheet is None or ref.sheet.upper() != old.upper():
                return ref
            if isinstance(ref, CellRef):
                return ref.with_sheet(new)
            return RangeRef(ref.start.with_sheet(new), ref.end.with_sheet(new))

        self._rewrite_formulas(rename)
        self._names = {key: map_refs(node, rename) for key, node in self._names.items()}
        self.recalculate()

    def define_name(self, name: str, target: str) -> None:
        """Define a workbook-level name for a reference or formula, e.g.
        ``define_name("TaxRate", "Settings!$B$2")``."""
        if not re.match(r"^[A-Za-z_][A-Za-z0-9_.]*$", name) or _CELL_RE.match(name):
            raise ValueError(f"invalid name: {name!r}")
        if name.upper() in FUNCTIONS or name.upper() in ("TRUE", "FALSE"):
            raise ValueError(f"{name!r} is reserved")
        self._names[name.upper()] = parse_formula(target)
        self.recalculate()

    def defined_name(self, name: str) -> Optional[Node]:
        return self._names.get(name.upper())

    # -- cells ------------------------------------------------------------------------

    def value_at(self, sheet: str, col: int, row: int) -> Value:
        target = self.sheets.get(sheet.upper())
        if target is None:
            return REF
        cell = target.cells.get((col, row))
        return None if cell is None else cell.value

    def get(self, reference: str) -> Value:
        """Value of a sheet-qualified reference such as ``"Summary!B4"``."""
        ref = CellRef.parse(reference)
        if ref.sheet is None:
            raise ValueError("qualify the reference with a sheet name")
        return self.value_at(ref.sheet, ref.col, ref.row)

    def set_cell(self, sheet: str, address: str, raw: Any) -> None:
        """Enter a constant or a formula (text starting with ``=``) and recalculate.

        Empty text or None clears the cell. Text that looks like a number stays text, as
        if typed with a leading apostrophe; pass numbers as numbers.
        """
        target = self.sheet(sheet)
        ref = CellRef.parse(address)
        key = (target.name.upper(), ref.col, ref.row)
        self._unlink(key)
        if raw is None or raw == "":
            target.cells.pop((ref.col, ref.row), None)
        elif isinstance(raw, str) and raw.startswith("=") and len(raw) > 1:
            try:
                node = parse_formula(raw, target.name)
            except FormulaSyntaxError as err:
                target.cells[(ref.col, ref.row)] = Cell(raw, None, NAME, str(err))
            else:
                target.cells[(ref.col, ref.row)] = Cell(raw, node)
                self._link(key, node)
        else:
            value: Value = float(raw) if isinstance(raw, (int, float)) and not isinstance(raw, bool) else raw
            target.cells[(ref.col, ref.row)] = Cell(raw, None, value)
        self._recalculate_from({key})

    def _precedent_keys(self, node: Node, sheet: str) -> Set[CellKey]:
        keys: Set[CellKey] = set()
        pending = [node]
        seen_names: Set[str] = set()
        while pending:
            current = pending.pop()
            for ref in current.refs():
                target = (ref.sheet or sheet).upper()
                if isinstance(ref, CellRef):
                    keys.add((target, ref.col, ref.row))
                else:
                    # Ranges are expanded cell by cell: workbooks here are small, and exact
                    # edges keep recalculation minimal.
                    for cell in ref.cells():
                        keys.add((target, cell.col, cell.row))
            for name in current.names():
                if name not in seen_names and name in self._names:
                    seen_names.add(name)
                    pending.append(self._names[name])
        return keys

    def _link(self, key: CellKey, node: Node) -> None:
        for precedent in self._precedent_keys(node, key[0]):
            self._precedents[key].add(precedent)
            self._dependents[precedent].add(key)

    def _unlink(self, key: CellKey) -> None:
        for precedent in self._precedents.pop(key, set()):
            self._dependents[precedent].discard(key)

    def _cell(self, key: CellKey) -> Optional[Cell]:
        sheet = self.sheets.get(key[0])
        return None if sheet is None else sheet.cells.get((key[1], key[2]))

    # -- recalculation ----------------------------------------------------------------

    def _affected(self, changed: Iterable[CellKey]) -> Set[CellKey]:
        """Formula cells that transitively depend on ``changed`` (including those cells
        themselves when they hold formulas)."""
        affected: Set[CellKey] = set()
        queue = deque(changed)
        while queue:
            key = queue.popleft()
            cell = self._cell(key)
            if cell is not None and cell.formula is not None and key not in affected:
                affected.add(key)
            for dependent in self._dependents.get(key, ()):
                if dependent not in affected:
                    affected.add(dependent)
                    queue.append(dependent)
        return affected

    def _recalculate_from(self, changed: Set[CellKey], strict: bool = False) -> None:
        self._evaluate_in_order(self._affected(changed), strict)

    def recalculate(self, strict: bool = False) -> None:
        """Re-evaluate every formula (after loading, or when names or sheets change).

        :raises CircularReferenceError: when ``strict`` and some cells form a cycle;
            otherwise those cells get ``#CIRC!``.
        """
        for sheet in self.sheets.values():
            for (col, row), cell in sheet.cells.items():
                key = (sheet.name.upper(), col, row)
                self._unlink(key)
                if cell.formula is not None:
                    self._link(key, cell.formula)
        everything = {
            (sheet.name.upper(), col, row)
            for sheet in self.sheets.values()
            for (col, row), cell in sheet.cells.items()
            if cell.formula is not None
        }
        self._evaluate_in_order(everything, strict)

    def _evaluate_in_order(self, keys: Set[CellKey], strict: bool) -> None:
        """Kahn's algorithm over the formula cells in ``keys``: a cell is evaluated once
        all of its precedents in the set are done. What remains afterwards is a cycle."""
        waiting = {key: len(self._precedents.get(key, set()) & keys) for key in keys}
        ready = deque(sorted(key for key, count in waiting.items() if count == 0))
        done: Set[CellKey] = set()
        while ready:
            key = ready.popleft()
            cell = self._cell(key)
            if cell is not None and cell.formula is not None:
                sheet = self.sheets[key[0]]
                cell.value = self.evaluator.evaluate(cell.formula, sheet.name, CellRef(key[1], key[2]))
            done.add(key)
            for dependent in sorted(self._dependents.get(key, ())):
                if dependent in waiting and dependent not in done:
                    waiting[dependent] -= 1
                    if waiting[dependent] == 0:
                        ready.append(dependent)
        cyclic = sorted(keys - done)
        if cyclic and strict:
            raise CircularReferenceError([f"{self.sheets[k[0]].name}!{column_letters(k[1])}{k[2]}" for k in cyclic])
        for key in cyclic:
            cell = self._cell(key)
            if cell is not None:
                cell.value = CIRC

    # -- structural edits -------------------------------------------------------------

    def _rewrite_formulas(self, fn: Callable[[Union[CellRef, RangeRef]], Optional[Union[CellRef, RangeRef]]],
                          only_sheet: Optional[str] = None) -> None:
        for sheet in self.sheets.values():
            for cell in sheet.cells.values():
                if cell.formula is None:
                    continue

                def scoped(ref: Union[CellRef, RangeRef], home: str = sheet.name) -> Optional[Union[CellRef, RangeRef]]:
                    target = ref.sheet or home
                    if only_sheet is not None and target.upper() != only_sheet.upper():
                        return ref
                    return fn(ref)

                cell.formula = map_refs(cell.formula, scoped)
                cell.raw = "=" + cell.formula.to_formula(sheet.name)

    def copy_cell(self, sheet: str, source: str, destination: str, target_sheet: Optional[str] = None) -> None:
        """Copy a cell as paste does: relative references in a formula move with it; a
        reference pushed off the grid becomes ``#REF!``."""
        src = CellRef.parse(source)
        dst = CellRef.parse(destination)
        cell = self.sheet(sheet).cells.get((src.col, src.row))
        into = target_sheet or sheet
        if cell is None:
            self.set_cell(into, destination, None)
            return
        if cell.formula is None:
            self.set_cell(into, destination, cell.raw)
            return
        moved = cell.formula.offset(dst.col - src.col, dst.row - src.row)
        self.set_cell(into, destination, "=" + moved.to_formula(into))

    def fill_down(self, sheet: str, area: str) -> None:
        """Copy the first row of ``area`` into every other row of it (Ctrl+D)."""
        rng = RangeRef.parse(area)
        for col in range(rng.start.col, rng.end.col + 1):
            source = f"{column_letters(col)}{rng.start.row}"
            for row in range(rng.start.row + 1, rng.end.row + 1):
                self.copy_cell(sheet, source, f"{column_letters(col)}{row}")

    def insert_rows(self, sheet: str, before: int, count: int = 1) -> None:
        """Insert ``count`` empty rows above row ``before``, moving cells and every
        reference into the moved area down, on every sheet's formulas."""
        if count < 1:
            raise ValueError("count must be positive")
        target = self.sheet(sheet)

        def move(ref: Union[CellRef, RangeRef]) -> Optional[Union[CellRef, RangeRef]]:
            if isinstance(ref, CellRef):
                if ref.row < before:
                    return ref
                return CellRef(ref.col, ref.row + count, ref.sheet, ref.abs_col, ref.abs_row)
            start = ref.start if ref.start.row < before else CellRef(ref.start.col, ref.start.row + count, ref.sheet, ref.start.abs_col, ref.start.abs_row)
            end = ref.end if ref.end.row < before else CellRef(ref.end.col, ref.end.row + count, ref.sheet, ref.end.abs_col, ref.end.abs_row)
            return RangeRef(start, end)

        target.cells = {
            (col, row + count if row >= before else row): cell for (col, row), cell in target.cells.items()
        }
        self._rewrite_formulas(move, only_sheet=target.name)
        self._names = {key: map_refs(node, move) for key, node in self._names.items()}
        self.recalculate()

    def delete_rows(self, sheet: str, first: int, count: int = 1) -> None:
        """Delete rows first..first+count-1. References to deleted cells become ``#REF!``;
        ranges shrink, and a range entirely inside the deleted rows becomes ``#REF!``."""
        if count < 1:
            raise ValueError("count must be positive")
        target = self.sheet(sheet)
        last = first + count - 1

        def shift(row: int) -> int:
            return row - count if row > last else row

        def move(ref: Union[CellRef, RangeRef]) -> Optional[Union[CellRef, RangeRef]]:
            if isinstance(ref, CellRef):
                if first <= ref.row <= last:
                    return None
                return CellRef(ref.col, shift(ref.row), ref.sheet, ref.abs_col, ref.abs_row)
            top, bottom = ref.start.row, ref.end.row
            if first <= top and bottom <= last:
                return None
            new_top = first if first <= top <= last else shift(top)
            new_bottom = first - 1 if first <= bottom <= last else shift(bottom)
            return RangeRef(
                CellRef(ref.start.col, new_top, ref.sheet, ref.start.abs_col, ref.start.abs_row),
                CellRef(ref.end.col, new_bottom, ref.sheet, ref.end.abs_col, ref.end.abs_row),
            )

        target.cells = {
            (col, shift(row)): cell for (col, row), cell in target.cells.items() if not first <= row <= last
        }
        self._rewrite_formulas(move, only_sheet=target.name)
        self._names = {key: map_refs(node, move) for key, node in self._names.items()}
        self.recalculate()

    # -- import and export ------------------------------------------------------------

    def load_csv(self, sheet: str, text: str, *, numbers: bool = True) -> None:
        """Fill a sheet from CSV text starting at A1. With ``numbers`` numeric-looking
        fields become numbers; fields starting with ``=`` become formulas."""
        target = self.sheet(sheet) if self.has_sheet(sheet) else self.add_sheet(sheet)
        for row_index, record in enumerate(csv.reader(io.StringIO(text)), start=1):
            for col_index, field_text in enumerate(record, start=1):
                key = (target.name.upper(), col_index, row_index)
                self._unlink(key)
                if field_text == "":
                    target.cells.pop((col_index, row_index), None)
                    continue
                if field_text.startswith("="):
                    try:
                        node = parse_formula(field_text, target.name)
                        target.cells[(col_index, row_index)] = Cell(field_text, node)
                    except FormulaSyntaxError as err:
                        target.cells[(col_index, row_index)] = Cell(field_text, None, NAME, str(err))
                    continue
                number = text_to_number(field_text) if numbers else None
                target.cells[(col_index, row_index)] = Cell(field_text, None, field_text if number is None else number)
        self.recalculate()

    def to_csv(self, sheet: str) -> str:
        """The sheet's values (not formulas) as CSV, covering its used range from A1."""
        target = self.sheet(sheet)
        used = target.used_range()
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        if used is None:
            return ""
        for row in range(1, used.end.row + 1):
            writer.writerow([to_text(v) if not isinstance(v, FormulaError) else v.code
                             for v in (self.value_at(target.name, col, row) for col in range(1, used.end.col + 1))])
        return out.getvalue()
