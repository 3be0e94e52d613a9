/**
 * Per-case, per-arm values of one metric, taken from the trial observations.
 */
// @ts-nocheck

import type { Arm, CaseObservations, TrialObservation } from "./types.ts";

/** One case's values of a metric: one entry per non-infra trial, per arm. */
export interface CaseValues {
  caseId: string;
  baseline: number[];
  candidate: number[];
}

/** Result of reading a metric: values per case, or why the metric cannot be estimated. */
export type MetricValues =
  | { ok: true; cases: CaseValues[] }
  | { ok: false; reason: string };

/**
 * Trials that count for estimates: infra failures are excluded (DESIGN §4), and so are their
 * partners in the other arm (`partnerInfra`, see {@link markBrokenPairs}).
 * @throws never
 * @example countedTrials([{ trial: 1, pass: true, infra: true, metrics: {} }]) // => []
 */
export function countedTrials(trials: readonly TrialObservation[]): TrialObservation[] {
  return trials.filter(counted);
}

function counted(t: TrialObservation): boolean {
  return !t.infra && !t.partnerInfra;
}

/**
 * Marks `partnerInfra` on every trial whose pair partner (the other arm's trial with the same
 * index) is an infra error, so the pair leaves the analysis whole: keeping one arm of a broken
 * pair would compare, within a case, trials the other arm never matched (a case analysed with
 * 3 baseline and 2 candidate trials). A trial without a partner index in the other arm (an
 * unpaired CSV) is kept. Returns new case objects; the input is not changed.
 * @throws never
 * @example markBrokenPairs([{ caseId: "a", baseline: [b0], candidate: [{ ...c0, infra: true }] }])[0].baseline[0].partnerInfra // => true
 */
export function markBrokenPairs(cases: readonly CaseObservations[]): CaseObservations[] {
  const mark = (own: readonly TrialObservation[], other: readonly TrialObservation[]) => {
    const infraIdx = new Set(other.filter((t) => t.infra).map((t) => t.trial));
    return infraIdx.size === 0 ? [...own] : own.map((t) => (!t.infra && infraIdx.has(t.trial) ? { ...t, partnerInfra: true } : t));
  };
  return cases.map((c) => ({ ...c, baseline: mark(c.baseline, c.candidate), candidate: mark(c.candidate, c.baseline) }));
}

/** Value of a metric in one trial: `pass` is read from the trial's pass flag (1/0). */
function valueOf(trial: TrialObservation, metric: string): number | null | undefined {
  if (metric === "pass") return trial.pass ? 1 : 0;
  return trial.metrics[metric];
}

/**
 * Why a metric can be unknown, for the reason text. The statistics never see models: a cost is
 * null when a response's model has no price, and also when the agent reported no usage at all
 * (an agent:command arm whose command wrote no trace gets a stand-in response of model
 * "unreported", src/runner/adapters/command.ts, which is never priced).
 */
const UNKNOWN_WHY: Record<string, string> = {
  costUsd: "; a cost is unknown with an unpriced model, or with an agent that reports no usage, such as an agent:command arm without a trace",
};

/**
 * Collect the values of `metric` for every case and arm, infra trials excluded. A metric with
 * an unknown value (null, e.g. costUsd of an unpriced model or of an agent that reports no
 * usage) or a missing value in any counted trial cannot be estimated: an unknown is never read
 * as 0. The reason counts the unknown trials per arm, so the arm at fault is plain.
 * @example metricValues(cases, "costUsd") // => { ok: true, cases: [{ caseId, baseline: [0.12, 0.1], candidate: [0.09] }] }
 * @throws never: an unusable metric is reported as `{ ok: false, reason }`
 */
export function metricValues(cases: readonly CaseObservations[], metric: string): MetricValues {
  let unknown = 0;
  let missing = 0;
  let total = 0;
  const unknownIn = { baseline: 0, candidate: 0 };
  const totalIn = { baseline: 0, candidate: 0 };
  // A plain loop rather than filter + flatMap: this runs once per metric over every trial, and
  // the one-element arrays flatMap needs made it about a second of a 100,000-trial analysis.
  const read = (trials: readonly TrialObservation[], arm: Arm) => {
    const values: number[] = [];
    for (const t of trials) {
      if (!counted(t)) continue;
      total++;
      totalIn[arm]++;
      const v = valueOf(t, metric);
      if (v === null) { unknown++; unknownIn[arm]++; }
      else if (v === undefined || !Number.isFinite(v)) missing++;
      else values.push(v);
    }
    return values;
  };
  const out: CaseValues[] = cases.map((c) => ({ caseId: c.caseId, baseline: read(c.baseline, "baseline"), candidate: read(c.candidate, "candidate") }));
  if (unknown > 0) {
    const arms = `baseline ${unknownIn.baseline} of ${totalIn.baseline}, candidate ${unknownIn.candidate} of ${totalIn.candidate}`;
    return { ok: false, reason: `${metric} is unknown (null) in ${unknown} of ${total} trials (${arms})${UNKNOWN_WHY[metric] ?? ""}` };
  }
  if (missing > 0) return { ok: false, reason: `${metric} is missing in ${missing} of ${total} trials` };
  return { ok: true, cases: out };
}

/**
 * Mean of a non-empty array.
 * @throws never (NaN for an empty array: callers check lengths first)
 * @example meanOf([1, 2, 6]) // => 3
 */
export function meanOf(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}
