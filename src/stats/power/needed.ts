/**
 * How many cases × trials an experiment needs to decide on its primary metric.
 */
import { meanOf, type CaseValues } from "../core/case-data.ts";
import { estimateComponents, requiredCases, type EstimatedComponents } from "./power.ts";
import { signFlipMinCases } from "../hypothesis-tests/sign-flip.ts";

/**
 * The most cases a size is said for. Above it the observed (or planned) effect is ~0 against
 * the run's noise: Miller's n grows as 1/δ², so an effect of 1e-15 (two arms equal up to
 * floating-point rounding) asks for ~1e30 cases, a figure no one can act on. 100,000 cases is
 * orders of magnitude past any coding suite, so a need above it is reported as no feasible size.
 */
export const MAX_FEASIBLE_CASES = 100_000;

export interface NeededOptions {
  /** One-sided level of the decision; Miller's two-sided formula is used at 2·alpha. */
  alpha: number;
  power: number;
  /** Relative change to plan for (−0.1 = −10%). */
  effect: number;
  /** True for ratio-of-totals metrics (effect on the log ratio), false for mean differences. */
  ratio: boolean;
}

export interface NeededResult {
  cases: number;
  trialsPerCase: number;
  /** Cases needed with twice the trials per case. */
  casesWithDoubleTrials: number;
  /** Cases needed however many trials are run (ω² alone); null when one trial per case leaves ω² and σ² inseparable. */
  casesAnyTrials: number | null;
  components: EstimatedComponents;
  /** Effect in the units the formula uses (|log(1 + effect)| for ratios). */
  delta: number;
  /**
   * The floor every case count above is raised to: the fewest cases at which the decision's exact
   * sign-flip test can reach one-sided p ≤ alpha (1/2^n ≤ alpha: 5 at 0.05), see signFlipMinCases.
   */
  minimumCases: number;
}

/**
 * Cases × trials per arm needed to detect a relative `effect` on a metric with the given power
 * (Miller 2024 eq. 9 with variance components estimated from this run, see
 * {@link estimateComponents}). Ratio metrics work on the linearised log ratio of totals: arm
 * values are divided by their arm's mean per-case value and δ = |log(1 + effect)| (the delta
 * method of research/statistics.md §3.3). Difference metrics use δ = |effect|·(baseline mean).
 * The formula's two-sided level is 2·alpha because the decision tests each direction one-sided at alpha.
 * Every count is floored at `minimumCases`: the decision's one-sided exact sign-flip p is at least
 * 1/2^n (the observed arm assignment alone, `pLess` of sign-flip.ts), so it cannot reach alpha
 * below ⌈log2(1/alpha)⌉ cases (5 at 0.05), however large the effect or the trials per case;
 * the normal-theory formula of eq. 9 can ask for fewer (it said 2 for a consistent −19% on 3 cases).
 * @throws "neededFor requires at least two cases with values in both arms" and the checks of {@link requiredCases}
 * @example neededFor(values, 3, { alpha: 0.05, power: 0.8, effect: -0.1, ratio: true }) // => { cases, trialsPerCase: 3, casesWithDoubleTrials, … }
 */
export function neededFor(values: readonly CaseValues[], trialsPerCase: number, opts: NeededOptions): NeededResult {
  if (values.length < 2) throw new RangeError("neededFor requires at least two cases with values in both arms");
  const meanB = meanOf(values.map((c) => meanOf(c.baseline)));
  const meanC = meanOf(values.map((c) => meanOf(c.candidate)));
  const components = opts.ratio && meanB > 0 && meanC > 0
    ? estimateComponents(values, { a: meanC, b: meanB })
    : estimateComponents(values);
  const delta = opts.ratio ? Math.abs(Math.log(1 + opts.effect)) : Math.abs(opts.effect * meanB);
  const design = (k: number) => ({ ...components, kA: k, kB: k, alpha: 2 * opts.alpha, power: opts.power });
  const k = Math.max(1, Math.round(trialsPerCase));
  // The sign-flip test cannot reach one-sided alpha below minimumCases, whatever the formula says.
  const minimumCases = Math.max(2, signFlipMinCases(opts.alpha, 1));
  const atLeast = (x: number) => Math.max(minimumCases, Math.ceil(x));
  const cases = atLeast(requiredCases(design(k), delta));
  const casesWithDoubleTrials = atLeast(requiredCases(design(2 * k), delta));
  const casesAnyTrials = components.separable
    ? atLeast(requiredCases({ ...design(1), sigmaA2: 0, sigmaB2: 0 }, delta))
    : null;
  return { cases, trialsPerCase: k, casesWithDoubleTrials, casesAnyTrials, components, delta, minimumCases };
}
