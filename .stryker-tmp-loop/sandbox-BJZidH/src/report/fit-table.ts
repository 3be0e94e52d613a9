/**
 * Terminal tables that fit a width (issue 22 item 3): cli-table3 with column widths chosen so
 * the whole table, borders included, is at most `maxWidth` columns; the widest columns give
 * up space first and their cells wrap at word boundaries. `--wide` passes Infinity: every
 * column at its natural width.
 */
// @ts-nocheck

import Table from "cli-table3";

/** The default width of terminal tables, in columns. */
export const TABLE_WIDTH = 100;

/** Display width of a cell's longest line (code points; the tables hold no wide characters). */
const widthOf = (text: string) => Math.max(...text.split("\n").map((l) => [...l].length));

/** Narrowest a column is made, padding included: its longest word stays whole. */
const minWidthOf = (cells: readonly string[]) => Math.max(...cells.flatMap((c) => c.split(/\s+/).map((w) => [...w].length))) + 2;

/**
 * Column widths (padding of 1 on each side included) so that the sum plus the borders
 * (columns + 1) is at most maxWidth: the widest column that can still wrap is narrowed one
 * step at a time, never below its longest word (so the table may stay wider when it must).
 * @returns null when the natural widths fit already
 */
export function fitWidths(head: readonly string[], rows: readonly (readonly string[])[], maxWidth: number): number[] | null {
  const widths = head.map((h, i) => Math.max(widthOf(h), ...rows.map((r) => widthOf(r[i] ?? ""))) + 2);
  const total = () => widths.reduce((a, b) => a + b, 0) + widths.length + 1;
  if (total() <= maxWidth) return null;
  const mins = head.map((h, i) => minWidthOf([h, ...rows.map((r) => r[i] ?? "")]));
  while (total() > maxWidth) {
    let widest = -1;
    widths.forEach((w, i) => { if (w > mins[i]! && (widest < 0 || w > widths[widest]!)) widest = i; });
    if (widest < 0) break;
    widths[widest]!--;
  }
  return widths;
}

/**
 * A cli-table3 table of `head` and `rows` at most `maxWidth` columns wide (cells wrap).
 * @example fittedTable(["metric", "status"], [["pass", "guardrail (non-inferiority)"]], 24).toString()
 */
export function fittedTable(head: string[], rows: string[][], maxWidth = TABLE_WIDTH): string {
  const colWidths = fitWidths(head, rows, maxWidth);
  const t = new Table({ head, style: { head: [], border: [] }, ...(colWidths ? { colWidths, wordWrap: true, wrapOnWordBoundary: true } : {}) });
  for (const r of rows) t.push(r);
  return t.toString();
}
