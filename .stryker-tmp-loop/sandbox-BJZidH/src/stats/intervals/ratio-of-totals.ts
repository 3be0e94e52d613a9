/**
 * The ratio-of-totals estimand and its case-level delta-method standard error.
 */
// @ts-nocheck

import { mean, sampleCovariance, sampleVariance } from "simple-statistics";

function sum(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

/**
 * Relative change of the suite total, R = ΣC_i/ΣB_i − 1 (DESIGN §7; research/statistics.md
 * §3.3), with C_i, B_i the per-case means. Null when ΣB = 0 (no change can be expressed).
 * @throws "ratioOfTotals requires equal-length arrays of at least one case"
 * @example ratioOfTotals([1, 2, 3, 4, 10], [1, 1, 3, 3, 6]) // => -0.30000000000000004
 */
export function ratioOfTotals(baseline: readonly number[], candidate: readonly number[]): number | null {
  if (baseline.length === 0 || baseline.length !== candidate.length) {
    throw new RangeError("ratioOfTotals requires equal-length arrays of at least one case");
  }
  const b = sum(baseline);
  return b === 0 ? null : sum(candidate) / b - 1;
}

/**
 * Standard error of L = log(C̄/B̄) by the delta method at the case level (research/statistics.md
 * §3.3; Efron & Tibshirani 1993 §5.6 for the ratio-of-means linearisation):
 * se² = [s_C²/C̄² + s_B²/B̄² − 2·s_CB/(C̄·B̄)]/n with sample (n − 1) variances and covariance.
 * Null when a mean is not positive (the log ratio is undefined).
 * @throws "logRatioSe requires equal-length arrays of at least two cases"
 * @example logRatioSe([1, 2, 3, 4, 10], [1, 1, 3, 3, 6]) // => 0.11572751247156901
 */
export function logRatioSe(baseline: readonly number[], candidate: readonly number[]): number | null {
  const n = baseline.length;
  if (n < 2 || n !== candidate.length) {
    throw new RangeError("logRatioSe requires equal-length arrays of at least two cases");
  }
  const b = baseline as number[];
  const c = candidate as number[];
  const mb = mean(b);
  const mc = mean(c);
  if (!(mb > 0 && mc > 0)) return null;
  const v = sampleVariance(c) / (mc * mc) + sampleVariance(b) / (mb * mb) - (2 * sampleCovariance(c, b)) / (mc * mb);
  return Math.sqrt(Math.max(0, v) / n);
}

/**
 * Leave-one-case-out values of R = ΣC/ΣB − 1: entry i drops case i (the jackknife values used
 * by BCa, Efron & Tibshirani 1993 §14.3, and the robustness range of DESIGN §7). An entry is
 * null when the remaining baseline total is 0.
 * @throws "leaveOneOutRatios requires equal-length arrays of at least two cases"
 * @example leaveOneOutRatios([1, 2, 3, 4, 10], [1, 1, 3, 3, 6])[0] // => -0.3157894736842105
 */
export function leaveOneOutRatios(baseline: readonly number[], candidate: readonly number[]): Array<number | null> {
  const n = baseline.length;
  if (n < 2 || n !== candidate.length) {
    throw new RangeError("leaveOneOutRatios requires equal-length arrays of at least two cases");
  }
  const sb = sum(baseline);
  const sc = sum(candidate);
  return baseline.map((b, i) => {
    const rest = sb - b;
    return rest === 0 ? null : (sc - (candidate[i] as number)) / rest - 1;
  });
}
