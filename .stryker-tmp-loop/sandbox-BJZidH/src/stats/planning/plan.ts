/**
 * `freecode eval plan`: what a design can detect, and what a planned effect needs.
 */
// @ts-nocheck

import { countedTrials, meanOf, metricValues } from "../core/case-data.ts";
import { checkIntegrity } from "../decision/integrity.ts";
import { guardrailNeeded } from "../power/guardrail-needed.ts";
import { GUARDRAIL_OUTCOMES, RATIO_METRICS } from "../decision/metric-catalog.ts";
import { neededFor } from "../power/needed.ts";
import { signFlipMinCases } from "../hypothesis-tests/sign-flip.ts";
import { resolveOptions } from "../core/options.ts";
import { inferOutcome, type GuardrailOutcome } from "../power/null-variance-floor.ts";
import { estimateComponents, minimumDetectableEffect, type EstimatedComponents } from "../power/power.ts";
import type { AnalysisInput, DecisionOptions } from "../core/types.ts";

export interface PrimaryPlan {
  metric: string;
  /** Smallest relative decrease the current design detects with the given power (1 − e^{−δ} for ratios). */
  mdeDecrease: number;
  /** Smallest relative increase it detects (e^{δ} − 1 for ratios). */
  mdeIncrease: number;
  /** Cases × trials for `effect` (options.effect, e.g. −0.1); null when no effect was given. */
  forEffect: { effect: number; cases: number; trialsPerCase: number; casesWithDoubleTrials: number; casesAnyTrials: number | null } | null;
  /**
   * The fewest cases at which the decision's exact sign-flip test can reach one-sided p ≤ alpha
   * (1/2^n ≤ alpha: 5 at 0.05); below it no effect is detectable, whatever mdeDecrease says
   * (that figure is the normal-theory one of Miller 2024 eq. 10).
   */
  minimumCases: number;
  components: EstimatedComponents;
}

export interface GuardrailPlan {
  metric: string;
  margin: number;
  /**
   * Smallest margin non-inferiority could be shown at, with the given power, if the truth is no
   * change (1 for a 0/1 metric that no margin below 1 reaches; Infinity when nothing can be sized).
   */
  smallestMargin: number;
  /**
   * Cases (at the current trials per case) to show non-inferiority at `margin` with the given
   * power (guardrailNeeded); null for a zero margin or when the run shows no variance and the
   * metric has no floor.
   */
  casesForMargin: number | null;
  components: EstimatedComponents;
}

export interface PlanResult {
  nCases: number;
  trialsPerCase: number;
  alpha: number;
  power: number;
  primary: PrimaryPlan | null;
  guardrails: GuardrailPlan[];
  /** Why a metric could not be planned (unknown values, too few cases…). */
  notes: string[];
}

/**
 * Power analysis of a finished run (issue 6 `freecode eval plan --from results/<run> [--effect 10%]`;
 * Miller 2024 eq. 9 and 10 with variance components estimated from the run, see
 * {@link estimateComponents}). Primary: the minimum detectable relative change at the current
 * cases × trials (one-sided alpha, as the decision) and, with `options.effect`, the cases needed.
 * Guardrails: the cases needed to show non-inferiority at the configured margin with the given
 * power if the truth is no change, and the smallest margin the design could show, both by the
 * non-inferiority sample size of {@link guardrailNeeded} (null variance floored at the margin's
 * boundary, so a run where every case agrees still needs enough cases).
 * @throws StatsOptionError for invalid options; "planExperiment requires a run whose integrity check passes: …"
 * @example planExperiment({ cases }, { effect: -0.1 }).primary?.forEffect // => { effect: -0.1, cases, trialsPerCase, … }
 */
