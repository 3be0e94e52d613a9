/**
 * The model-visible copy of a long output: head + elision marker + tail + trailer within the
 * FREECODE_OUTPUT_MAX_CHARS budget (default 30,000; tail FREECODE_OUTPUT_TAIL_CHARS, 6,000).
 * Everything the model receives counts against the cap: the marker, the line breaks around it
 * and the trailer (bash's `[exit code N]`, a notice) included.
 * Cuts fall at line ends when that keeps at least half of the head (or tail), else inside the
 * line; the marker (agent-protocol/formats.ts `elisionMarker`) states what was cut in lines,
 * or in columns of one long line, and the exact `output` call that pages it back.
 */
import { elisionMarker, type Omission } from "../agent-protocol/formats.ts";
import { numberFlag, type Env } from "./flags.ts";
import { boundaryAfter, boundaryBefore } from "./bytes/surrogates.ts";

export interface CapLimits {
  /** Most characters the model's copy may hold, marker and trailer included. */
  maxChars: number;
  /** Characters kept from the end. */
  tailChars: number;
}

/** The limits in force for this call (read from env on every call). */
export function capLimits(env: Env): CapLimits {
  const maxChars = Math.floor(numberFlag(env, "FREECODE_OUTPUT_MAX_CHARS"));
  const tailChars = Math.floor(Math.min(numberFlag(env, "FREECODE_OUTPUT_TAIL_CHARS"), maxChars / 2));
  return { maxChars, tailChars };
}

/** The lines (1-based, inclusive) of the stored output one line of the copy stands for, and how many of them it leaves out. */
export interface LineOrigin {
  from: number;
  to: number;
  /** Lines of from..to this copy line stands for (fewer than the span when duplicates were removed elsewhere). */
  count: number;
}

export interface CapOptions {
  /** Appended after a line break and kept whole; counted inside the cap (one longer than half the cap is capped with the text). */
  trailer?: string;
  /**
   * Where each line (1-based) of the text comes from in the output `output` serves; default: the
   * text is that output, line k is line k. Columns carry over only for lines copied verbatim
   * (from === to).
   */
  origin?: (line: number) => LineOrigin;
}

const identity = (line: number): LineOrigin => ({ from: line, to: line, count: 1 });

/** 1-based line and column of offset `at` in `text`. */
function lineCol(text: string, at: number): { line: number; col: number; start: number } {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < at; i = text.indexOf("\n", i + 1)) line++;
  const start = text.lastIndexOf("\n", at - 1) + 1;
  return { line, col: at - start + 1, start };
}

/** The omission [h, t) of `body` (h after a line end or inside a line; t likewise), in lines of the served output. */
function omission(body: string, h: number, t: number, origin: (line: number) => LineOrigin): Omission {
  const a = lineCol(body, h);
  const last = t - 1;
  const b = lineCol(body, last);
  // The cut starts with a line break: the first omitted line is the next one, whole.
  let fromLine = body[h] === "\n" ? a.line + 1 : a.line;
  let fromColumn = body[h] === "\n" || a.col === 1 ? undefined : a.col;
  // The cut ends with a line break, or where a line ends: the last omitted line is whole.
  const toLine = b.line;
  let toColumn = body[last] === "\n" || t === body.length ? undefined : b.col;
  if (fromLine > toLine) fromLine = toLine; // only a line break was cut (cannot happen with head + tail ≥ 1)
  const first = origin(fromLine);
  const end = origin(toLine);
  if (first.from !== first.to) fromColumn = undefined;
  if (end.from !== end.to) toColumn = undefined;
  let count = 0;
  for (let k = fromLine; k <= toLine; k++) count += origin(k).count;
  const o: Omission = { from: first.from, to: end.to };
  if (count !== end.to - first.from + 1) o.lines = count;
  if (fromColumn !== undefined) o.fromColumn = fromColumn;
  if (toColumn !== undefined) o.toColumn = toColumn;
  // The full length of each line the cut goes into.
  const charsOfLineAt = (start: number) => (body.indexOf("\n", start) === -1 ? body.length : body.indexOf("\n", start)) - start;
  if (o.from === o.to && (fromColumn !== undefined || toColumn !== undefined)) {
    o.lineChars = charsOfLineAt(body[h] === "\n" ? h + 1 : a.start);
    o.fromColumn ??= 1;
  } else {
    if (fromColumn !== undefined) o.lineChars = charsOfLineAt(a.start);
    if (toColumn !== undefined) o.toLineChars = charsOfLineAt(b.start);
  }
  return o;
}

