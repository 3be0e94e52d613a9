/**
 * Tango's score test and interval for a difference of paired proportions.
 */
// @ts-nocheck

import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";

/** Counts of a paired 2×2 table of case-level outcomes (one trial per case and arm). */
export interface PairedCounts {
  /** Cases where the candidate passes and the baseline fails. */
  candidateOnly: number;
  /** Cases where the baseline passes and the candidate fails. */
  baselineOnly: number;
  /** All cases N (concordant ones included). */
  total: number;
}

function check(fn: string, t: PairedCounts): void {
  const { candidateOnly: a, baselineOnly: b, total: n } = t;
  if (![a, b, n].every(Number.isInteger) || a < 0 || b < 0 || n < 1 || a + b > n) {
    throw new RangeError(`${fn} requires integer counts with candidateOnly + baselineOnly <= total and total >= 1`);
  }
}

/**
 * Tango's score statistic (Tango 1998, Stat Med 17:891, eq. 3) for H0: p_C − p_B = δ0:
 * T(δ0) = (n12 − n21 − N·δ0) / √(N·(2·p̃21 + δ0(1 − δ0))), with p̃21 the restricted maximum
 * likelihood estimate (√(B² − 4AC) − B)/(2A), A = 2N, B = −n12 − n21 + (2N − n12 + n21)·δ0,
 * C = −n21·δ0(1 − δ0) (Fagerland, Lydersen & Laake 2017, Statistical Analysis of Contingency
 * Tables, ch. 8). n12 = candidate-only passes, n21 = baseline-only passes.
 * @throws "tangoStatistic requires integer counts … and -1 < delta0 < 1"
 * @example tangoStatistic({ candidateOnly: 1, baselineOnly: 7, total: 21 }, 0) // => -2.1213203435596424
 */
export function tangoStatistic(t: PairedCounts, delta0: number): number {
  check("tangoStatistic", t);
  if (!(delta0 > -1 && delta0 < 1)) throw new RangeError(`tangoStatistic requires -1 < delta0 < 1, got ${delta0}`);
  const { candidateOnly: n12, baselineOnly: n21, total: N } = t;
  const A = 2 * N;
  const B = -n12 - n21 + (2 * N - n12 + n21) * delta0;
  const C = -n21 * delta0 * (1 - delta0);
  const p21 = (Math.sqrt(Math.max(0, B * B - 4 * A * C)) - B) / (2 * A);
  const v = N * (2 * p21 + delta0 * (1 - delta0));
  const num = n12 - n21 - N * delta0;
  if (v <= 0) return num === 0 ? 0 : Math.sign(num) * Infinity;
  return num / Math.sqrt(v);
}

/**
 * Per-case variance of the paired difference under Tango's restricted maximum-likelihood
 * estimate for H0: p_C − p_B = δ0 (the variance in {@link tangoStatistic}, divided by N):
 * 2·p̃21 + δ0(1 − δ0), with p̃21 from the same quadratic written in proportions (A = 2,
 * B = −p12 − p21 + (2 − p12 + p21)·δ0, C = −p21·δ0(1 − δ0)). Nam (1997, Biometrics 53:1422)
 * sizes matched-pairs non-inferiority studies with it (see nonInferiorityCases).
 * @param p12 share of cases where only the candidate passes
 * @param p21 share of cases where only the baseline passes
 * @throws "tangoNullVariance requires 0 <= p12, p21, p12 + p21 <= 1 and -1 < delta0 < 1"
 * @example tangoNullVariance(0, 0, -0.05) // => 0.0475 (Δ(1 − Δ) when no case is discordant)
 */
export function tangoNullVariance(p12: number, p21: number, delta0: number): number {
  if (!(p12 >= 0 && p21 >= 0 && p12 + p21 <= 1) || !(delta0 > -1 && delta0 < 1)) {
    throw new RangeError(`tangoNullVariance requires 0 <= p12, p21, p12 + p21 <= 1 and -1 < delta0 < 1, got p12=${p12}, p21=${p21}, delta0=${delta0}`);
  }
  const B = -p12 - p21 + (2 - p12 + p21) * delta0;
  const C = -p21 * delta0 * (1 - delta0);
  const q21 = (Math.sqrt(Math.max(0, B * B - 8 * C)) - B) / 4;
  return 2 * q21 + delta0 * (1 - delta0);
}

/** Root of f on (lo, hi) by bisection, f(lo) and f(hi) of opposite signs; 1e-12 wide at the end. */
function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let flo = f(lo);
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) { lo = mid; flo = fm; } else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Tango's asymptotic score interval for p_C − p_B (Tango 1998; R
 * `contingencytables::Tango_asymptotic_score_CI_paired_2x2`): the δ with T(δ) = ±z(1 − alpha/2),
 * found by bisection on (−1, 1) (T decreases in δ). Limits are −1 or 1 when the estimate is.
 * @throws as {@link tangoStatistic}; "tangoInterval requires 0 < alpha < 1"
 * @example tangoInterval({ candidateOnly: 6, baselineOnly: 16, total: 161 }) // => [-0.1240…, -0.0054…] (R doc, Cavo 2012)
 */
export function tangoInterval(t: PairedCounts, alpha = 0.05): { estimate: number; ci: [number, number] } {
  check("tangoInterval", t);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`tangoInterval requires 0 < alpha < 1, got ${alpha}`);
  const z = normalQuantile(1 - alpha / 2, 0, 1);
  const estimate = (t.candidateOnly - t.baselineOnly) / t.total;
  const eps = 1e-9;
  const lower = estimate === -1 ? -1 : bisect((d) => tangoStatistic(t, d) - z, -1 + eps, 1 - eps);
  const upper = estimate === 1 ? 1 : bisect((d) => tangoStatistic(t, d) + z, -1 + eps, 1 - eps);
  return { estimate, ci: [lower, upper] };
}

/**
 * One-sided non-inferiority p-value with Tango's score test (Tango 1998 §3; research/statistics.md
 * §2.3): H0 p_C − p_B ≤ −margin against H1 p_C − p_B > −margin, p = 1 − Φ(T(−margin)).
 * @throws as {@link tangoStatistic}; "tangoNonInferiorityP requires 0 <= margin < 1"
 * @example tangoNonInferiorityP({ candidateOnly: 0, baselineOnly: 0, total: 30 }, 0.05) // small: no discordant case
 */
export function tangoNonInferiorityP(t: PairedCounts, margin: number): number {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`tangoNonInferiorityP requires 0 <= margin < 1, got ${margin}`);
  return 1 - normalCdf(tangoStatistic(t, -margin), 0, 1);
}
