/**
 * The statistics engine's entry point: trial observations in, the decision summary out.
 */
import { fmtAlpha } from "./decision.ts";
import { countedTrials, markBrokenPairs, type CaseValues } from "../core/case-data.ts";
import { decide } from "./decision.ts";
import { caseRegressions } from "./expectations.ts";
import { holmAdjust } from "../hypothesis-tests/holm.ts";
import { checkIntegrity } from "./integrity.ts";
import type { GuardrailNeeded } from "../power/guardrail-needed.ts";
import { descriptiveReason, DESCRIPTIVE_METRICS, HIGHER_IS_BETTER, RATIO_METRICS } from "./metric-catalog.ts";
import { analyzeMetric, recordedMetrics, roleOf } from "./metric-plan.ts";
import { unavailableMetric } from "./metric-ratio.ts";
import { MAX_FEASIBLE_CASES, neededFor } from "../power/needed.ts";
import { resolveOptions, type ResolvedOptions } from "../core/options.ts";
import { signFlipMinCases } from "../hypothesis-tests/sign-flip.ts";
import { perCaseRows } from "./per-case.ts";
import type { AnalysisInput, MetricSummary, Summary } from "../core/types.ts";

/**
 * Analyse a paired experiment (DESIGN §7, issue 6). Steps: resolve options (defaults α = 0.05,
 * primary costUsd, margins pass 0.05 and repeatedCalls 0.5); pairs with an infra error in
 * either arm left out whole (markBrokenPairs); integrity check (INVALID stops
 * here, with per-case rows but no metrics); one summary per recorded metric — the primary, the
 * guardrails (metrics with a margin) and every other metric as secondary with a Holm-adjusted p
 * (descriptive only; the timing metrics of DESCRIPTIVE_METRICS stay outside the Holm family,
 * pHolm null); expectation regressions per case; the decision rule ({@link decide}), with a
 * reason after the primary's when the run has too few cases for its exact sign-flip test ever
 * to reach one-sided p ≤ alpha (1/2^n > alpha, below 5 cases at 0.05); for
 * INCONCLUSIVE, the cases × trials needed for whatever blocks ADOPT: the primary (Miller 2024
 * eq. 9, for `options.effect` or else the observed effect) and each guardrail not shown
 * non-inferior (guardrail-needed.ts). Deterministic for a given input and seed.
 * @throws StatsOptionError for invalid options (see resolveOptions)
 * @example analyze({ cases, options: { alpha: 0.05 } }) // => { decision: "ADOPT" | "REJECT" | "INCONCLUSIVE" | "INVALID", reasons, metrics, … }
 */
export function analyze(input: AnalysisInput): Summary {
  const o = resolveOptions(input.options);
  const cases = markBrokenPairs(input.cases);
  const integrity = checkIntegrity(cases);
  const regressions = integrity.ok ? cases.flatMap(caseRegressions) : [];
  const counts = cases.flatMap((c) => [countedTrials(c.baseline).length, countedTrials(c.candidate).length]);
  const trialsPerCase = counts.length > 0 ? Math.min(...counts) : 0;
  const base = {
    nCases: cases.length,
    trialsPerCase,
    integrity: { ok: integrity.ok, reasons: integrity.reasons, infra: integrity.infra },
    options: o,
    perCase: perCaseRows(cases, regressions),
  };
  if (!integrity.ok) {
    return { decision: "INVALID", reasons: [...integrity.reasons], metrics: {}, needed: null, ...base };
  }

  const names = recordedMetrics(cases, input.notRecorded ?? []);
  const metrics: Record<string, MetricSummary> = {};
  let primaryValues: CaseValues[] | null = null;
  for (const name of names) {
    const { summary, values } = analyzeMetric(cases, name, o);
    metrics[name] = summary;
    if (name === o.primary) primaryValues = values;
  }
  const notes: string[] = [];
  if (!Object.hasOwn(metrics, o.primary)) {
    metrics[o.primary] = { ...unavailableMetric(RATIO_METRICS.has(o.primary) ? "ratio" : "secondary", "not recorded"), role: "primary" };
  }
  for (const g of Object.keys(o.margins)) if (!Object.hasOwn(metrics, g)) notes.push(`guardrail ${g} was not recorded, so it is not tested`);

  // Holm family: the secondary metrics, minus the timing ones (descriptive only, see DESCRIPTIVE_METRICS).
  const secondaries = Object.keys(metrics).filter((n) => roleOf(n, o) === "secondary");
  const family = secondaries.filter((n) => !DESCRIPTIVE_METRICS.has(n));
  const adjusted = holmAdjust(family.map((n) => (metrics[n] as MetricSummary).p));
  family.forEach((n, i) => { (metrics[n] as MetricSummary).pHolm = adjusted[i] ?? null; });
  for (const n of secondaries.filter((x) => DESCRIPTIVE_METRICS.has(x))) {
    const m = metrics[n] as MetricSummary;
    m.pHolm = null;
    if (m.p !== null) m.method += `; descriptive only: not in the Holm family (${descriptiveReason(n)})`;
  }

  const { decision, reasons } = decide({
    primary: { name: o.primary, summary: metrics[o.primary] as MetricSummary, higherIsBetter: HIGHER_IS_BETTER.has(o.primary) },
    guardrails: Object.keys(o.margins)
      .filter((g) => Object.hasOwn(metrics, g))
      .map((g) => ({ name: g, summary: metrics[g] as MetricSummary, higherIsBetter: HIGHER_IS_BETTER.has(g) })),
    regressions,
    alpha: o.alpha,
  });
  const needed = decision === "INCONCLUSIVE" ? neededSummary(primaryValues, metrics, trialsPerCase, o) : null;
  const small = tooFewForPrimary(cases.length, metrics[o.primary] as MetricSummary, o);
  // Right after the primary's own reason, which it explains.
  const ordered = small === null ? reasons : [...reasons.slice(0, 1), small, ...reasons.slice(1)];
  return { decision, reasons: [...ordered, ...notes], metrics, needed, ...base };
}