/** Longest marker any cut of this text could need: every line number at the last line's, every other number at the text's length. */
function markerRoom(id: string, body: string, origin: (line: number) => LineOrigin): number {
  let lines = 1;
  for (let i = body.indexOf("\n"); i !== -1; i = body.indexOf("\n", i + 1)) lines++;
  const l = 10 ** String(Math.max(origin(lines).to, 2)).length - 1;
  const c = 10 ** String(body.length + 1).length - 1;
  return Math.max(
    elisionMarker(id, { from: l, to: l, fromColumn: c, toColumn: c, lineChars: c }).length,
    elisionMarker(id, { from: l - 1, to: l, fromColumn: c, toColumn: c, lineChars: c, toLineChars: c }).length,
    elisionMarker(id, { from: 1, to: l, lines: l }).length,
  );
}

/**
 * Caps `text` (plus `opts.trailer`) to `limits.maxChars` characters: when longer, keeps the
 * head and about `tailChars` characters of the end around an elision marker; the trailer
 * follows whole. No cut splits a UTF-16 surrogate pair (a lone surrogate makes the request
 * invalid). Within a cap too small for the marker, a short pointer `[… call output with
 * id="…" …]` stands in; the result never exceeds maxChars.
 * @returns the visible text and whether anything was elided
 * @example capText("x".repeat(50000), "toolu_1", {maxChars: 30000, tailChars: 6000}, {trailer: "[exit code 0]"}).text.length // <= 30000
 */
export function capText(text: string, id: string, limits: CapLimits, opts: CapOptions = {}): { text: string; elided: boolean } {
  const max = Math.floor(limits.maxChars);
  let body = text;
  let trailer = opts.trailer === undefined ? "" : `\n${opts.trailer}`;
  if (trailer.length > max / 2) {
    body += trailer;
    trailer = "";
  }
  if (body.length + trailer.length <= max) return { text: body + trailer, elided: false };
  const budget = max - trailer.length;
  const origin = opts.origin ?? identity;
  const room = markerRoom(id, body, origin) + 2;
  if (room > budget) {
    const pointer = `[… call output with id="${id}" …]`;
    const head = pointer.length + 1 <= budget ? body.slice(0, boundaryBefore(body, budget - pointer.length - 1)) : body.slice(0, boundaryBefore(body, budget));
    return { text: (pointer.length + 1 <= budget ? `${head}\n${pointer}` : head) + trailer, elided: true };
  }
  const tailChars = Math.min(Math.floor(limits.tailChars), budget - room);
  const headChars = budget - room - tailChars;
  let h = boundaryBefore(body, headChars);
  let t = boundaryAfter(body, body.length - tailChars);
  // Whole lines when that keeps at least half of each side.
  const nl = body.lastIndexOf("\n", h - 1);
  if (body[h] !== "\n" && nl !== -1 && nl >= h / 2) h = nl;
  else if (h > 0 && body[h - 1] === "\n") h--;
  if (t > 0 && body[t - 1] !== "\n" && t < body.length) {
    const next = body.indexOf("\n", t);
    if (next !== -1 && next + 1 - t <= tailChars / 2) t = next + 1;
  }
  if (body[t] === "\n" && t + 1 <= body.length) t++;
  const marker = elisionMarker(id, omission(body, h, t, origin));
  const parts = [body.slice(0, h), marker, body.slice(t)].filter((p, i) => i === 1 || p !== "");
  return { text: parts.join("\n") + trailer, elided: true };
}

/** The display copy of an output (for a terminal or log): its last `keep` characters. */
export const DISPLAY_KEEP_CHARS = 500_000;
export function displayCopy(text: string, keep = DISPLAY_KEEP_CHARS): string {
  if (text.length <= keep) return text;
  return `[showing the last ${keep} of ${text.length} characters; the full output is in the output store]\n${text.slice(boundaryAfter(text, text.length - keep))}`;
}
