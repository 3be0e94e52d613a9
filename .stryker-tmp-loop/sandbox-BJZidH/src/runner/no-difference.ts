/**
 * "The candidate changes nothing": after the first pair, both arms' `session.start` (agent,
 * model and the flags in force) are compared. When they are identical although the specs
 * differ, every further trial would measure an A/A experiment, so the run stops (issue 22
 * item 1). Only variants whose differences the trace can show are checked: same agent, and an
 * env that differs in FREECODE_* keys only (any other variable may change what the agent's
 * commands do without showing in the trace).
 */
// @ts-nocheck

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { TrialRecord } from "../results/record.ts";
import { parseTrace } from "../trace/index.ts";
import type { Variant } from "./variant.ts";

/** True when the two variants' specs differ and the trace records every difference between them. */
export function traceShowsDifference(baseline: Variant, candidate: Variant): boolean {
  // Specs that resolve to the same variant (`agent:freecode` is the default agent) are an A/A on
  // purpose, the experiment that measures the instrument's own noise: never stopped.
  if (baseline.agent === candidate.agent && (baseline.model ?? "") === (candidate.model ?? "") && sameEnv(baseline.env, candidate.env)) return false;
  if (baseline.agent !== candidate.agent) return false;
  const keys = new Set([...Object.keys(baseline.env), ...Object.keys(candidate.env)]);
  return [...keys].every((k) => k.startsWith("FREECODE_") || baseline.env[k] === candidate.env[k]);
}

function sameEnv(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/** The session.start of a record's trace as a comparable key (agent, model, flags), or null. */
function startKey(runDir: string, r: TrialRecord): string | null {
  let text: string;
  try {
    text = readFileSync(join(runDir, r.trace), "utf8");
  } catch {
    return null;
  }
  const start = parseTrace(text, r.trace).find((e) => e.type === "session.start");
  if (!start || start.type !== "session.start") return null;
  const flags = Object.fromEntries(Object.entries(start.flags ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({ agent: start.agent, model: start.model, flags });
}

/**
 * Watches finished trials for the first pair with both arms' traces, and compares them.
 * @returns `see(record)`, which returns the stop message once, for the first pair whose
 *   session.start flags and model are identical, else null
 */
export function noDifferenceWatch(runDir: string, baseline: Variant, candidate: Variant): (record: TrialRecord) => string | null {
  if (!traceShowsDifference(baseline, candidate)) return () => null;
  const waiting = new Map<string, TrialRecord>();
  let decided = false;
  return (r) => {
    if (decided || r.status === "infra_error") return null;
    const pair = `${r.caseId}#${r.trial}`;
    const other = waiting.get(pair);
    if (!other || other.arm === r.arm) {
      waiting.set(pair, r);
      return null;
    }
    const a = startKey(runDir, other);
    const b = startKey(runDir, r);
    if (a === null || b === null) return null;
    decided = true;
    if (a !== b) return null;
    return `the candidate changes nothing: after the first pair (${r.caseId}, trial ${r.trial}) both arms' session.start has the same agent, model and flags (${a}), although the specs differ (baseline ${JSON.stringify(baseline.specs)}, candidate ${JSON.stringify(candidate.specs)}). Set a flag to a value other than its default (src/agent/FLAGS.md) or another model; the run stopped`;
  };
}
