/**
 * Why trials failed, for reports: the failing checks of a trial with the tail of each check's
 * output (TrialRecord.checks[].explanation), grouped by case × arm.
 */
// @ts-nocheck

import type { TrialRecord } from "./record.ts";
import type { Arm } from "../stats/core/types.ts";

/** Default tail kept from a check's output: the end is where test runners print the verdict. */
export const TAIL = { lines: 20, chars: 2000 } as const;

/** The last `lines` lines of `text`, then at most its last `chars` characters. */
export function tail(text: string, lines: number = TAIL.lines, chars: number = TAIL.chars): string {
  const kept = text.replace(/\s+$/, "").split("\n").slice(-lines).join("\n");
  return kept.length > chars ? `…${kept.slice(-chars)}` : kept;
}

/** One trial's failure in words: outcome, infra reason, failing checks with output tails. */
export interface TrialFailure {
  trial: number;
  attempt: number;
  outcome: string;
  infra: boolean;
  /** One line, e.g. "check failed; file:a.py failed" or the infra reason. */
  headline: string;
  /** Per failing check: its name and the tail of its output. */
  checks: Array<{ name: string; tail: string }>;
}

/** The failure of one trial, or null when it passed. */
export function trialFailure(r: TrialRecord): TrialFailure | null {
  if (r.status === "pass") return null;
  if (r.status === "infra_error") {
    return { trial: r.trial, attempt: r.attempt, outcome: r.outcome, infra: true, headline: `infrastructure error: ${tail(r.infraReason ?? r.outcome, 3, 400)}`, checks: [] };
  }
  const failing = r.checks.filter((c) => !c.pass);
  const parts = failing.map((c) => `${c.name} failed`);
  if (r.outcome !== "end_turn") parts.unshift(`agent ended with ${r.outcome}`);
  return {
    trial: r.trial, attempt: r.attempt, outcome: r.outcome, infra: false,
    headline: parts.join("; ") || `failed (outcome ${r.outcome})`,
    checks: failing.map((c) => ({ name: c.name, tail: tail(c.explanation) })),
  };
}

/**
 * The latest attempt of each (case, trial, arm), as the analysis counts them
 * (src/results/observations.ts keeps the last attempt of a retried trial).
 */
export function latestAttempts(records: readonly TrialRecord[]): TrialRecord[] {
  const latest = new Map<string, TrialRecord>();
  for (const r of records) latest.set(`${r.caseId}\0${r.trial}\0${r.arm}`, r);
  return [...latest.values()];
}

export interface CaseArmResult {
  caseId: string;
  arm: Arm;
  variant: string;
  trials: TrialRecord[];
  passes: number;
  /** Trials that were not infrastructure errors. */
  counted: number;
  failures: TrialFailure[];
  /** Seconds of all trials (the whole trial: workspace, agent, checks). */
  seconds: number;
}

/** Results per case × arm in case order (the manifest's when given), baseline before candidate. */
export function caseArmResults(records: readonly TrialRecord[], caseOrder: readonly string[] = []): CaseArmResult[] {
  const latest = latestAttempts(records);
  const ids = [...new Set([...caseOrder, ...latest.map((r) => r.caseId)])];
  const out: CaseArmResult[] = [];
  for (const caseId of ids) {
    for (const arm of ["baseline", "candidate"] as const) {
      const trials = latest.filter((r) => r.caseId === caseId && r.arm === arm).sort((a, b) => a.trial - b.trial);
      if (trials.length === 0) continue;
      out.push({
        caseId, arm, variant: trials[0]!.variant, trials,
        passes: trials.filter((t) => t.pass).length,
        counted: trials.filter((t) => t.status !== "infra_error").length,
        failures: trials.map(trialFailure).filter((f): f is TrialFailure => f !== null),
        seconds: trials.reduce((s, t) => s + t.wallMs, 0) / 1000,
      });
    }
  }
  return out;
}
