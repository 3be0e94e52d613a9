/**
 * Trial records → the statistics engine's input (src/stats/types.ts).
 */
import type { AnalysisInput, CaseObservations, TrialObservation } from "../stats/types.ts";
import type { TrialRecord } from "./record.ts";

/** Metrics handed to the statistics, by name (see src/stats/analyze.ts for their roles). */
const ANALYSED = ["costUsd", "tokens", "turns", "repeatedCalls", "inputTokens", "outputTokens", "cacheReadTokens", "cacheWriteTokens", "toolCalls", "parallelBatches", "pagebacks", "wallMs"] as const;

function observation(r: TrialRecord): TrialObservation {
  const metrics: Record<string, number | null> = {};
  for (const k of ANALYSED) metrics[k] = r.metrics[k];
  if (r.judge) metrics.judgeScore = r.judge.score;
  const expectations = Object.fromEntries(r.checks.filter((c) => c.kind === "expect").map((c) => [c.name.replace(/^expect\./, ""), c.pass]));
  return { trial: r.trial, pass: r.pass, infra: r.status === "infra_error", metrics, expectations };
}

/**
 * Groups records by case and arm. When a trial was retried after an infra error, the last
 * attempt is the one analysed.
 */
export function recordsToAnalysisInput(records: readonly TrialRecord[], caseOrder?: readonly string[]): AnalysisInput {
  const latest = new Map<string, TrialRecord>();
  for (const r of records) latest.set(`${r.caseId}\0${r.trial}\0${r.arm}`, r);
  const byCase = new Map<string, CaseObservations>();
  for (const id of caseOrder ?? []) byCase.set(id, { caseId: id, baseline: [], candidate: [] });
  for (const r of latest.values()) {
    let c = byCase.get(r.caseId);
    if (!c) byCase.set(r.caseId, (c = { caseId: r.caseId, baseline: [], candidate: [] }));
    c[r.arm].push(observation(r));
  }
  for (const c of byCase.values()) {
    c.baseline.sort((a, b) => a.trial - b.trial);
    c.candidate.sort((a, b) => a.trial - b.trial);
  }
  return { cases: [...byCase.values()] };
}
