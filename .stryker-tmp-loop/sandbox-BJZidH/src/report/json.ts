/**
 * summary.json and `--format json`: the analysis contract (src/stats/core/types.ts, EVAL.md §6),
 * pretty-printed. Note that JSON has no Infinity: an unbounded interval end is written as
 * null (see intervalEnds in format.ts for how the reporters read it back).
 */
// @ts-nocheck

import type { Summary } from "../stats/core/types.ts";

/** The summary as the JSON text written to summary.json. */
export function renderJson(s: Summary): string {
  return `${JSON.stringify(s, null, 2)}\n`;
}
