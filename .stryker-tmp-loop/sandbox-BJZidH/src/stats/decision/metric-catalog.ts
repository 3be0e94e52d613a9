/**
 * How each metric of the runner is estimated and which way is better (DESIGN §5, §7).
 */
// @ts-nocheck

import type { GuardrailOutcome } from "../power/null-variance-floor.ts";

/**
 * Non-negative totals whose suite change is a ratio of totals, ΣC/ΣB − 1: cost, token counts,
 * turns, calls and times. Every other numeric metric is compared as a mean difference.
 */
export const RATIO_METRICS: ReadonlySet<string> = new Set([
  "costUsd", "tokens", "turns", "inputTokens", "outputTokens", "cacheReadTokens", "cacheWriteTokens",
  "toolCalls", "wallMs", "modelMs", "toolMs", "promptBlockTokens",
]);

/**
 * Timing metrics (how long the machine and the provider took as much as what the agent did) and
 * the edit-format diagnostics (guard trips, max_tokens stops, prompt block size: they explain a
 * pass or cost change rather than being one) are printed for description only and kept out of the Holm family of secondary metrics
 * (adding them would raise every other secondary's adjusted p without being a finding).
 */
export const DESCRIPTIVE_METRICS: ReadonlySet<string> = new Set(["wallMs", "modelMs", "toolMs", "guardTrips", "maxTokensStops", "promptBlockTokens"]);

const TIMING = new Set(["wallMs", "modelMs", "toolMs"]);

/**
 * Why a metric of DESCRIPTIVE_METRICS stays out of the Holm family, for its method line.
 * @example descriptiveReason("wallMs") // => "timing reflects the machine and the provider as much as the agent"
 */
export function descriptiveReason(name: string): string {
  return TIMING.has(name)
    ? "timing reflects the machine and the provider as much as the agent"
    : "an edit-format diagnostic: it explains a pass or cost change rather than being one";
}

/**
 * Outcome type of the runner's guardrail metrics, which sets their variance floor
 * (null-variance-floor.ts); other guardrails get the type their values show.
 */
export const GUARDRAIL_OUTCOMES: Readonly<Record<string, GuardrailOutcome>> = Object.freeze({ pass: "binary", repeatedCalls: "count" });

/** Metrics where a larger value is better; for all others (cost, tokens, repeats…) lower is better. */
export const HIGHER_IS_BETTER: ReadonlySet<string> = new Set(["pass", "judgeScore"]);

/** Order of the runner's metrics in a summary; unknown metrics follow in alphabetical order. */
export const METRIC_ORDER: readonly string[] = [
  "costUsd", "pass", "repeatedCalls", "tokens", "turns", "inputTokens", "outputTokens",
  "cacheReadTokens", "cacheWriteTokens", "toolCalls", "parallelBatches", "guardTrips", "maxTokensStops",
  "promptBlockTokens", "wallMs",
];

/**
 * Sort metric names in {@link METRIC_ORDER}, then alphabetically.
 * @example orderMetrics(["zeta", "turns", "costUsd"]) // => ["costUsd", "turns", "zeta"]
 * @throws never
 */
export function orderMetrics(names: Iterable<string>): string[] {
  const rank = (n: string) => {
    const i = METRIC_ORDER.indexOf(n);
    return i === -1 ? METRIC_ORDER.length : i;
  };
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
