/**
 * Synthetic trial data for calibration: lognormal costs with case heterogeneity.
 */
// @ts-nocheck

import type { Rng } from "../core/rng.ts";
import type { TrialObservation } from "../core/types.ts";

/**
 * A standard normal draw (Box–Muller; the second variate is discarded for simplicity).
 * @throws never
 * @example normalDraw(createRng(1)) // a standard normal variate
 */
export function normalDraw(rng: Rng): number {
  const u = 1 - rng(); // (0, 1]: log(u) is finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/**
 * A Poisson draw by Knuth's multiplication method (fine for the small means used here).
 * @throws never
 * @example poissonDraw(createRng(1), 0.3) // 0, 1, 2 … with mean 0.3
 */
export function poissonDraw(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rng();
  while (p > limit) { k++; p *= rng(); }
  return k;
}

export interface SyntheticCase {
  caseId: string;
  /** Expected cost per trial, USD (lognormal across cases). */
  meanCost: number;
  /** Probability a trial passes. */
  passRate: number;
  /** Expected repeated calls per trial. */
  repeatRate: number;
}

export interface SyntheticSpec {
  /** Median case cost per trial, USD. Default 0.05. */
  medianCostUsd?: number;
  /** SD of log case cost across cases. Default 1.0 (research/statistics.md §3.3). */
  caseSigma?: number;
  /** SD of log trial cost within a case. Default 0.5. */
  trialSigma?: number;
  /** "stable": each case always passes or always fails; "flaky": some cases pass at random. */
  pass?: "stable" | "flaky";
  /** Share of cases made `heavyFactor` times as expensive ("a few heavy cases"). Default 0. */
  heavyShare?: number;
  /** Cost multiplier of a heavy case. Default 10. */
  heavyFactor?: number;
}

/**
 * Draw n synthetic cases: mean cost per trial lognormal (median 0.05 USD, log-SD 1.0 across
 * cases — the heterogeneity of research/statistics.md §3.3; with `heavyShare`, that share of
 * cases `heavyFactor` times as expensive), pass rates (stable: 70% of cases
 * always pass and 30% never do; flaky: 60% at 0.97, 25% at 0.05, 15% uniform on [0.2, 0.8]) and
 * repeated-call rates 0.3·e^{0.5z}.
 * @example syntheticCases(createRng(1), 3)[0].caseId // => "case-01"
 * @throws never
 */
export function syntheticCases(rng: Rng, n: number, spec: SyntheticSpec = {}): SyntheticCase[] {
  const median = spec.medianCostUsd ?? 0.05;
  const caseSigma = spec.caseSigma ?? 1.0;
  const heavyShare = spec.heavyShare ?? 0;
  return Array.from({ length: n }, (_, i) => {
    const u = rng();
    const passRate = spec.pass === "flaky"
      ? (u < 0.6 ? 0.97 : u < 0.85 ? 0.05 : 0.2 + 0.6 * rng())
      : (u < 0.7 ? 1 : 0);
    const cost = median * Math.exp(caseSigma * normalDraw(rng));
    // Drawn only when asked, so the streams of the other calibrations stay as they were.
    const heavy = heavyShare > 0 && rng() < heavyShare;
    return {
      caseId: `case-${String(i + 1).padStart(2, "0")}`,
      meanCost: heavy ? cost * (spec.heavyFactor ?? 10) : cost,
      passRate,
      repeatRate: 0.3 * Math.exp(0.5 * normalDraw(rng)),
    };
  });
}

/**
 * Draw K trials of a case, costs multiplied by `costFactor` (1 for the baseline): cost =
 * meanCost·factor·exp(σz − σ²/2) (mean-preserving lognormal trial noise), pass ~ Bernoulli,
 * repeatedCalls ~ Poisson.
 * @example syntheticTrials(createRng(1), c, 3).length // => 3
 * @throws never
 */
export function syntheticTrials(rng: Rng, c: SyntheticCase, k: number, costFactor = 1, spec: SyntheticSpec = {}): TrialObservation[] {
  const s = spec.trialSigma ?? 0.5;
  return Array.from({ length: k }, (_, t) => ({
    trial: t + 1,
    pass: rng() < c.passRate,
    infra: false,
    metrics: {
      costUsd: c.meanCost * costFactor * Math.exp(s * normalDraw(rng) - (s * s) / 2),
      repeatedCalls: poissonDraw(rng, c.repeatRate),
    },
  }));
}