/**
 * The reason line for a design too small for the primary ever to be significant: the decision's
 * one-sided exact sign-flip p is at least 1/2^n, above alpha below {@link signFlipMinCases}(alpha, 1)
 * cases (5 at 0.05). Null when the design is large enough or the primary has no sign-flip p.
 */
function tooFewForPrimary(n: number, primary: MetricSummary, o: ResolvedOptions): string | null {
  if (primary.p === null || typeof primary.extra?.pLess !== "number") return null;
  const min = signFlipMinCases(o.alpha, 1);
  if (n >= min) return null;
  const smallest = String(Number((1 / 2 ** n).toPrecision(3)));
  return `with ${n} case${n === 1 ? "" : "s"} the sign-flip test of ${o.primary} cannot reach one-sided p ≤ ${fmtAlpha(o.alpha)} ` +
    `(its smallest p is 1/2^${n} = ${smallest}), whatever the effect; at least ${min} cases are needed`;
}

interface Blocker {
  metric: string;
  role: "primary" | "guardrail";
  /** Why it blocks ADOPT, e.g. "not shown non-inferior". */
  why: string;
  cases: number | null;
  trialsPerCase: number | null;
  note: string;
}

/**
 * `Summary.needed` for an INCONCLUSIVE run, sized for whatever blocks ADOPT: the primary metric
 * when its decrease is not significant ({@link primaryNeed}, Miller 2024 eq. 9), and each
 * guardrail not shown non-inferior ({@link guardrailNeed}, the non-inferiority sample size of
 * guardrail-needed.ts). The headline is the largest of them, since ADOPT needs every one;
 * null when none can be sized (for example when only an expectation regression blocks).
 */
function neededSummary(values: CaseValues[] | null, metrics: Record<string, MetricSummary>, k: number, o: ResolvedOptions): Summary["needed"] {
  const blockers: Blocker[] = [];
  const primary = metrics[o.primary] as MetricSummary;
  const pBetter = primary.extra?.[HIGHER_IS_BETTER.has(o.primary) ? "pGreater" : "pLess"];
  if (!(typeof pBetter === "number" && pBetter <= o.alpha)) blockers.push(primaryNeed(values, primary, k, o));
  for (const name of Object.keys(o.margins)) {
    const g = metrics[name];
    if (g !== undefined && g.nonInferior !== true) blockers.push(guardrailNeed(name, g));
  }
  const sized = blockers.filter((b) => b.cases !== null);
  if (sized.length === 0) return null;
  const top = sized.reduce((a, b) => ((b.cases as number) > (a.cases as number) ? b : a));
  const label = (b: Blocker) => (b.role === "primary" ? `primary ${b.metric}` : `guardrail ${b.metric}`);
  const head = blockers.length === 1
    ? `sized for ${label(top)}, which blocks ADOPT (${top.why}): `
    : `sized for ${label(top)}, the largest need among what blocks ADOPT (${blockers.map((b) => `${label(b)}: ${b.why}`).join("; ")}). `;
  const parts = blockers.length === 1 ? [top.note] : [top, ...blockers.filter((b) => b !== top)].map((b) => `${label(b)}: ${b.note}`);
  return {
    cases: top.cases as number,
    trialsPerCase: top.trialsPerCase as number,
    note: head + parts.join(" — "),
    metric: top.metric,
    blocking: blockers.map((b) => ({ metric: b.metric, role: b.role, cases: b.cases, trialsPerCase: b.trialsPerCase })),
  };
}

