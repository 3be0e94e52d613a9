/**
 * A window of numbered lines, shared by `read` (a file) and `output` (a stored output): at most
 * WINDOW_MAX_LINES lines, each cut at WINDOW_MAX_LINE_CHARS characters with a marker that states
 * the line's full length, the columns shown and the exact call for the rest; the window stops
 * early rather than pass the output cap, and the readFooter line ends it.
 */
import { numberedLine, readFooter } from "../../agent-protocol/formats.ts";
import { boundaryAfter, boundaryBefore } from "../bytes/surrogates.ts";

export const WINDOW_MAX_LINES = 2000;
export const WINDOW_MAX_LINE_CHARS = 2000;

/** The call that shows line `lineNo` from `column` on (`read with offset=… limit=1 column=…`). */
export type RestCall = (lineNo: number, column: number) => string;

/** Room a cut line's marker and number prefix take. */
const LINE_MARKER_ROOM = 200;

/**
 * The characters of one line a window shows: WINDOW_MAX_LINE_CHARS, or less under a small output
 * cap so that one line and its marker fit it.
 */
export const lineCharsWithin = (budgetChars: number): number => Math.max(40, Math.min(WINDOW_MAX_LINE_CHARS, budgetChars - LINE_MARKER_ROOM));

/**
 * Line `lineNo` from character `column` (1-based), cut to `maxChars` (WINDOW_MAX_LINE_CHARS) with a marker
 * that says how long the line is, which columns are shown and the call for the rest; cuts fall
 * on code point boundaries.
 */
export function cutLine(text: string, lineNo: number, column: number, rest: RestCall, maxChars = WINDOW_MAX_LINE_CHARS): string {
  const from = boundaryAfter(text, column - 1);
  if (from === 0 && text.length <= maxChars) return text;
  const to = Math.max(boundaryBefore(text, Math.min(text.length, from + maxChars)), Math.min(text.length, boundaryAfter(text, from + 1)));
  if (to >= text.length) return text.slice(from);
  return `${text.slice(from, to)}… [line truncated: ${text.length} characters, ${from + 1}-${to} shown; for the rest, ${rest(lineNo, to + 1)}]`;
}

export interface WindowSpec {
  offset: number;
  limit: number;
  numbered: boolean;
  /** Most characters of the lines shown (at least one line is shown). */
  budgetChars: number;
  column: number;
  /** A line put before the footer (e.g. read's note on bytes that are not UTF-8). */
  note?: string;
  rest: RestCall;
}

/**
 * Formats the window [offset, offset+limit) of `lines`, stopping early when the next line would
 * take the text past `budgetChars` (at least one line is shown), then the footer.
 */
export function formatWindow(lines: readonly string[], w: WindowSpec): string {
  const total = lines.length;
  const shown: string[] = [];
  let chars = 0;
  const end = Math.min(total, w.offset - 1 + Math.min(w.limit, WINDOW_MAX_LINES));
  for (let i = w.offset - 1; i < end; i++) {
    const text = cutLine(lines[i] ?? "", i + 1, w.column, w.rest, lineCharsWithin(w.budgetChars));
    const line = w.numbered ? numberedLine(i + 1, text) : text;
    if (shown.length > 0 && chars + line.length + 1 > w.budgetChars) break;
    shown.push(line);
    chars += line.length + 1;
  }
  const last = w.offset - 1 + shown.length;
  return `${shown.join("\n")}\n\n${w.note ? `${w.note}\n` : ""}${readFooter(w.offset, last, total)}`;
}
