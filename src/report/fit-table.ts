/**
 * Terminal tables that fit a width (issue 22 item 3): cli-table3 with column widths chosen so
 * the whole table, borders included, is at most `maxWidth` columns; the widest columns give
 * up space first and their cells wrap at word boundaries. `--wide` passes Infinity: every
 * column at its natural width.
 */
import Table from "cli-table3";

/** The default width of terminal tables, in columns. */
export const TABLE_WIDTH = 100;

/** Display width of a cell's longest line (code points; the tables hold no wide characters). */
const widthOf = (text: string) => Math.max(...text.split("\n").map((l) => [...l].length));

/** Narrowest a column is made, padding included: its longest word stays whole. */
const minWidthOf = (cells: readonly string[]) => Math.max(...cells.flatMap((c) => c.split(/\s+/).map((w) => [...w].length))) + 2;

/** How some columns give up space: `whole` columns never wrap; `hardWrap` columns may break inside a word (long specs without spaces). */
export interface FitOptions { whole?: readonly number[]; hardWrap?: readonly number[] }

/** Narrowest a hard-wrapped column is made, padding included. */
const HARD_WRAP_MIN = 12;

/**
 * Column widths (padding of 1 on each side included) so that the sum plus the borders
 * (columns + 1) is at most maxWidth: the widest column that can still wrap is narrowed one
 * step at a time, never below its longest word (so the table may stay wider when it must);
 * `whole` columns keep their natural width, `hardWrap` ones go down to HARD_WRAP_MIN.
 * @returns null when the natural widths fit already
 */
export function fitWidths(head: readonly string[], rows: readonly (readonly string[])[], maxWidth: number, opts: FitOptions = {}): number[] | null {
  const widths = head.map((h, i) => Math.max(widthOf(h), ...rows.map((r) => widthOf(r[i] ?? ""))) + 2);
  const total = () => widths.reduce((a, b) => a + b, 0) + widths.length + 1;
  if (total() <= maxWidth) return null;
  const mins = head.map((h, i) =>
    opts.whole?.includes(i) ? widths[i]! : opts.hardWrap?.includes(i) ? Math.min(widths[i]!, Math.max(HARD_WRAP_MIN, minWidthOf([h]))) : minWidthOf([h, ...rows.map((r) => r[i] ?? "")]));
  while (total() > maxWidth) {
    let widest = -1;
    widths.forEach((w, i) => { if (w > mins[i]! && (widest < 0 || w > widths[widest]!)) widest = i; });
    if (widest < 0) break;
    widths[widest]!--;
  }
  return widths;
}

/**
 * Breaks `text` into lines of at most `width` characters, after a `_ = , + / : -` or a space
 * where one falls in the line's second half, else at the width.
 * @example hardWrap("env:FREECODE_READ_LINE_NUMBERS=1", 20) // => "env:FREECODE_READ_\nLINE_NUMBERS=1"
 */
export function hardWrap(text: string, width: number): string {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    let rest = [...line];
    while (rest.length > width) {
      let cut = width;
      for (let j = width; j > width / 2; j--) if (/[_=,+/: -]/.test(rest[j - 1]!)) { cut = j; break; }
      out.push(rest.slice(0, cut).join("").trimEnd());
      rest = rest.slice(cut);
    }
    out.push(rest.join(""));
  }
  return out.join("\n");
}

/**
 * A cli-table3 table of `head` and `rows` at most `maxWidth` columns wide (cells wrap; see
 * FitOptions for columns that must not wrap or may break inside a word).
 * @example fittedTable(["metric", "status"], [["pass", "guardrail (non-inferiority)"]], 24).toString()
 */
export function fittedTable(head: string[], rows: string[][], maxWidth = TABLE_WIDTH, opts: FitOptions = {}): string {
  const colWidths = fitWidths(head, rows, maxWidth, opts);
  const cells = colWidths && opts.hardWrap?.length ? rows.map((r) => r.map((c, i) => (opts.hardWrap!.includes(i) ? hardWrap(c, colWidths[i]! - 2) : c))) : rows;
  const t = new Table({ head, style: { head: [], border: [] }, ...(colWidths ? { colWidths, wordWrap: true, wrapOnWordBoundary: true } : {}) });
  for (const r of cells) t.push(r);
  return t.toString();
}
