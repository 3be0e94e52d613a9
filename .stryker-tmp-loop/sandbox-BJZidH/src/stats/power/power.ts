/**
 * Power and sample size for a paired comparison with K trials per case (Miller 2024 §5).
 */
// @ts-nocheck

import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";
import { sampleVariance } from "simple-statistics";
import { meanOf, type CaseValues } from "../core/case-data.ts";

/** Variance components of per-case paired differences (Miller 2024 §4–5). */
export interface VarianceComponents {
  /** ω² = Var(x_A) + Var(x_B) − 2Cov(x_A, x_B): spread of the true per-case differences. */
  omega2: number;
  /** σ_A² = E[σ²_{A,i}]: mean within-case (trial-to-trial) variance of arm A (candidate). */
  sigmaA2: number;
  /** σ_B² for arm B (baseline). */
  sigmaB2: number;
}

export interface DesignSpec extends VarianceComponents {
  /** Trials per case in arm A and arm B. */
  kA: number;
  kB: number;
  /** Two-sided level; a one-sided test at level a is the two-sided formula at 2a. */
  alpha: number;
  /** 1 − β. */
  power: number;
}

function check(fn: string, d: DesignSpec): void {
  if (![d.omega2, d.sigmaA2, d.sigmaB2].every((v) => v >= 0 && Number.isFinite(v))) throw new RangeError(`${fn} requires non-negative finite variance components`);
  if (!(d.kA >= 1 && d.kB >= 1)) throw new RangeError(`${fn} requires at least one trial per case in each arm`);
  if (!(d.alpha > 0 && d.alpha < 1) || !(d.power > 0 && d.power < 1)) throw new RangeError(`${fn} requires 0 < alpha < 1 and 0 < power < 1`);
}

/** (z_{α/2} + z_β)² with upper-tail quantiles. */
function zFactor(alpha: number, power: number): number {
  const z = normalQuantile(1 - alpha / 2, 0, 1) + normalQuantile(power, 0, 1);
  return z * z;
}

/**
 * Cases needed for a paired comparison (Miller 2024, "Adding Error Bars to Evals", eq. 9):
 * n = (z_{α/2} + z_β)²·(ω² + σ_A²/K_A + σ_B²/K_B)/δ². Not rounded.
 * @param delta the effect to detect, in the units of the differences (> 0)
 * @throws "requiredCases requires …" for invalid inputs
 * @example requiredCases({ omega2: 1 / 9, sigmaA2: 0, sigmaB2: 0, kA: 1, kB: 1, alpha: 0.05, power: 0.8 }, 0.03) // => 968.997
 */
export function requiredCases(d: DesignSpec, delta: number): number {
  check("requiredCases", d);
  if (!(delta > 0)) throw new RangeError(`requiredCases requires an effect delta > 0, got ${delta}`);
  return (zFactor(d.alpha, d.power) * (d.omega2 + d.sigmaA2 / d.kA + d.sigmaB2 / d.kB)) / (delta * delta);
}

/**
 * Minimum detectable effect with n cases (Miller 2024 eq. 10):
 * δ = (z_{α/2} + z_β)·√((ω² + σ_A²/K_A + σ_B²/K_B)/n).
 * @throws "minimumDetectableEffect requires …" for invalid inputs
 * @example minimumDetectableEffect({ omega2: 1 / 9, sigmaA2: 1 / 6, sigmaB2: 1 / 6, kA: 1, kB: 1, alpha: 0.05, power: 0.8 }, 198) // => 0.13273
 */
export function minimumDetectableEffect(d: DesignSpec, n: number): number {
  check("minimumDetectableEffect", d);
  if (!(n >= 1)) throw new RangeError(`minimumDetectableEffect requires n >= 1 cases, got ${n}`);
  return Math.sqrt((zFactor(d.alpha, d.power) * (d.omega2 + d.sigmaA2 / d.kA + d.sigmaB2 / d.kB)) / n);
}

export interface EstimatedComponents extends VarianceComponents {
  /** Harmonic-mean trials per case in each arm (the K that makes E[σ²/K_i] = σ²/K). */
  kA: number;
  kB: number;
  /** False when no case had two trials in an arm: σ² is then folded into ω² and cannot be separated. */
  separable: boolean;
}

/**
 * Estimate ω², σ_A², σ_B² from a run (Miller 2024 §4 and App. C, with cases as the questions):
 * σ_M² = mean over cases of the within-case sample variance (cases with ≥ 2 trials); ω² =
 * Var(d_i) − σ_A²/K_A − σ_B²/K_B, floored at 0, since the observed per-case differences
 * d_i = x̄_A,i − x̄_B,i carry the trial noise on top of ω². With `scale`, values of arm A and B
 * are divided by scale.a and scale.b first (the ratio metrics use the arm means, so that the
 * differences are the linearised log ratio of totals).
 * @throws "estimateComponents requires at least two cases with values in both arms"
 * @example estimateComponents([{ caseId: "a", baseline: [1, 3], candidate: [2, 2] }, { caseId: "b", baseline: [2, 2], candidate: [1, 5] },
 *   { caseId: "c", baseline: [5, 7], candidate: [4, 4] }]) // => { omega2: 1/3, sigmaA2: 8/3, sigmaB2: 4/3, kA: 2, kB: 2, separable: true }
 */
export function estimateComponents(values: readonly CaseValues[], scale = { a: 1, b: 1 }): EstimatedComponents {
  if (values.length < 2 || values.some((c) => c.baseline.length === 0 || c.candidate.length === 0)) {
    throw new RangeError("estimateComponents requires at least two cases with values in both arms");
  }
  const A = values.map((c) => c.candidate.map((x) => x / scale.a));
  const B = values.map((c) => c.baseline.map((x) => x / scale.b));
  const within = (arm: number[][]) => {
    const vs = arm.filter((t) => t.length >= 2).map((t) => sampleVariance(t));
    return vs.length > 0 ? meanOf(vs) : null;
  };
  const harmonicK = (arm: number[][]) => arm.length / arm.reduce((s, t) => s + 1 / t.length, 0);
  const kA = harmonicK(A);
  const kB = harmonicK(B);
  const sA = within(A);
  const sB = within(B);
  const d = A.map((t, i) => meanOf(t) - meanOf(B[i] as number[]));
  const varD = sampleVariance(d);
  const separable = sA !== null && sB !== null;
  const sigmaA2 = sA ?? 0;
  const sigmaB2 = sB ?? 0;
  return { omega2: Math.max(0, varD - sigmaA2 / kA - sigmaB2 / kB), sigmaA2, sigmaB2, kA, kB, separable };
}
