/**
 * Group-sequential analysis: a plan of looks, repeated confidence intervals, one look's verdict.
 */
// @ts-nocheck

import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import { analyze } from "../decision/analyze.ts";
import { spendingBoundaries } from "./group-sequential.ts";
import { resolveOptions } from "../core/options.ts";
import { conditionalPower, futilityBoundary, zFromOneSidedP } from "./futility.ts";
import { parseSpending } from "./spending.ts";
import type { AnalysisInput, Summary } from "../core/types.ts";

export interface SequentialPlan {
  looks: number;
  /** Information fraction of each look. */
  fractions: number[];
  /** Two-sided z boundary of each look. */
  boundaries: number[];
  /** One-sided level each look's decision uses: 1 − Φ(b_k). */
  nominalAlphas: number[];
  /** Overall one-sided level per direction (the fixed-sample alpha). */
  alpha: number;
  /** The efficacy spending function's name ("obf", "pocock", "hsd:<gamma>") and its label. */
  spending: string;
  spendingLabel: string;
  /**
   * Non-binding futility threshold γ on the conditional power under the current trend
   * (futility.ts); 0 = no futility stop. Checked only at looks with fraction ≥ {@link FUTILITY_FROM}
   * and before the last.
   */
  futility: number;
  /** Futility boundary on the primary's z scale per look (null where no futility stop applies). */
  futilityBoundaries: Array<number | null>;
}

/** The design choices of a sequential plan beyond its looks: efficacy spending and the futility threshold. */
export interface SequentialDesign {
  /** "obf" (default), "pocock" or "hsd:<gamma>" (spending.ts parseSpending). */
  spending?: string;
  /** Conditional-power threshold for a futility stop, 0 ≤ γ < 0.5; default 0 (none). */
  futility?: number;
}

/**
 * The first information fraction at which a futility stop is allowed. Earlier looks carry too
 * little information for the trend to be trusted: in bench P4 (60 cases, looks at 25/50/100%)
 * allowing it at 25% cost 6–8 points of power for γ = 0.05–0.1, from 50% on about 3. Stopping
 * for futility only after a minimum of information is the usual practice (Jennison & Turnbull
 * 2000 §10.6: early curtailment under the trend is too pessimistic).
 */
export const FUTILITY_FROM = 0.5;

/**
 * Plan `looks` analyses (DESIGN §7 sequential mode; Jennison & Turnbull 2000 ch. 7): Lan–DeMets
 * O'Brien–Fleming spending of `alpha` on each side ({@link spendingBoundaries} with
 * {@link obfSpending}), so that over all looks the chance of a false ADOPT (and, separately,
 * of a false REJECT on the primary) stays at alpha, as in the fixed design. Fractions default to
 * equal spacing k/K; pass the ones of {@link informationFractionsForRounds} when looks follow
 * trial rounds.
 * @throws "sequentialPlan requires 1 <= looks <= 10 and one fraction per look"
 * @example sequentialPlan(3).boundaries // => [3.200, 2.141, 1.695] (alpha 0.05 per side)
 */
export function sequentialPlan(looks: number, alpha = 0.05, fractions?: readonly number[], design: SequentialDesign = {}): SequentialPlan {
  if (!Number.isInteger(looks) || looks < 1 || looks > 10 || (fractions && fractions.length !== looks)) {
    throw new RangeError(`sequentialPlan requires 1 <= looks <= 10 and one fraction per look, got ${looks}`);
  }
  const futility = design.futility ?? 0;
  if (!(futility >= 0 && futility < 0.5)) throw new RangeError(`sequentialPlan requires a futility threshold from 0 to below 0.5, got ${futility}`);
  const spending = design.spending ?? "obf";
  const { fn, label } = parseSpending(spending);
  const t = fractions ? [...fractions] : Array.from({ length: looks }, (_, i) => (i + 1) / looks);
  const boundaries = spendingBoundaries(t, alpha, fn);
  const last = boundaries[looks - 1] as number;
  const futilityBoundaries = t.map((tk, k) => (futility > 0 && k < looks - 1 && tk >= FUTILITY_FROM && tk < 1 ? futilityBoundary(tk, last, futility) : null));
  return { looks, fractions: t, boundaries, nominalAlphas: boundaries.map((b) => 1 - normalCdf(b, 0, 1)), alpha, spending, spendingLabel: label, futility, futilityBoundaries };
}