/** Cases × trials for the primary metric to detect the planned (or observed) effect (Miller 2024 eq. 9). */
function primaryNeed(values: CaseValues[] | null, primary: MetricSummary, k: number, o: ResolvedOptions): Blocker {
  const why = primary.delta === null ? "not estimated" : `no significant ${HIGHER_IS_BETTER.has(o.primary) ? "increase" : "decrease"}`;
  const ratio = primary.kind === "ratio";
  const observed = primary.delta !== null && ratio ? primary.delta : primary.delta !== null && primary.baseline ? primary.delta / primary.baseline : null;
  const effect = o.effect ?? observed;
  if (values !== null && values.length >= 2 && effect === 0) {
    // Identical arms (the sim with shared noise and a flag it ignores): the same words as a near-zero effect's.
    return { metric: o.primary, role: "primary", why, cases: null, trialsPerCase: null, note: `no feasible size: ${o.effect !== undefined ? "the planned effect" : "the observed effect"} (${o.primary} ±0.0%) is 0, which no number of cases can detect` };
  }
  if (values === null || values.length < 2 || effect === null || effect === 0 || !(effect > -1)) {
    return { metric: o.primary, role: "primary", why, cases: null, trialsPerCase: null, note: "cannot be sized (no effect to plan for, or too few cases)" };
  }
  const r = neededFor(values, k, { alpha: o.alpha, power: o.power, effect, ratio });
  const pct = `${effect > 0 ? "+" : "−"}${Math.abs(effect * 100).toFixed(1)}%`;
  const source = o.effect !== undefined ? "the planned effect" : "the observed effect";
  if (r.cases > MAX_FEASIBLE_CASES) {
    return {
      metric: o.primary, role: "primary", why, cases: null, trialsPerCase: null,
      note: `no feasible size: ${source} (${o.primary} ${pct}) is ~0 against this run's noise, so more than ${MAX_FEASIBLE_CASES.toLocaleString("en-US")} cases × ${r.trialsPerCase} trial${r.trialsPerCase === 1 ? "" : "s"} per arm would be needed to detect it`,
    };
  }
  const more = r.casesAnyTrials === null
    ? "one trial per case cannot separate trial noise from case-to-case variation, so more trials may lower this"
    : `with ${2 * r.trialsPerCase} trials: ${r.casesWithDoubleTrials} cases; however many trials, at least ${r.casesAnyTrials} cases`;
  const floored = [r.cases, r.casesWithDoubleTrials, r.casesAnyTrials].includes(r.minimumCases)
    ? `; ${r.minimumCases} cases is the fewest at which the exact sign-flip test can reach one-sided p ≤ ${fmtAlpha(o.alpha)} (1/2^${r.minimumCases} = ${1 / 2 ** r.minimumCases})`
    : "";
  return {
    metric: o.primary,
    role: "primary",
    why,
    cases: r.cases,
    trialsPerCase: r.trialsPerCase,
    note:
      `${r.cases} cases × ${r.trialsPerCase} trial${r.trialsPerCase === 1 ? "" : "s"} per arm to detect ${source} (${o.primary} ${pct}) with ` +
      `${Math.round(o.power * 100)}% power at one-sided α = ${fmtAlpha(o.alpha)} (Miller 2024 eq. 9, variance components from this run); ${more}${floored}`,
  };
}

/** Cases × trials for a guardrail to be shown non-inferior, from its `extra.needed` (guardrail-needed.ts). */
function guardrailNeed(name: string, g: MetricSummary): Blocker {
  const n = g.extra?.needed as GuardrailNeeded | null | undefined;
  const why = g.delta === null ? "not tested" : "not shown non-inferior";
  if (!n || n.cases === null) {
    return { metric: name, role: "guardrail", why, cases: null, trialsPerCase: null, note: "cannot be sized (no variance to plan with)" };
  }
  const margin = name === "pass" ? `${((g.margin ?? 0) * 100).toFixed(1)} points` : `${g.margin}`;
  const formula = n.test === "tango"
    ? "non-inferiority sample size with Tango's null variance, Nam 1997, at this run's share of discordant cases; more trials per case may lower this"
    : "non-inferiority sample size with the variance floored at the null boundary, Chow, Shao & Wang 2008 ch. 3 and Farrington & Manning 1990, t quantiles, variance components from this run";
  const more = n.casesWithDoubleTrials !== null ? `; with ${2 * n.trialsPerCase} trials: ${n.casesWithDoubleTrials} cases` : "";
  const least = n.minimumCases !== null && n.minimumCases !== n.cases
    ? `; even if every case agrees, at least ${n.minimumCases} cases at ${n.trialsPerCase} trial${n.trialsPerCase === 1 ? "" : "s"}`
    : "";
  return {
    metric: name,
    role: "guardrail",
    why,
    cases: n.cases,
    trialsPerCase: n.trialsPerCase,
    note:
      `${n.cases} cases × ${n.trialsPerCase} trial${n.trialsPerCase === 1 ? "" : "s"} per arm to show non-inferiority at margin ${margin} with ` +
      `${Math.round(n.power * 100)}% power if the truth is no change (${formula})${more}${least}`,
  };
}

