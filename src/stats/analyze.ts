/**
 * The statistics engine's entry point: trial observations in, the decision summary out.
 */
import { countedTrials, type CaseValues } from "./case-data.ts";
import { decide } from "./decision.ts";
import { caseRegressions } from "./expectations.ts";
import { holmAdjust } from "./holm.ts";
import { checkIntegrity } from "./integrity.ts";
import { HIGHER_IS_BETTER, RATIO_METRICS } from "./metric-catalog.ts";
import { analyzeMetric, recordedMetrics, roleOf } from "./metric-plan.ts";
import { unavailableMetric } from "./metric-ratio.ts";
import { neededFor } from "./needed.ts";
import { resolveOptions, type ResolvedOptions } from "./options.ts";
import { perCaseRows } from "./per-case.ts";
import type { AnalysisInput, MetricSummary, Summary } from "./types.ts";

/**
 * Analyse a paired experiment (DESIGN §7, issue 6). Steps: resolve options (defaults α = 0.05,
 * primary costUsd, margins pass 0.05 and repeatedCalls 0.5); integrity check (INVALID stops
 * here, with per-case rows but no metrics); one summary per recorded metric — the primary, the
 * guardrails (metrics with a margin) and every other metric as secondary with a Holm-adjusted p
 * (descriptive only); expectation regressions per case; the decision rule ({@link decide});
 * for INCONCLUSIVE, the cases × trials needed (Miller 2024 eq. 9) for `options.effect` or else
 * the observed effect. Deterministic for a given input and seed.
 * @throws StatsOptionError for invalid options (see resolveOptions)
 * @example analyze({ cases, options: { alpha: 0.05 } }) // => { decision: "ADOPT" | "REJECT" | "INCONCLUSIVE" | "INVALID", reasons, metrics, … }
 */
export function analyze(input: AnalysisInput): Summary {
  const o = resolveOptions(input.options);
  const cases = input.cases;
  const integrity = checkIntegrity(cases);
  const regressions = integrity.ok ? cases.flatMap(caseRegressions) : [];
  const counts = cases.flatMap((c) => [countedTrials(c.baseline).length, countedTrials(c.candidate).length]);
  const trialsPerCase = counts.length > 0 ? Math.min(...counts) : 0;
  const base = {
    nCases: cases.length,
    trialsPerCase,
    integrity: { ok: integrity.ok, reasons: integrity.reasons },
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

  const secondaries = Object.keys(metrics).filter((n) => roleOf(n, o) === "secondary");
  const adjusted = holmAdjust(secondaries.map((n) => (metrics[n] as MetricSummary).p));
  secondaries.forEach((n, i) => { (metrics[n] as MetricSummary).pHolm = adjusted[i] ?? null; });

  const { decision, reasons } = decide({
    integrity,
    primary: { name: o.primary, summary: metrics[o.primary] as MetricSummary },
    guardrails: Object.keys(o.margins)
      .filter((g) => Object.hasOwn(metrics, g))
      .map((g) => ({ name: g, summary: metrics[g] as MetricSummary, higherIsBetter: HIGHER_IS_BETTER.has(g) })),
    regressions,
    alpha: o.alpha,
  });
  const needed = decision === "INCONCLUSIVE" ? neededSummary(primaryValues, metrics[o.primary] as MetricSummary, trialsPerCase, o) : null;
  return { decision, reasons: [...reasons, ...notes], metrics, needed, ...base };
}

/** `Summary.needed` for the primary metric, or null when no effect or too few cases make it computable. */
function neededSummary(values: CaseValues[] | null, primary: MetricSummary, k: number, o: ResolvedOptions): Summary["needed"] {
  const ratio = primary.kind === "ratio";
  const observed = primary.delta !== null && ratio ? primary.delta : primary.delta !== null && primary.baseline ? primary.delta / primary.baseline : null;
  const effect = o.effect ?? observed;
  if (values === null || values.length < 2 || effect === null || effect === 0 || !(effect > -1)) return null;
  const r = neededFor(values, k, { alpha: o.alpha, power: o.power, effect, ratio });
  const pct = `${effect > 0 ? "+" : "−"}${Math.abs(effect * 100).toFixed(1)}%`;
  const source = o.effect !== undefined ? "the planned effect" : "the observed effect";
  const more = r.casesAnyTrials === null
    ? "one trial per case cannot separate trial noise from case-to-case variation, so more trials may lower this"
    : `with ${2 * r.trialsPerCase} trials: ${r.casesWithDoubleTrials} cases; however many trials, at least ${r.casesAnyTrials} cases`;
  return {
    cases: r.cases,
    trialsPerCase: r.trialsPerCase,
    note:
      `${r.cases} cases × ${r.trialsPerCase} trials per arm to detect ${source} (${o.primary} ${pct}) with ` +
      `${Math.round(o.power * 100)}% power at one-sided α = ${o.alpha} (Miller 2024 eq. 9, variance components from this run); ${more}`,
  };
}

