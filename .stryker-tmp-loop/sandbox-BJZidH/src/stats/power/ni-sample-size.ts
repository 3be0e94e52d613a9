/**
 * Cases needed to show non-inferiority of a guardrail with a given power.
 */
// @ts-nocheck

import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";
import tQuantile from "@stdlib/stats-base-dists-t-quantile";

export interface NonInferiorityDesign {
  /** Per-case variance of the differences at the null boundary, V0 (squared metric units). */
  nullVariance: number;
  /** Per-case variance under the alternative the design is powered for, V1. */
  altVariance: number;
  /** Non-inferiority margin Δ > 0, metric units. */
  margin: number;
  /** True difference planned for, in the "better" direction (0 = no change, the usual choice). */
  trueDifference?: number;
  /** One-sided level of the test. */
  alpha: number;
  /** 1 − β. */
  power: number;
  /** "t": the test refers its statistic to t(n − 1) (paired t); "z": to the normal (score tests such as Tango's). */
  reference: "t" | "z";
}

/**
 * Cases n needed to show non-inferiority at margin Δ with the given power, for a test of the
 * mean per-case difference (one-sided level alpha), when the truth is `trueDifference` (δ1):
 * n = (q(1 − α)·√V0 + q(power)·√V1)² / (Δ + δ1)².
 * This is the textbook sample size for a non-inferiority test of a mean (Chow, Shao & Wang,
 * "Sample Size Calculations in Clinical Research", 2nd ed. 2008, ch. 3; Miller 2024 eq. 9 at
 * one-sided α with δ = Δ) written with separate null and alternative variances, as Farrington
 * & Manning (1990, Stat Med 9:1447) and Nam (1997, Biometrics 53:1422) do for score tests whose
 * variance is taken at the null boundary. With reference "z", q is the normal quantile and n is
 * rounded up. With reference "t", q(p) = t(p, n − 1) and n is the smallest integer that
 * satisfies the inequality n ≥ (…)²/(Δ + δ1)² (the t iteration of Julious 2004, Stat Med
 * 23:1921). Never less than 2, the fewest a paired t test can use.
 * @throws "nonInferiorityCases requires …" for negative or non-finite variances, margin + trueDifference <= 0, alpha or power outside (0, 1)
 * @example nonInferiorityCases({ nullVariance: 0.0475, altVariance: 0, margin: 0.05, alpha: 0.05, power: 0.8, reference: "z" }) // => 52
 */
export function nonInferiorityCases(d: NonInferiorityDesign): number {
  const shift = d.margin + (d.trueDifference ?? 0);
  if (![d.nullVariance, d.altVariance].every((v) => v >= 0 && Number.isFinite(v))) {
    throw new RangeError(`nonInferiorityCases requires non-negative finite variances, got ${d.nullVariance} and ${d.altVariance}`);
  }
  if (!(shift > 0) || !Number.isFinite(shift)) throw new RangeError(`nonInferiorityCases requires margin + trueDifference > 0, got ${shift}`);
  if (!(d.alpha > 0 && d.alpha < 1) || !(d.power > 0 && d.power < 1)) {
    throw new RangeError(`nonInferiorityCases requires 0 < alpha < 1 and 0 < power < 1, got alpha=${d.alpha}, power=${d.power}`);
  }
  const s0 = Math.sqrt(d.nullVariance);
  const s1 = Math.sqrt(d.altVariance);
  const needs = (qa: number, qb: number) => ((qa * s0 + qb * s1) / shift) ** 2;
  const z = needs(normalQuantile(1 - d.alpha, 0, 1), normalQuantile(d.power, 0, 1));
  // A rounding guard: (qa·s0/shift)² can land a hair above an integer it equals exactly.
  const zCases = Math.max(2, Math.ceil(z - 1e-9));
  if (d.reference === "z") return zCases;
  // t(p, n − 1) > z(p) for p > ½ and falls with n, so the smallest n with n ≥ f(n) is at least zCases.
  let n = zCases;
  while (n < needs(tQuantile(1 - d.alpha, n - 1), tQuantile(d.power, n - 1)) - 1e-9) n++;
  return n;
}
