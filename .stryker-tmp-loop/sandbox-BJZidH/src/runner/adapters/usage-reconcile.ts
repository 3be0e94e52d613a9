/**
 * Per-response token counts made to agree with an agent's per-model totals (Claude Code's
 * `modelUsage`), which are the authoritative figures: a model's responses keep their own
 * counts when those fit under its total, the remainder going to its last response; counts
 * that exceed the total are scaled down to it in proportion (whole tokens, largest
 * remainder); a model with a total but no responses is returned as background usage.
 * Written here because it is specific to our trace: no library does this.
 */
// @ts-nocheck

import { sameModel } from "../../providers/model-echo.ts";

export interface UsageCounts {
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
  /** The 1-hour-TTL share of cache_creation_input_tokens. */
  cache_creation_1h_input_tokens: number;
}

const KINDS: ReadonlyArray<keyof UsageCounts> = ["input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens", "cache_creation_1h_input_tokens"];

/**
 * Splits `total` whole units in proportion to `weights` (largest-remainder method; equal
 * shares when every weight is 0).
 * @example shareOut(10, [1, 1, 1]) // => [4, 3, 3]
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : total / weights.length));
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]!++;
    left--;
  }
  return out;
}

/**
 * @param responses each response's model and reported counts, in trace order
 * @param totals per-model totals, or null to keep the responses' own counts
 * @returns counts per response (same order) and background usage of models without responses
 */
export function reconcileUsage(
  responses: ReadonlyArray<{ model: string; usage: UsageCounts }>,
  totals: ReadonlyMap<string, UsageCounts> | null,
): { responses: UsageCounts[]; background: Array<{ model: string; usage: UsageCounts }> } {
  const out = responses.map((r) => ({ ...r.usage }));
  const background: Array<{ model: string; usage: UsageCounts }> = [];
  if (!totals) return { responses: out, background };
  const claimed = new Set<number>();
  for (const [model, total] of totals) {
    const idx = responses.flatMap((r, i) => (!claimed.has(i) && sameModel(model, r.model) ? [i] : []));
    if (idx.length === 0) {
      background.push({ model, usage: { ...total } });
      continue;
    }
    for (const i of idx) claimed.add(i);
    for (const k of KINDS) {
      const have = idx.reduce((s, i) => s + out[i]![k], 0);
      if (have <= total[k]) out[idx[idx.length - 1]!]![k] += total[k] - have;
      else shareOut(total[k], idx.map((i) => out[i]![k])).forEach((v, j) => (out[idx[j]!]![k] = v));
    }
    for (const i of idx) out[i]!.cache_creation_1h_input_tokens = Math.min(out[i]!.cache_creation_1h_input_tokens, out[i]!.cache_creation_input_tokens);
  }
  return { responses: out, background };
}
