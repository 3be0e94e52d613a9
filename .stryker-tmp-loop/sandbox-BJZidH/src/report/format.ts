/** Number formatting shared by the reporters. */
// @ts-nocheck

import type { MetricSummary } from "../stats/core/types.ts";

/** A metric value for display: USD with 4 decimals, rates as %, counts with separators. */
export function formatValue(metric: string, v: number | null | undefined): string {
  if (v === null || v === undefined || Number.isNaN(v)) return "n/a";
  if (metric === "costUsd") return `$${v.toFixed(4)}`;
  if (metric === "pass") return `${(v * 100).toFixed(1)}%`;
  if (Math.abs(v) >= 1000) return Math.round(v).toLocaleString("en-US");
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
}

/**
 * A delta: relative for ratio metrics (signed %), absolute otherwise — points for `pass`, the
 * metric's own unit for the rest (guardrails and secondary mean differences are absolute, see
 * src/stats/decision/metric-difference.ts). ±Infinity (an unbounded interval end) prints as ∞.
 */
export function formatDelta(kind: MetricSummary["kind"], metric: string, d: number | null | undefined): string {
  if (d === null || d === undefined || Number.isNaN(d)) return "n/a";
  const sign = d > 0 ? "+" : d < 0 ? "−" : "±";
  if (!Number.isFinite(d)) return `${sign}∞`;
  const a = Math.abs(d);
  if (kind === "ratio") return `${sign}${(a * 100).toFixed(1)}%`;
  if (metric === "pass") return `${sign}${(a * 100).toFixed(1)} pts`;
  return `${sign}${a.toFixed(2)}`;
}

/**
 * An interval's ends as read back from JSON: JSON.stringify turns ±Infinity into null, so a
 * null lower end is −∞ and a null upper end is +∞ (a bootstrap-t interval can be unbounded).
 */
export function intervalEnds(ci: readonly (number | null)[] | null | undefined): [number, number] | null {
  if (!ci || ci.length !== 2) return null;
  const lo = ci[0] ?? -Infinity;
  const hi = ci[1] ?? Infinity;
  return [lo, hi];
}

/** "[lo, hi]" in the delta's units, or "n/a". */
export function formatInterval(kind: MetricSummary["kind"], metric: string, ci: MetricSummary["ci"]): string {
  const ends = intervalEnds(ci);
  return ends ? `[${formatDelta(kind, metric, ends[0])}, ${formatDelta(kind, metric, ends[1])}]` : "n/a";
}

/**
 * A metric's interval for display: {@link formatInterval}, except that an interval the statistics
 * declined to estimate for lack of cases (`extra.ciNotEstimable`, see src/stats/decision/metric-ratio.ts)
 * reads "n/a (too few cases: n)".
 */
export function formatMetricInterval(metric: string, m: Pick<MetricSummary, "kind" | "ci" | "extra">): string {
  const why = m.extra?.ciNotEstimable as { reason?: string; cases?: number } | undefined;
  if (m.ci === null && why?.reason === "too few cases" && typeof why.cases === "number") return `n/a (too few cases: ${why.cases})`;
  return formatInterval(m.kind, metric, m.ci);
}

export function formatP(p: number | null | undefined): string {
  if (p === null || p === undefined || Number.isNaN(p)) return "n/a";
  return p < 0.001 ? "<0.001" : p.toFixed(3);
}