export function planExperiment(input: AnalysisInput, overrides: Partial<DecisionOptions> = {}): PlanResult {
  const o = resolveOptions({ ...input.options, ...overrides });
  const integrity = checkIntegrity(input.cases);
  if (!integrity.ok) throw new RangeError(`planExperiment requires a run whose integrity check passes: ${integrity.reasons.join("; ")}`);
  const counts = input.cases.flatMap((c) => [countedTrials(c.baseline).length, countedTrials(c.candidate).length]);
  const k = Math.min(...counts);
  const n = input.cases.length;
  const notes: string[] = [];
  const design = (c: EstimatedComponents) => ({ ...c, kA: k, kB: k, alpha: 2 * o.alpha, power: o.power });

  let primary: PrimaryPlan | null = null;
  const pv = metricValues(input.cases, o.primary);
  if (!pv.ok) notes.push(`primary ${o.primary}: ${pv.reason}`);
  else if (n < 2) notes.push(`primary ${o.primary}: at least two cases are needed`);
  else {
    const ratio = RATIO_METRICS.has(o.primary);
    const mB = meanOf(pv.cases.map((c) => meanOf(c.baseline)));
    const mC = meanOf(pv.cases.map((c) => meanOf(c.candidate)));
    const components = ratio && mB > 0 && mC > 0 ? estimateComponents(pv.cases, { a: mC, b: mB }) : estimateComponents(pv.cases);
    const delta = minimumDetectableEffect(design(components), n);
    const forEffect = o.effect === undefined ? null : (() => {
      const r = neededFor(pv.cases, k, { alpha: o.alpha, power: o.power, effect: o.effect, ratio });
      return { effect: o.effect, cases: r.cases, trialsPerCase: r.trialsPerCase, casesWithDoubleTrials: r.casesWithDoubleTrials, casesAnyTrials: r.casesAnyTrials };
    })();
    primary = {
      metric: o.primary,
      mdeDecrease: ratio ? 1 - Math.exp(-delta) : delta / mB,
      mdeIncrease: ratio ? Math.exp(delta) - 1 : delta / mB,
      forEffect,
      minimumCases: Math.max(2, signFlipMinCases(o.alpha, 1)),
      components,
    };

  }

  const guardrails: GuardrailPlan[] = [];
  for (const [metric, margin] of Object.entries(o.margins)) {
    if ((input.notRecorded ?? []).includes(metric)) continue;
    const gv = metricValues(input.cases, metric);
    if (!gv.ok) { notes.push(`guardrail ${metric}: ${gv.reason}`); continue; }
    if (n < 2) { notes.push(`guardrail ${metric}: at least two cases are needed`); continue; }
    const components = estimateComponents(gv.cases);
    const outcome = Object.hasOwn(GUARDRAIL_OUTCOMES, metric) ? GUARDRAIL_OUTCOMES[metric] as GuardrailOutcome : inferOutcome(gv.cases.flatMap((c) => [c.baseline, c.candidate]));
    // The same dispatch as analyzeGuardrail: Tango's score test for one 0/1 trial per case.
    const tango = margin < 1 && k === 1 && gv.cases.every((c) => c.baseline.length === 1 && c.candidate.length === 1)
      && gv.cases.every((c) => [...c.baseline, ...c.candidate].every((x) => x === 0 || x === 1));
    const casesAt = (m: number) => guardrailNeeded(gv.cases, k, { margin: m, alpha: o.alpha, power: o.power, outcome }, tango).cases;
    const smallestMargin = smallestShowableMargin(casesAt, n, outcome === "binary" || tango);
    const casesForMargin = margin > 0 ? casesAt(margin) : null;
    guardrails.push({ metric, margin, smallestMargin, casesForMargin, components });
  }
  return { nCases: n, trialsPerCase: k, alpha: o.alpha, power: o.power, primary, guardrails, notes };
}

/**
 * The smallest margin m whose non-inferiority sample size (`casesAt(m)`, see guardrailNeeded)
 * is at most n, by bisection to 1e-6 relative; a 0/1 metric never needs a margin of 1 or more,
 * so 1 means "not even a margin just below 1". Infinity when no margin can be sized (no
 * variance and no floor: any margin would do, and none is earned).
 */
function smallestShowableMargin(casesAt: (m: number) => number | null, n: number, binary: boolean): number {
  const ok = (m: number) => { const c = casesAt(m); return c !== null && c <= n; };
  let hi = binary ? 1 - 1e-9 : 1;
  if (casesAt(hi) === null) return Infinity;
  if (binary && !ok(hi)) return 1;
  while (!binary && !ok(hi)) { hi *= 2; if (hi > 1e12) return Infinity; }
  let lo = 0;
  while (hi - lo > 1e-6 * hi) {
    const mid = (lo + hi) / 2;
    if (ok(mid)) hi = mid; else lo = mid;
  }
  return hi;
}
