/**
 * The smallest variance per-case differences can have at the boundary of a non-inferiority null.
 */
// @ts-nocheck


/** How a guardrail metric's trial values arise: 0/1 outcomes, event counts, or anything else. */
export type GuardrailOutcome = "binary" | "count" | "continuous";

/**
 * Variance floor v0 for the per-case differences d_i = mean_C(i) − mean_B(i) of a guardrail at
 * the boundary of its non-inferiority null (the candidate worse by exactly the margin Δ), in
 * squared metric units per case:
 * - `binary` (pass/fail trials): v0 = Δ(1 − Δ)/K;
 * - `count` (event counts at least as variable as Poisson, variance ≥ mean): v0 = Δ/K;
 * - `continuous`: null, no floor follows from the data type.
 * K = `maxTrials`, the largest number of trials any case has in either arm (with equal K
 * everywhere, simply K).
 *
 * Why: a paired t test that estimates Var(d_i) as 0 (every d_i equal, e.g. every trial passes
 * in both arms) claims certainty no configuration of the null allows. Derivation (ours, from
 * the variance decomposition of Miller 2024, "Adding Error Bars to Evals", §4, with the case as
 * the question): Var(d_i) = ω² + E[σ²_C,i]/K_C + E[σ²_B,i]/K_B, where ω² = Var(δ_i) is the
 * spread of the true per-case harms δ_i (E δ_i = Δ at the boundary). Binary: with pass
 * probabilities π, σ²_C,i + σ²_B,i = π_C(1 − π_C) + π_B(1 − π_B) ≥ |δ_i|(1 − |δ_i|) (concave along
 * π_B − π_C = δ_i, so smallest at π_B = 1 or π_C = 0), hence
 * Var(d_i) ≥ (1 − 1/K)·E[δ²] + E|δ|/K − Δ² ≥ Δ(1 − Δ)/K, because E[δ²] ≥ Δ² and E|δ| ≥ Δ; equality
 * when every case has π_B = 1 and π_C = 1 − Δ. With K = 1 this is Tango's restricted-ML null
 * variance 2p̃21 + δ0(1 − δ0) at δ0 = −Δ when no case is discordant (p̃21 = Δ; Tango 1998), so
 * one trial per case and several agree at that point. Count: σ² ≥ λ (Poisson), so
 * σ²_C,i + σ²_B,i ≥ λ_C + λ_B ≥ |δ_i| and Var(d_i) ≥ E|δ|/K ≥ Δ/K. A variance estimate below v0
 * is therefore replaced by v0 (the principle of a score test, which evaluates the variance
 * under the null rather than at the estimate: Farrington & Manning 1990, Stat Med 9:1447).
 * The floor covers trial-to-trial noise only: it cannot protect against a candidate that
 * breaks a few kinds of case outright, which n cases that all agree exclude only down to a
 * rate of about 3/n (the "rule of three").
 * @param outcome the metric's outcome type
 * @param margin Δ ≥ 0 in the metric's units (binary: a fraction below 1)
 * @param maxTrials the largest per-arm trial count of any case (≥ 1)
 * @throws "nullVarianceFloor requires margin >= 0 and maxTrials >= 1"
 * @example nullVarianceFloor("binary", 0.05, 3) // => 0.015833333333333335 (0.05·0.95/3)
 */
export function nullVarianceFloor(outcome: GuardrailOutcome, margin: number, maxTrials: number): number | null {
  if (!(margin >= 0) || !Number.isFinite(margin) || !(maxTrials >= 1)) {
    throw new RangeError(`nullVarianceFloor requires margin >= 0 and maxTrials >= 1, got margin=${margin}, maxTrials=${maxTrials}`);
  }
  if (outcome === "binary") return margin < 1 ? (margin * (1 - margin)) / maxTrials : 0;
  if (outcome === "count") return margin / maxTrials;
  return null;
}

/**
 * The outcome type a metric's trial values show: `binary` when every value is 0 or 1,
 * `count` when every value is a non-negative integer, otherwise `continuous`. Used for
 * guardrails whose type the catalog does not name (metric-catalog.ts GUARDRAIL_OUTCOMES).
 * @throws never
 * @example inferOutcome([[0, 1], [2, 0]]) // => "count"
 */
export function inferOutcome(values: ReadonlyArray<readonly number[]>): GuardrailOutcome {
  let binary = true;
  for (const arm of values) {
    for (const x of arm) {
      if (!(Number.isInteger(x) && x >= 0)) return "continuous";
      if (x > 1) binary = false;
    }
  }
  return binary ? "binary" : "count";
}
