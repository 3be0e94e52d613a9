/**
 * Non-binding futility stopping for group-sequential designs, by conditional power under the
 * current trend (stochastic curtailment).
 */
// @ts-nocheck

import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";

/**
 * Conditional power: the probability that the final look's statistic Z_K reaches the final
 * efficacy boundary `finalBoundary`, given Z_k = `z` at information fraction `t`, when the
 * drift (E[Z_K]) is `drift`; default the current trend θ̂ = z/√t. On the score scale
 * B(t) = Z·√t is Brownian motion with drift θ, so B(1) − B(t) ~ N(θ(1 − t), 1 − t) and
 * CP = Φ((z√t + θ(1 − t) − b_K)/√(1 − t)); under the trend this is Φ((z/√t − b_K)/√(1 − t))
 * (Lan, Simon & Halperin 1982, "Stochastic curtailing in long-term clinical trials",
 * Sequential Analysis 1:207; Jennison & Turnbull 2000, Group Sequential Methods, §10.2).
 * Equals scipy `norm.sf(b_K, loc=z*sqrt(t) + theta*(1 - t), scale=sqrt(1 - t))`.
 * @throws "conditionalPower requires 0 < t < 1 and finite z, finalBoundary and drift"
 * @example conditionalPower(0, 0.5, 1.645) // => 0.01001… (no trend: reaching 1.645 from 0 with half the information left)
 */
export function conditionalPower(z: number, t: number, finalBoundary: number, drift?: number): number {
  const theta = drift ?? z / Math.sqrt(t);
  if (!(t > 0 && t < 1) || !Number.isFinite(z) || !Number.isFinite(finalBoundary) || !Number.isFinite(theta)) {
    throw new RangeError("conditionalPower requires 0 < t < 1 and finite z, finalBoundary and drift");
  }
  return normalCdf((z * Math.sqrt(t) + theta * (1 - t) - finalBoundary) / Math.sqrt(1 - t), 0, 1);
}

/**
 * The futility boundary on the z scale at fraction `t`: the z below which the conditional
 * power under the current trend is below `threshold` — solving
 * Φ((z/√t − b_K)/√(1 − t)) = γ gives a(t) = √t·(b_K + Φ⁻¹(γ)·√(1 − t)).
 * The boundary is non-binding (Jennison & Turnbull 2000 §7.2; gsDesign `test.type = 4`): the
 * efficacy boundaries are computed as if it did not exist, so a run that ignores it (or one that
 * stops there) keeps the type I error at or below α; stopping only removes chances to ADOPT.
 * @throws "futilityBoundary requires 0 < t < 1 and 0 < threshold < 1"
 * @example futilityBoundary(1 / 3, 1.695, 0.1) // => 0.3741…
 */
export function futilityBoundary(t: number, finalBoundary: number, threshold: number): number {
  if (!(t > 0 && t < 1) || !(threshold > 0 && threshold < 1) || !Number.isFinite(finalBoundary)) {
    throw new RangeError("futilityBoundary requires 0 < t < 1 and 0 < threshold < 1");
  }
  return Math.sqrt(t) * (finalBoundary + normalQuantile(threshold, 0, 1) * Math.sqrt(1 - t));
}

/**
 * The z statistic of a one-sided p-value for improvement: Φ⁻¹(1 − p), clamped to ±8.3 so that
 * p = 0 or 1 (possible with an exact sign-flip test) stays finite.
 * @throws never
 * @example zFromOneSidedP(0.025) // => 1.95996…
 */
export function zFromOneSidedP(p: number): number {
  const clamped = Math.min(1 - 1e-16, Math.max(1e-16, p));
  return Math.max(-8.3, Math.min(8.3, normalQuantile(1 - clamped, 0, 1)));
}
