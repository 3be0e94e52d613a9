/**
 * A small RFC 4180 CSV reader. No CSV package is installed and the format needed is tiny, so
 * this ~50-line reader avoids a new dependency (DEVELOPERS-NOTES: do not edit package.json).
 */

export interface CsvRow {
  /** 1-based line where the record starts. */
  line: number;
  cells: string[];
}

/** A CSV syntax error at a line and 1-based column. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number, readonly column: number, detail: string) {
    super(detail);
  }
}

/**
 * Parse CSV text into records (RFC 4180: comma separator, double-quoted fields, "" for a quote
 * inside a quoted field, CRLF or LF line ends; a UTF-8 byte-order mark is skipped). Blank lines
 * are skipped. Fields are not trimmed.
 * @throws CsvSyntaxError for an unterminated quote or a quote in the middle of an unquoted field
 * @example readCsv('a,b\n1,"x,y"\n') // => [{ line: 1, cells: ["a", "b"] }, { line: 2, cells: ["1", "x,y"] }]
 */
export function readCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let col = 1;
  let cells: string[] = [];
  let cell = "";
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  let quoteCol = 0;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === "")) rows.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  for (; i < text.length; i++, col++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; col++; }
      else if (ch === '"') quoted = false;
      else { cell += ch; if (ch === "\n") { line++; col = 0; } }
    } else if (ch === '"') {
      if (cell !== "") throw new CsvSyntaxError(line, col, 'a quote may only open a field: quote the whole field and write "" for a quote inside it');
      quoted = true; quoteLine = line; quoteCol = col;
    } else if (ch === ",") { cells.push(cell); cell = ""; }
    else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++; col = 0; start = line;
    } else cell += ch;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, quoteCol, "this quoted field is never closed");
  endRecord();
  return rows;
}
