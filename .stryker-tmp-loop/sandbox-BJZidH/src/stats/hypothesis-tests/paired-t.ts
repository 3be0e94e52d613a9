/**
 * Paired (one-sample) t test and interval on per-case differences.
 */
// @ts-nocheck

import tCdf from "@stdlib/stats-base-dists-t-cdf";
import tQuantile from "@stdlib/stats-base-dists-t-quantile";
import { mean, sampleStandardDeviation } from "simple-statistics";

export interface PairedTResult {
  n: number;
  /** Mean difference, in the units of the input. */
  mean: number;
  /** Sample standard deviation (n − 1 denominator). */
  sd: number;
  /** Standard error sd/√n (Miller 2024 eq. 7 with the n − 1 variance). */
  se: number;
  df: number;
  /** (mean − nullValue)/se; ±Infinity when sd = 0 and the mean differs from the null. */
  t: number;
  /** Two-sided p-value of H0: mean = nullValue. */
  p: number;
  /** Two-sided (1 − alpha) interval mean ± t(1 − alpha/2, n − 1)·se. */
  ci: [number, number];
}

/**
 * Student's paired t test (Student 1908; R `t.test(x, y, paired = TRUE)`, scipy
 * `ttest_rel`): t = (d̄ − μ0)/(s_d/√n) on n − 1 degrees of freedom. When the data are
 * essentially constant (se ≤ 10·ε·|d̄|, R's criterion, where R stops with an error) the
 * interval collapses to the mean and p is 0 (mean ≠ μ0) or 1 (mean = μ0): the test's limit.
 * @param diffs paired differences (one per case)
 * @param alpha two-sided level of the interval, default 0.05
 * @param nullValue μ0, default 0
 * @throws when fewer than two differences: "pairedT requires at least two differences"
 * @example pairedT([-1.2, -2.4, -1.3, -1.3, 0, -1, -1.8, -0.8, -4.6, -1.4]).t // => -4.0621 (R sleep data)
 */
export function pairedT(diffs: readonly number[], alpha = 0.05, nullValue = 0): PairedTResult {
  const n = diffs.length;
  if (n < 2) throw new RangeError(`pairedT requires at least two differences, got ${n}`);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`pairedT requires 0 < alpha < 1, got ${alpha}`);
  const m = mean(diffs as number[]);
  const sd = sampleStandardDeviation(diffs as number[]);
  const raw = sd / Math.sqrt(n);
  const constant = raw <= 10 * Number.EPSILON * Math.abs(m);
  const se = constant ? 0 : raw;
  const df = n - 1;
  const diff = m - nullValue;
  if (se === 0) {
    return { n, mean: m, sd: constant ? 0 : sd, se, df, t: diff === 0 ? 0 : Math.sign(diff) * Infinity, p: diff === 0 ? 1 : 0, ci: [m, m] };
  }
  const t = diff / se;
  const p = Math.min(1, 2 * tCdf(-Math.abs(t), df));
  const q = tQuantile(1 - alpha / 2, df);
  return { n, mean: m, sd, se, df, t, p, ci: [m - q * se, m + q * se] };
}

/**
 * One-sided (1 − alpha) t confidence bound: mean − t(1 − alpha, df)·se (side "lower") or
 * mean + t(1 − alpha, df)·se (side "upper"). Used for non-inferiority against a margin.
 * @throws when alpha is not in (0, 1) or df < 1: "tBound requires …"
 * @example tBound(0, 1, 9, 0.05, "lower") // => -1.833112932656237
 */
export function tBound(m: number, se: number, df: number, alpha: number, side: "lower" | "upper"): number {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`tBound requires 0 < alpha < 1, got ${alpha}`);
  if (!(df >= 1)) throw new RangeError(`tBound requires df >= 1, got ${df}`);
  const q = tQuantile(1 - alpha, df) * se;
  return side === "lower" ? m - q : m + q;
}

/**
 * One-sided p-value of the t statistic for the alternative "greater" (1 − F(t)) or "less" (F(t)).
 * @example tOneSidedP(1.833112932656237, 9, "greater") // => 0.05
 * @throws never (p = 1 for a NaN statistic)
 */
export function tOneSidedP(t: number, df: number, alternative: "greater" | "less"): number {
  if (Number.isNaN(t)) return 1;
  return alternative === "greater" ? tCdf(-t, df) : tCdf(t, df);
}
