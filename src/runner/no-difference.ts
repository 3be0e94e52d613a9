/**
 * "The candidate changes nothing": after the first pair, both arms' `session.start` (agent,
 * model and the flags in force) are compared. When they are identical although the specs
 * differ, every further trial would measure an A/A experiment, so the run stops (issue 22
 * item 1). Only variants whose differences the trace can show are checked: same agent, and an
 * env that differs in FREECODE_* keys only (any other variable may change what the agent's
 * commands do without showing in the trace).
 */
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
 * Watches finished trials for the first pair with both arms' traces, and compares them; in a
 * multi-arm run, each candidate arm with the baseline of its first (case, trial) that has both.
 * @returns `see(record)`, which returns the stop message once, for the first pair whose
 *   session.start flags and model are identical, else null
 */
export function noDifferenceWatch(runDir: string, baseline: Variant, candidates: Variant | readonly Variant[]): (record: TrialRecord) => string | null {
  const arms = Array.isArray(candidates) ? candidates : [candidates as Variant];
  const multi = arms.length > 1;
  // Candidate index (1-based) → still to compare; arms whose difference the trace cannot show are never watched.
  const open = new Set(arms.map((v, i) => i + 1).filter((k) => traceShowsDifference(baseline, arms[k - 1]!)));
  if (open.size === 0) return () => null;
  const waiting = new Map<string, TrialRecord>();
  let stopped = false;
  return (r) => {
    if (stopped || r.status === "infra_error") return null;
    const k = r.arm === "baseline" ? 0 : r.armIndex ?? 1;
    const tuple = `${r.caseId}#${r.trial}`;
    waiting.set(`${tuple}#${k}`, r);
    const due = k === 0 ? [...open] : open.has(k) ? [k] : [];
    for (const c of due) {
      const base = waiting.get(`${tuple}#0`);
      const cand = waiting.get(`${tuple}#${c}`);
      if (!base || !cand) continue;
      const a = startKey(runDir, base);
      const b = startKey(runDir, cand);
      if (a === null || b === null) continue;
      open.delete(c);
      if (a !== b) continue;
      stopped = true;
      const v = arms[c - 1]!;
      const which = multi ? `candidate arm ${c} (${v.name}) changes nothing` : "the candidate changes nothing";
      // The keys the specs set differently, with the value both arms ran (not the whole flags JSON).
      const same = JSON.parse(a) as { agent: string; model: string; flags: Record<string, unknown> };
      const keys = [...new Set([...Object.keys(baseline.env), ...Object.keys(v.env)])].filter((key) => baseline.env[key] !== v.env[key]);
      const shown = keys.map((key) => `${key}=${key in same.flags ? JSON.stringify(same.flags[key]) : "(not reported)"}`).join(", ");
      return `${which}: after the first pair (${r.caseId}, trial ${r.trial}) both arms' session.start has the same agent, model and flags (agent ${same.agent}, model ${same.model}${shown ? `; in both arms ${shown}` : ""}), although the specs differ (baseline ${JSON.stringify(baseline.specs)}, candidate ${JSON.stringify(v.specs)}). Set a flag to a value other than its default (src/agent/FLAGS.md) or another model${multi ? ", or leave that arm out" : ""}; the run stopped`;
    }
    return null;
  };
}