/**
 * Repeated confidence interval (Jennison & Turnbull 1989, JRSS-B 51:305): estimate ± b_k·se,
 * simultaneously valid over all looks at the plan's level.
 * @throws "repeatedConfidenceInterval requires se >= 0 and boundary > 0"
 * @example repeatedConfidenceInterval(-0.2, 0.05, 2.5) // => [-0.325, -0.075]
 */
export function repeatedConfidenceInterval(estimate: number, se: number, boundary: number): [number, number] {
  if (!(se >= 0) || !(boundary > 0)) throw new RangeError("repeatedConfidenceInterval requires se >= 0 and boundary > 0");
  return [estimate - boundary * se, estimate + boundary * se];
}

/**
 * Analyse look `look` (1-based) of a plan: {@link analyze} with alpha replaced by the look's
 * nominal one-sided level, so every one-sided test of the rule (primary and guardrails) is
 * checked against the look's boundary — the repeated-CI form of the rule. `stop` is true when
 * the look decides (ADOPT, REJECT or INVALID) or is the last, or, with a futility threshold,
 * when an INCONCLUSIVE look's conditional power to ADOPT at the last look (the primary's
 * z = Φ⁻¹(1 − pLess) under its current trend, futility.ts) is below the threshold: the
 * verdict stays INCONCLUSIVE (the candidate is not adopted) and `futility.stopped` says why.
 * Between looks an INCONCLUSIVE verdict otherwise means "continue". The sign-flip and t tests are compared with normal-theory
 * boundaries: an approximation that calibration checks (research/statistics.md §6).
 * @throws "analyzeLook requires 1 <= look <= plan.looks"; StatsOptionError for invalid options
 * @example analyzeLook({ cases }, 1, sequentialPlan(3)).sequential // => { look: 1, looks: 3, boundary: 3.2, nominalAlpha: 0.0007, stop: false }
 */
export function analyzeLook(input: AnalysisInput, look: number, plan: SequentialPlan): Summary {
  if (!Number.isInteger(look) || look < 1 || look > plan.looks) {
    throw new RangeError(`analyzeLook requires 1 <= look <= ${plan.looks}, got ${look}`);
  }
  const configured = resolveOptions(input.options).alpha;
  if (Math.abs(configured - plan.alpha) > 1e-12) {
    throw new RangeError(`analyzeLook requires the plan's alpha (${plan.alpha}) to equal the analysis alpha (${configured})`);
  }
  const nominalAlpha = plan.nominalAlphas[look - 1] as number;
  const summary = analyze({ ...input, options: { ...input.options, alpha: nominalAlpha } });
  const decided = summary.decision !== "INCONCLUSIVE";
  const futility = futilityAt(summary, look, plan);
  if (futility?.stopped) {
    summary.reasons.push(`stopped for futility: conditional power to ADOPT at the last look ${futility.conditionalPower.toFixed(3)} < ${plan.futility} under the current trend (${plan.spendingLabel}; Lan, Simon & Halperin 1982)`);
  }
  return {
    ...summary,
    needed: look === plan.looks ? summary.needed : null,
    sequential: {
      look, looks: plan.looks, boundary: plan.boundaries[look - 1] as number, nominalAlpha, stop: decided || look === plan.looks || futility?.stopped === true,
      ...(futility ? { futility } : {}),
    },
  };
}

/** The futility check of an INCONCLUSIVE interim look, or null where the plan has none there. */
function futilityAt(summary: Summary, look: number, plan: SequentialPlan): { conditionalPower: number; threshold: number; stopped: boolean } | null {
  const t = plan.fractions[look - 1] as number;
  if (plan.futilityBoundaries[look - 1] == null || summary.decision !== "INCONCLUSIVE") return null;
  const primary = summary.metrics[summary.options?.primary ?? "costUsd"];
  const pLess = primary?.extra?.pLess;
  // A primary that cannot be estimated cannot be adopted at any look.
  const cp = typeof pLess === "number" ? conditionalPower(zFromOneSidedP(pLess), t, plan.boundaries[plan.looks - 1] as number) : 0;
  return { conditionalPower: cp, threshold: plan.futility, stopped: cp < plan.futility };
}
