/**
 * Which metrics an analysis covers, the role of each, and the dispatch to its estimator.
 */
// @ts-nocheck

import { countedTrials, metricValues, type CaseValues } from "../core/case-data.ts";
import { analyzeDifferenceMetric } from "./metric-difference.ts";
import { analyzeGuardrail } from "./metric-guardrail.ts";
import { GUARDRAIL_OUTCOMES, HIGHER_IS_BETTER, RATIO_METRICS, orderMetrics } from "./metric-catalog.ts";
import { analyzeRatioMetric, unavailableMetric } from "./metric-ratio.ts";
import type { ResolvedOptions } from "../core/options.ts";
import { createRng } from "../core/rng.ts";
import type { CaseObservations, MetricSummary } from "../core/types.ts";

export type Role = "primary" | "guardrail" | "secondary";

/**
 * Metric names recorded in the counted (non-infra) trials plus `pass`, in summary order, leaving
 * out those the source says it did not record. Infra trials do not add names: what a failed
 * attempt logged is not a metric of the experiment.
 * @example recordedMetrics(cases, []) // => ["costUsd", "pass", "repeatedCalls", "tokens", "turns"]
 * @throws never
 */
export function recordedMetrics(cases: readonly CaseObservations[], notRecorded: readonly string[]): string[] {
  const names = new Set<string>(["pass"]);
  for (const c of cases) {
    for (const t of countedTrials([...c.baseline, ...c.candidate])) for (const k of Object.keys(t.metrics)) names.add(k);
  }
  for (const n of notRecorded) names.delete(n);
  names.delete("__proto__"); // as a record key it would replace the prototype, not add a metric
  return orderMetrics(names);
}

/**
 * The role of a metric under the options: the primary, a guardrail (it has a margin) or secondary.
 * @throws never
 * @example roleOf("pass", resolveOptions()) // => "guardrail"
 */
export function roleOf(name: string, o: ResolvedOptions): Role {
  if (name === o.primary) return "primary";
  return Object.hasOwn(o.margins, name) ? "guardrail" : "secondary";
}

/**
 * A seed per metric from the run's seed (FNV-1a of the name), so adding a metric never changes another's draws.
 * @throws never
 * @example metricSeed(1, "costUsd") === metricSeed(1, "costUsd") // => true
 */
export function metricSeed(seed: number, name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return ((h ^ seed) >>> 0) || 1;
}

/**
 * Estimate one metric for its role: guardrails by non-inferiority ({@link analyzeGuardrail}),
 * ratio metrics (RATIO_METRICS) by the ratio of totals ({@link analyzeRatioMetric}), all others by
 * the mean per-case difference ({@link analyzeDifferenceMetric}). Unknown or missing values give
 * a summary with null numbers and the reason in `method`.
 * @example analyzeMetric(cases, "costUsd", resolveOptions()).summary // => { baseline, candidate, delta, ci, p, method, kind: "ratio", role: "primary", … }
 * @throws never for data problems (they become a null summary with the reason)
 */
export function analyzeMetric(
  cases: readonly CaseObservations[],
  name: string,
  o: ResolvedOptions,
): { summary: MetricSummary; values: CaseValues[] | null } {
  const role = roleOf(name, o);
  const ratio = RATIO_METRICS.has(name);
  const kind: MetricSummary["kind"] = role === "guardrail" ? "guardrail" : ratio ? "ratio" : "secondary";
  const read = metricValues(cases, name);
  if (!read.ok) return { summary: { ...unavailableMetric(kind, read.reason), role }, values: null };
  const rng = createRng(metricSeed(o.seed, name));
  let summary: MetricSummary;
  if (role === "guardrail") {
    summary = analyzeGuardrail(read.cases, {
      margin: o.margins[name] as number,
      higherIsBetter: HIGHER_IS_BETTER.has(name),
      alpha: o.alpha,
      outcome: Object.hasOwn(GUARDRAIL_OUTCOMES, name) ? GUARDRAIL_OUTCOMES[name] : undefined,
      power: o.power,
    });
  } else if (ratio) {
    summary = analyzeRatioMetric(read.cases, { alpha: o.alpha, rng, bootstrapResamples: o.bootstrapResamples, signFlipDraws: o.signFlipDraws });
  } else {
    summary = analyzeDifferenceMetric(read.cases, { alpha: o.alpha, rng, signFlipDraws: o.signFlipDraws });
  }
  return { summary: { ...summary, role }, values: read.cases };
}
