/**
 * Resuming a run: the manifest must describe the same experiment, and only trials without a
 * final record are run again.
 */
import type { Manifest } from "./manifest.ts";
import type { TrialRecord } from "../results/record.ts";
import { candidateArmId } from "../results/arms.ts";

/** Fields whose change makes a run a different experiment. */
function identity(m: Manifest): Record<string, unknown> {
  return {
    "suite.hash": m.suite.hash,
    ...Object.fromEntries(Object.entries(m.suite.cases).map(([id, h]) => [`case ${id}`, h])),
    "variants.baseline": JSON.stringify(m.variants.baseline.specs),
    "variants.candidate": JSON.stringify(m.variants.candidate.specs),
    "variants.baseline.env": JSON.stringify(m.variants.baseline.env),
    "variants.candidate.env": JSON.stringify(m.variants.candidate.env),
    // agent:git=<ref>: shards (or sessions) whose ref resolved to different commits ran different agents.
    "variants.baseline.agentCommit": m.variants.baseline.agentCommit ?? null,
    "variants.candidate.agentCommit": m.variants.candidate.agentCommit ?? null,
    // A multi-arm run: every candidate arm, in order (absent in a two-arm run).
    ...(m.variants.candidates ? { "variants.candidates": JSON.stringify(m.variants.candidates.map((v) => [v.specs, v.env, v.agentCommit ?? null, v.name])) } : {}),
    seed: m.seed,
    trials: m.trials,
    provider: m.provider,
    model: m.model,
    "tool.version": m.tool.version,
    "sim": JSON.stringify(m.sim),
    shard: JSON.stringify(m.shard ?? null),
    // Runs stored before --spending/--futility existed were O'Brien–Fleming without futility.
    sequential: JSON.stringify(m.options?.sequential ? { spending: "obf", futility: 0, ...(m.options.sequential as object) } : null),
    "options.maxTrialTokens": JSON.stringify(m.options?.maxTrialTokens ?? null),
  };
}

/**
 * Lists every difference between a stored manifest and the one a new run would write, as
 * "field: stored → now" lines; empty when the experiment is the same.
 */
export function manifestDiff(stored: Manifest, now: Manifest): string[] {
  const a = identity(stored);
  const b = identity(now);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => a[k] !== b[k]).map((k) => `${k}: ${String(a[k] ?? "(absent)")} → ${String(b[k] ?? "(absent)")}`);
}

/** Key of one trial: case, trial index and arm. */
export const trialKey = (r: { caseId: string; trial: number; arm: string; armIndex?: number }) => `${r.caseId}\0${r.trial}\0${r.arm === "baseline" ? r.arm : r.armIndex !== undefined ? candidateArmId(r.armIndex) : r.arm}`;

/**
 * Attempts recorded per trial, and whether each trial is final (a non-infra result, or every
 * infra retry used).
 */
export function recordedTrials(records: readonly TrialRecord[], infraRetries: number): Map<string, { attempts: number; final: boolean }> {
  const out = new Map<string, { attempts: number; final: boolean }>();
  for (const r of records) {
    const k = trialKey(r);
    const prev = out.get(k) ?? { attempts: 0, final: false };
    const attempts = Math.max(prev.attempts, r.attempt);
    out.set(k, { attempts, final: prev.final || r.status !== "infra_error" || attempts >= 1 + infraRetries });
  }
  return out;
}
