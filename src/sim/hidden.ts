/**
 * What a shown tool result leaves out, read from its elision markers (agent-protocol/formats.ts
 * elisionMarker): where each cut region starts in the stored output, how long it is, and what
 * the marker says was removed. The simulated model uses this to page a region back by window
 * and to decide whether to check a region it did not need (behaviour.ts).
 */
import type { SimToolCall } from "../suite/schema.ts";
import { ELISION_RE } from "../agent-protocol/formats.ts";
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
  /** 1-based line of the stored output where the region starts (the marker's offset). */
  startLine: number;
  /** Lines the region spans (the marker's limit). */
  lines: number;
  reason: CutReason;
}

/** One marker (ELISION_RE without the global flag): id, offset, limit, column. */
const MARKER_RE = new RegExp(ELISION_RE.source);
const FOLDED_RE = /\b(?:duplicate lines removed|progress lines folded|repeated \d+ more times)\b/;
const PASSING_RE = /\bpassing\b/;

/**
 * The cut regions of one shown result, in order. Each marker names the lines it left out and
 * the `output` call that pages them (offset, limit), so positions are exact. The generic cap's
 * marker stands alone on its line (`[… lines …`); a compressor's follows a bracketed reason.
 */
export function cutRegions(shown: string): CutRegion[] {
  const out: CutRegion[] = [];
  for (const text of shown.split("\n")) {
    const m = MARKER_RE.exec(text);
    if (!m) continue;
    const reason: CutReason = text.startsWith("[… ") ? "headTail" : FOLDED_RE.test(text) ? "folded" : PASSING_RE.test(text) ? "passing" : "omitted";
    out.push({ id: m[1]!, startLine: Number(m[2]), lines: Number(m[3]), reason });
  }
  return out;
}

/** The `output` call paging the `page`-th window (0-based, `size` lines) of a region, or null past its end. */
export function windowCall(r: CutRegion, page: number, size = PAGE_WINDOW_LINES): SimToolCall | null {
  const offset = r.startLine + page * size;
  if (offset >= r.startLine + r.lines) return null;
  return { name: "output", input: { id: r.id, offset, limit: size } };
}
