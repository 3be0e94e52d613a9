/**
 * Bootstrap confidence intervals from a vector of replicates: percentile and BCa.
 */
// @ts-nocheck

import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";
import { quantileSorted } from "simple-statistics";

/**
 * Linear-interpolation quantile (R type 7, numpy's default `np.percentile`) of sorted values.
 * Delegates to simple-statistics' `quantileSorted` (type 7 since 7.8.9).
 * @throws "sortedQuantile requires a non-empty array and 0 <= p <= 1"
 * @example sortedQuantile([1, 2, 3, 4], 0.5) // => 2.5
 */
export function sortedQuantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0 || !(p >= 0 && p <= 1)) {
    throw new RangeError("sortedQuantile requires a non-empty array and 0 <= p <= 1");
  }
  return quantileSorted(sorted as number[], p);
}

/**
 * Ascending copy; a typed-array sort is numeric and several times faster than Array#sort with a comparator.
 * @throws never
 * @example sortNumbers([3, 1, 2]) // => [1, 2, 3]
 */
export function sortNumbers(xs: readonly number[]): number[] {
  return Array.from(Float64Array.from(xs).sort());
}

/**
 * Percentile bootstrap interval (Efron & Tibshirani 1993 §13.3): the alpha/2 and 1 − alpha/2
 * type-7 quantiles of the replicates, as scipy `bootstrap(method='percentile')`.
 * @throws "percentileInterval requires replicates and 0 < alpha < 1"
 * @example percentileInterval([1, 2, 3, 4, 5], 0.5) // => [2, 4]
 */
export function percentileInterval(replicates: readonly number[], alpha: number): [number, number] {
  if (replicates.length === 0 || !(alpha > 0 && alpha < 1)) {
    throw new RangeError("percentileInterval requires replicates and 0 < alpha < 1");
  }
  const sorted = sortNumbers(replicates);
  return [sortedQuantile(sorted, alpha / 2), sortedQuantile(sorted, 1 - alpha / 2)];
}

/**
 * Jackknife acceleration a = Σ(θ̄ − θ_(i))³ / (6·[Σ(θ̄ − θ_(i))²]^{3/2}) (Efron & Tibshirani
 * 1993 eq. 14.15; scipy `_bca_interval`). 0 when all jackknife values are equal.
 * @throws "jackknifeAcceleration requires at least two jackknife values"
 * @example jackknifeAcceleration([0.684211, 0.722222, 0.647059, 0.6875, 0.8]) // ≈ -0.0566467
 */
export function jackknifeAcceleration(jackknife: readonly number[]): number {
  const n = jackknife.length;
  if (n < 2) throw new RangeError("jackknifeAcceleration requires at least two jackknife values");
  const m = jackknife.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let den = 0;
  for (const x of jackknife) {
    const u = m - x;
    num += u * u * u;
    den += u * u;
  }
  return den === 0 ? 0 : num / (6 * den ** 1.5);
}

export interface BcaResult {
  ci: [number, number];
  /** Bias correction z0 = Φ⁻¹((#{θ* < θ̂} + #{θ* ≤ θ̂})/(2B)) (scipy's mid-rank convention). */
  z0: number;
  /** Acceleration from the jackknife. */
  a: number;
  /** Adjusted quantile levels used for the interval. */
  levels: [number, number];
}

/**
 * Bias-corrected and accelerated (BCa) bootstrap interval (Efron & Tibshirani 1993 §14.3,
 * eq. 14.9–14.10), following scipy 1.17 `stats.bootstrap(method='BCa')`: z0 from the mid-rank
 * share of replicates below the estimate, a from the jackknife, levels
 * Φ(z0 + (z0 + z_q)/(1 − a(z0 + z_q))) for q = alpha/2 and 1 − alpha/2, type-7 quantiles.
 * Returns null when the bootstrap distribution is degenerate (z0 infinite: every replicate on
 * one side of the estimate), where scipy returns NaN.
 * @param replicates bootstrap replicates θ*_b
 * @param estimate θ̂ on the original data
 * @param jackknife leave-one-out values θ_(i)
 * @throws "bcaInterval requires replicates, two jackknife values and 0 < alpha < 1"
 * @example bcaInterval(reps, 0.7, [0.684211, 0.722222, 0.647059, 0.6875, 0.8], 0.05)
 */
export function bcaInterval(
  replicates: readonly number[],
  estimate: number,
  jackknife: readonly number[],
  alpha: number,
): BcaResult | null {
  const B = replicates.length;
  if (B === 0 || jackknife.length < 2 || !(alpha > 0 && alpha < 1)) {
    throw new RangeError("bcaInterval requires replicates, two jackknife values and 0 < alpha < 1");
  }
  let below = 0;
  let atOrBelow = 0;
  for (const r of replicates) {
    if (r < estimate) below++;
    if (r <= estimate) atOrBelow++;
  }
  const z0 = normalQuantile((below + atOrBelow) / (2 * B), 0, 1);
  if (!Number.isFinite(z0)) return null;
  const a = jackknifeAcceleration(jackknife);
  const level = (q: number): number => {
    const zq = normalQuantile(q, 0, 1);
    const num = z0 + zq;
    return normalCdf(z0 + num / (1 - a * num), 0, 1);
  };
  const levels: [number, number] = [level(alpha / 2), level(1 - alpha / 2)];
  const sorted = sortNumbers(replicates);
  return { ci: [sortedQuantile(sorted, levels[0]), sortedQuantile(sorted, levels[1])], z0, a, levels };
}
