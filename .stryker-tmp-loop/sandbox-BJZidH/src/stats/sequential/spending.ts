/**
 * Lan–DeMets alpha-spending functions for group-sequential looks.
 */
// @ts-nocheck

import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";

/** Cumulative alpha spent (on one side of a symmetric two-sided design) by information fraction t ∈ [0, 1]. */
export type SpendingFunction = (t: number, alpha: number) => number;

function checkT(fn: string, t: number, alpha: number): void {
  if (!(t >= 0 && t <= 1) || !(alpha > 0 && alpha < 1)) throw new RangeError(`${fn} requires 0 <= t <= 1 and 0 < alpha < 1`);
}

/**
 * O'Brien–Fleming-type spending (Lan & DeMets 1983, Biometrika 70:659; R `gsDesign::sfLDOF`):
 * α(t) = 2 − 2Φ(z_{1−α/2}/√t), α(0) = 0, α(1) = α. Spends almost nothing early. gsDesign
 * applies it with α the one-sided level of each side, as {@link spendingBoundaries} does.
 * @throws "obfSpending requires 0 <= t <= 1 and 0 < alpha < 1"
 * @example obfSpending(0.2, 0.05) // => 1.1726446842441618e-5
 */
export function obfSpending(t: number, alpha: number): number {
  checkT("obfSpending", t, alpha);
  if (t === 0) return 0;
  return 2 - 2 * normalCdf(normalQuantile(1 - alpha / 2, 0, 1) / Math.sqrt(t), 0, 1);
}

/**
 * Pocock-type spending (Lan & DeMets 1983; `gsDesign::sfLDPocock`): α(t) = α·ln(1 + (e − 1)t).
 * @throws "pocockSpending requires 0 <= t <= 1 and 0 < alpha < 1"
 * @example pocockSpending(0.2, 0.05) // => 0.014770…
 */
export function pocockSpending(t: number, alpha: number): number {
  checkT("pocockSpending", t, alpha);
  return alpha * Math.log(1 + (Math.E - 1) * t);
}

/**
 * Information fractions of looks taken after completed trial rounds (research/statistics.md
 * §5.2): after k of K rounds the per-case mean has variance (ω² + σ²/k)/n, so
 * t_k = I_k/I_K = (ω² + σ²/K)/(ω² + σ²/k). Early rounds carry more information than k/K when
 * case-to-case variation ω² dominates trial noise σ² (σ² = σ_A² + σ_B²).
 * @throws "informationFractionsForRounds requires looks >= 1 and non-negative variances, not both 0"
 * @example informationFractionsForRounds(0, 1, 4) // => [0.25, 0.5, 0.75, 1]
 */
export function informationFractionsForRounds(omega2: number, sigma2: number, looks: number): number[] {
  if (!Number.isInteger(looks) || looks < 1 || !(omega2 >= 0) || !(sigma2 >= 0) || omega2 + sigma2 === 0) {
    throw new RangeError("informationFractionsForRounds requires looks >= 1 and non-negative variances, not both 0");
  }
  const v = (k: number) => omega2 + sigma2 / k;
  return Array.from({ length: looks }, (_, i) => v(looks) / v(i + 1));
}

/**
 * Hwang–Shih–DeCani spending (Hwang, Shih & DeCani 1990, Stat. Med. 9:1439; R
 * `gsDesign::sfHSD`): α(t) = α·(1 − e^{−γt})/(1 − e^{−γ}), α·t at γ = 0. γ = −4 spends about
 * like O'Brien–Fleming, γ = 1 like Pocock; larger γ spends more early.
 * @throws "hsdSpending requires a finite gamma" (and, from the returned function, the t/alpha check)
 * @example hsdSpending(-4)(0.5, 0.05) // => 0.005960…
 */
export function hsdSpending(gamma: number): SpendingFunction {
  if (!Number.isFinite(gamma)) throw new RangeError("hsdSpending requires a finite gamma");
  return (t, alpha) => {
    checkT("hsdSpending", t, alpha);
    if (gamma === 0) return alpha * t;
    return (alpha * (1 - Math.exp(-gamma * t))) / (1 - Math.exp(-gamma));
  };
}

/** A spending function by name, as `--spending` takes it: "obf", "pocock" or "hsd:<gamma>". */
export type SpendingName = string;

/**
 * The spending function a name denotes ({@link obfSpending}, {@link pocockSpending},
 * {@link hsdSpending}), and its label for reports.
 * @throws RangeError naming what is valid, for any other name (γ from −40 to 40)
 * @example parseSpending("hsd:-4").label // => "Hwang–Shih–DeCani γ = -4"
 */
export function parseSpending(name: SpendingName): { fn: SpendingFunction; label: string } {
  if (name === "obf") return { fn: obfSpending, label: "O'Brien–Fleming" };
  if (name === "pocock") return { fn: pocockSpending, label: "Pocock" };
  const m = /^hsd:([+-]?(\d+(\.\d*)?|\.\d+))$/.exec(name);
  const gamma = m ? Number(m[1]) : NaN;
  if (m && gamma >= -40 && gamma <= 40) return { fn: hsdSpending(gamma), label: `Hwang–Shih–DeCani γ = ${gamma}` };
  throw new RangeError(`spending "${name}" is not one of obf, pocock, hsd:<gamma> (gamma a number from -40 to 40, e.g. hsd:-4)`);
}
