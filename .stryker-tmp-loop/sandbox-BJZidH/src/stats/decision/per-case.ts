/**
 * Per-case rows of the summary: passes per arm, the case's cost change and its flags.
 */
// @ts-nocheck

import { countedTrials, meanOf } from "../core/case-data.ts";
import type { ExpectationRegression } from "./expectations.ts";
import type { CaseObservations, Summary, TrialObservation } from "../core/types.ts";

type PerCaseRow = NonNullable<Summary["perCase"]>[number];

function costMean(trials: readonly TrialObservation[]): number | null {
  const values = trials.map((t) => t.metrics.costUsd);
  if (values.length === 0 || values.some((v) => typeof v !== "number" || !Number.isFinite(v))) return null;
  return meanOf(values as number[]);
}

/**
 * One row per case (infra trials excluded from every count): passes k/K per arm; `costDelta` =
 * C̄/B̄ − 1 of costUsd per trial (null when unpriced, missing or B̄ = 0); flags "flipped" (the
 * pass majority — more than half the trials — differs between arms), "regressed" plus
 * "regressed:<expectation>" for each regressed expectation, "missing-arm" when an arm has no
 * counted trial, "tools-all-failed:<arm>" when a trial of that arm called tools and every call failed.
 * @example perCaseRows(cases, [])[0] // => { caseId: "a", baselinePasses: 3, candidatePasses: 1, baselineTrials: 3, candidateTrials: 3, costDelta: -0.12, flags: ["flipped"] }
 * @throws never
 */
export function perCaseRows(cases: readonly CaseObservations[], regressions: readonly ExpectationRegression[]): PerCaseRow[] {
  return cases.map((c) => {
    const b = countedTrials(c.baseline);
    const k = countedTrials(c.candidate);
    const passesB = b.filter((t) => t.pass).length;
    const passesC = k.filter((t) => t.pass).length;
    const flags: string[] = [];
    if (b.length === 0 || k.length === 0) flags.push("missing-arm");
    else if (passesB > b.length / 2 !== passesC > k.length / 2) flags.push("flipped");
    const mine = regressions.filter((r) => r.caseId === c.caseId);
    if (mine.length > 0) flags.push("regressed", ...mine.map((r) => `regressed:${r.name}`));
    if (b.some((t) => t.toolsAllFailed)) flags.push("tools-all-failed:baseline");
    if (k.some((t) => t.toolsAllFailed)) flags.push("tools-all-failed:candidate");
    const mb = costMean(b);
    const mc = costMean(k);
    return {
      caseId: c.caseId,
      baselinePasses: passesB,
      candidatePasses: passesC,
      baselineTrials: b.length,
      candidateTrials: k.length,
      costDelta: mb !== null && mc !== null && mb > 0 ? mc / mb - 1 : null,
      flags,
    };
  });
}

/** True when the baseline passed a majority of its trials and the candidate did not. */
export function lostMajority(c: Pick<PerCaseRow, "baselinePasses" | "baselineTrials" | "candidatePasses" | "candidateTrials">): boolean {
  return c.baselinePasses > c.baselineTrials / 2 && !(c.candidatePasses > c.candidateTrials / 2);
}
