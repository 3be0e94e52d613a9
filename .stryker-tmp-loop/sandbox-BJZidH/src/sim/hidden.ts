/**
 * What a shown tool result leaves out, read from its elision markers (agent-protocol/formats.ts
 * elisionMarker): where each cut region starts in the stored output, how long it is, and what
 * the marker says was removed. The simulated model uses this to page a region back by window
 * and to decide whether to check a region it did not need (behaviour.ts).
 */
// @ts-nocheck

import type { SimToolCall } from "../suite/schema.ts";
import { PAGE_WINDOW_LINES } from "./behaviour.ts";

/**
 * What the marker says was removed: the middle of a head + tail cap (characters), lines
 * collapsed from a shaped log, diff, search or listing, passing-test lines, or only
 * repeats/duplicates/progress lines.
 */
export type CutReason = "headTail" | "omitted" | "passing" | "folded";

export interface CutRegion {
  /** The stored output's id (the call id the marker names). */
  id: string;
  /** 1-based line of the stored output where the region starts (estimated for a character cut). */
  startLine: number;
  /** Lines in the region (estimated from characters for a character cut). */
  lines: number;
  reason: CutReason;
}

const MARKER_RE = /\[… (\d+) (characters|lines) omitted; the full output is stored: call output with id="([^"]+)"/;
const FOLDED_RE = /\b(?:duplicate lines removed|progress lines folded|repeated \d+ more times)\b/;
const PASSING_RE = /\bpassing\b/;
/** Characters per line assumed when a marker counts characters (typical log and source lines). */
const CHARS_PER_LINE = 60;

/**
 * The cut regions of one shown result, in order. Line positions count the shown lines and
 * each marker's omitted lines, which is exact for a head + tail cap and for shaped outputs
 * whose markers stand where their lines were.
 */
export function cutRegions(shown: string): CutRegion[] {
  const out: CutRegion[] = [];
  let line = 1;
  for (const text of shown.split("\n")) {
    const m = MARKER_RE.exec(text);
    if (!m) {
      line++;
      continue;
    }
    const n = Number(m[1]);
    const lines = m[2] === "lines" ? n : Math.max(1, Math.ceil(n / CHARS_PER_LINE));
    const reason: CutReason = m[2] === "characters" ? "headTail" : FOLDED_RE.test(text) ? "folded" : PASSING_RE.test(text) ? "passing" : "omitted";
    out.push({ id: m[3]!, startLine: line, lines, reason });
    line += lines;
  }
  return out;
}

/** The `output` call paging the `page`-th window (0-based, `size` lines) of a region, or null past its end. */
export function windowCall(r: CutRegion, page: number, size = PAGE_WINDOW_LINES): SimToolCall | null {
  const offset = r.startLine + page * size;
  if (offset >= r.startLine + r.lines) return null;
  return { name: "output", input: { id: r.id, offset, limit: size } };
}
