/**
 * A small RFC 4180 CSV reader. No CSV package is installed and the format needed is tiny, so
 * this ~50-line reader avoids a new dependency (DEVELOPERS-NOTES: do not edit package.json).
 */

export interface CsvRow {
  /** 1-based line where the record starts. */
  line: number;
  cells: string[];
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

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
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  // Index of the first character of the current line: a character's 1-based column is i − lineStart + 1.
  let lineStart = i;
  let cells: string[] = [];
  let cell = "";
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === "")) rows.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  // A state machine over the characters that matter (quote, comma, line ends); the runs of
  // ordinary characters between them are taken whole with slice, not one character at a time.
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE) {
      if (cell !== "") throw new CsvSyntaxError(line, i - lineStart + 1, 'a quote may only open a field: quote the whole field and write "" for a quote inside it');
      const quoteLine = line;
      const quoteCol = i - lineStart + 1;
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q === -1) throw new CsvSyntaxError(quoteLine, quoteCol, "this quoted field is never closed");
        const part = text.slice(i, q);
        for (let nl = part.indexOf("\n"); nl !== -1; nl = part.indexOf("\n", nl + 1)) {
          line++;
          lineStart = i + nl + 1;
        }
        cell += part;
        if (text.charCodeAt(q + 1) === QUOTE) { cell += '"'; i = q + 2; }
        else { i = q + 1; break; }
      }
    } else if (ch === COMMA) {
      cells.push(cell);
      cell = "";
      i++;
    } else if (ch === LF || ch === CR) {
      i += ch === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      endRecord();
      line++;
      lineStart = i;
      start = line;
    } else {
      let j = i + 1;
      for (let c = text.charCodeAt(j); j < n && c !== COMMA && c !== LF && c !== CR && c !== QUOTE; c = text.charCodeAt(++j));
      cell += text.slice(i, j);
      i = j;
    }
  }
  endRecord();
  return rows;
}
