/**
 * Median and spread of a benchmark figure's repeats (issue 10: "each figure is repeated and
 * reported as median and spread"). Descriptive only, so simple-statistics is the right tool.
 */
// @ts-nocheck

import { max, median, min, quantile } from "simple-statistics";

export interface Spread {
  /** Number of values summarised. */
  n: number;
  median: number;
  min: number;
  max: number;
  /** First and third quartiles (simple-statistics' `quantile`, nearest-rank with averaging). */
  q1: number;
  q3: number;
}

/**
 * Summarises repeated measurements, in the values' own unit (ms, MB, trials/s, …).
 * @throws "spread requires at least one finite value" for an empty or non-finite list
 * @example spread([3, 1, 2]) // => { n: 3, median: 2, min: 1, max: 3, q1: 1, q3: 3 }
 */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0 || values.some((v) => !Number.isFinite(v))) throw new RangeError("spread requires at least one finite value");
  const xs = [...values];
  return { n: xs.length, median: median(xs), min: min(xs), max: max(xs), q1: quantile(xs, 0.25), q3: quantile(xs, 0.75) };
}

/**
 * A one-line rendering: "median (min–max, n)" with the given digits, or just the value when n = 1.
 * @example formatSpread(spread([1.5, 2, 3]), 1) // => "2.0 (1.5–3.0, n=3)"
 */
export function formatSpread(s: Spread, digits = 0): string {
  const f = (x: number) => x.toFixed(digits);
  return s.n === 1 ? `${f(s.median)} (n=1)` : `${f(s.median)} (${f(s.min)}–${f(s.max)}, n=${s.n})`;
}
