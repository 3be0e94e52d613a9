/**
 * Everything a report shows about one run, read from the run folder's files only
 * (manifest.json, trials.jsonl, summary.json, gate.json), so any run can be re-rendered offline.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readGateFile, type GateFile } from "../gate/gate-file.ts";
import { armManifest, candidateVariants, readManifest, type Manifest } from "../runner/manifest.ts";
import { armIdOf, armIds, armRecords } from "../results/arms.ts";
import { recordsToAnalysisInput } from "../results/observations.ts";
import type { TrialRecord } from "../results/record.ts";
import { readTrials } from "../results/results-file.ts";
import { plannedRunMessage } from "../results/trials-input.ts";
import { analyze } from "../stats/decision/analyze.ts";
import { analyzeLook } from "../stats/sequential/sequential-look.ts";
import { analyzeArms, storedLook } from "../runner/experiment-analyze.ts";
import { liveWriter, type LockHolder } from "../runner/run-lock.ts";
import type { Summary } from "../stats/core/types.ts";
import { InputError } from "../suite/errors.ts";

/** How far an unfinished run has got: trials recorded and planned (null when not known). */
export interface InProgress { recorded: number; planned: number | null }

/**
 * A run still being written: its recorded trials (distinct case × trial × arm) against the
 * planned ones (cases × trials × arms, when the run covers every pair); null when no writer
 * holds it.
 */
export function inProgressOf(m: Manifest, records: readonly TrialRecord[], writer: LockHolder | null): InProgress | null {
  if (!writer) return null;
  const recorded = new Set(records.map((r) => `${r.caseId}\u0000${r.trial}\u0000${armIdOf(r)}`)).size;
  const planned = m.shard ? null : Object.keys(m.suite.cases).length * m.trials * (candidateVariants(m).length + 1);
  return { recorded, planned };
}

/** "IN PROGRESS: 40 of 504 trials recorded; …" — what every report of an unfinished run says first. */
export function inProgressText(p: InProgress): string {
  return `IN PROGRESS: ${p.recorded}${p.planned !== null ? ` of ${p.planned}` : ""} trials recorded; the verdict below is interim and can still change`;
}

export interface RunView {
  runDir: string;
  manifest: Manifest;
  records: TrialRecord[];
  summary: Summary;
  /** True when summary.json was missing and the summary was computed from trials.jsonl. */
  summaryRecomputed: boolean;
  /** Set when summary.json disagreed with trials.jsonl (the summary shown is the recomputed one): what it said. */
  staleSummary: string | null;
  /** The process still writing the run (run-lock.ts), or null: the view is then of the trials recorded so far. */
  writer: LockHolder | null;
  gate: GateFile | null;
  /**
   * Set while a writer still holds the run (`writer`): the trials recorded so far (the latest
   * attempt of each case × trial × arm) and the trials planned (null for a shard, whose share of
   * the pairs the manifest does not state). Every report then says the run is unfinished.
   */
  inProgress?: InProgress | null;
  /**
   * A multi-arm run: one two-arm view per candidate (the baseline's records and that arm's,
   * the manifest with that arm as `candidate`, its summary after Holm over the arms); absent
   * for a two-arm run. `summary` is then the multi-arm one (with `arms`).
   */
  arms?: RunView[];
}

/** Reasons only the run itself could give (its stop, its sequential look, a partial merge): kept from summary.json. */
const RUN_REASON = /^(run stopped early|sequential design|PARTIAL merge)/;

/** The manifest's record of an unpaired comparison (`eval gate --against`), if any. */
export interface UnpairedInfo { runDir: string; runId: string; arm: string }

export function unpairedInfo(m: Manifest): UnpairedInfo | null {
  const u = m.options?.unpairedAgainst as UnpairedInfo | undefined;
  return u && typeof u.runId === "string" ? u : null;
}

/**
 * Loads a run folder. The summary is always recomputed from trials.jsonl (a snapshot: a torn
 * last line of a run still being written is left out), with the options summary.json recorded
 * (else the manifest's seed) and the look a sequential run stopped at; the reasons only the run
 * could give (its budget stop, its look, a partial merge) are kept from summary.json. When
 * summary.json disagrees (another decision, another primary estimate, another size), that is
 * said in `staleSummary`.
 * @throws InputError when the folder has no manifest.json, no trials.jsonl or an empty one, or a file is unreadable.
 */
export function loadRun(dir: string): RunView {
  const runDir = resolve(dir);
  const manifest = readManifest(runDir);
  const trialsFile = join(runDir, "trials.jsonl");
  if (!existsSync(trialsFile)) throw new InputError(plannedRunMessage(runDir));
  let records: TrialRecord[];
  try {
    records = readTrials(trialsFile);
  } catch (err) {
    throw new InputError((err as Error).message);
  }
  const writer = liveWriter(runDir);
  if (records.length === 0) {
    throw new InputError(`${trialsFile}: no trial records${writer ? " yet" : ""} (the file is empty${writer ? "; the run is still being written" : ""}), so there is nothing to report${existsSync(join(runDir, "summary.json")) ? "; summary.json cannot stand for trials that are not there" : ""}`);
  }
  const summaryFile = join(runDir, "summary.json");
  let stored: Summary | null = null;
  if (existsSync(summaryFile)) {
    try {
      stored = JSON.parse(readFileSync(summaryFile, "utf8")) as Summary;
    } catch (err) {
      throw new InputError(`${summaryFile}: not JSON: ${(err as Error).message}`);
    }
  }
  // A run stopped by its budget analysed the cases it reached in both arms (runner/experiment.ts).
  const reached = (id: string) => armIds(candidateVariants(manifest).length).every((arm) => records.some((r) => r.caseId === id && armIdOf(r) === arm && r.status !== "infra_error"));
  const caseIds = Object.keys(manifest.suite.cases).filter((id) => records.some((r) => r.caseId === id) && (!manifest.outcome?.stoppedBy || reached(id)));
  const seed = Number.isInteger(manifest.seed) && manifest.seed >= 1 ? manifest.seed : undefined;
  const options = { seed, ...(stored?.options ?? {}) };
  // The run's own α from its manifest: a sequential summary's options.alpha is its look's nominal
  // level, and taking it as the design's α would shrink every boundary (look 1 REJECT read back as INCONCLUSIVE).
  const at = storedLook(manifest);
  const candidates = candidateVariants(manifest);
  const inProgress = inProgressOf(manifest, records, writer);
  if (candidates.length > 1) return { ...multiArmView({ runDir, manifest, records, caseIds, options, stored, writer }), inProgress };
  const input = recordsToAnalysisInput(at ? records.filter((r) => r.trial < at.round) : records, caseIds);
  const summary = at ? analyzeLook({ ...input, options: { ...options, alpha: at.plan.alpha } }, at.look, at.plan) : analyze({ ...input, options });
  for (const r of stored?.reasons ?? []) if (RUN_REASON.test(r) && !summary.reasons.includes(r)) summary.reasons.push(r);
  return { runDir, manifest, records, summary, summaryRecomputed: stored === null, staleSummary: stored ? staleness(stored, summary) : null, writer, gate: readGateFile(runDir), inProgress };
}

/**
 * A multi-arm run's view: each candidate analysed against the baseline, Holm over the arms on
 * the primary (runner/experiment-analyze.ts analyzeArms), one two-arm view per arm.
 */
function multiArmView(p: { runDir: string; manifest: Manifest; records: TrialRecord[]; caseIds: string[]; options: Record<string, unknown>; stored: Summary | null; writer: LockHolder | null }): RunView {
  const { runDir, manifest, records, stored, writer } = p;
  const summary = analyzeArms(records, p.caseIds, candidateVariants(manifest), p.options);
  for (const r of stored?.reasons ?? []) if (RUN_REASON.test(r) && !summary.reasons.includes(r)) summary.reasons.push(r);
  const gate = readGateFile(runDir);
  const arms = (summary.arms ?? []).map((a): RunView => ({
    runDir, manifest: armManifest(manifest, a.arm), records: armRecords(records, a.arm), summary: a.summary,
    summaryRecomputed: stored === null, staleSummary: null, writer, gate,
  }));
  return { runDir, manifest, records, summary, summaryRecomputed: stored === null, staleSummary: stored ? staleness(stored, summary) : null, writer, gate, arms };
}

/**
 * How summary.json differs from the summary recomputed from trials.jsonl, or null when it
 * agrees. A multi-arm run is compared arm by arm (its top level is one arm's, stats/decision/multi-arm.ts).
 */
function staleness(stored: Summary, now: Summary): string | null {
  const diffs = now.arms || stored.arms ? armDiffs(stored, now) : summaryDiffs(stored, now);
  return diffs.length ? `summary.json disagrees with trials.jsonl (${diffs.join("; ")}); shown: recomputed from trials.jsonl` : null;
}

/** The differences of every arm of a multi-arm summary, each named by its arm. */
function armDiffs(stored: Summary, now: Summary): string[] {
  const a = stored.arms ?? [];
  const b = now.arms ?? [];
  if (a.length !== b.length) return [`candidate arms ${a.length || 1} → ${b.length || 1}`];
  const diffs = stored.decision !== now.decision ? [`overall decision ${stored.decision} → ${now.decision}`] : [];
  for (const [i, arm] of b.entries()) diffs.push(...summaryDiffs(a[i]!.summary, arm.summary).map((d) => `arm ${arm.arm}: ${d}`));
  return diffs;
}

/** The differences of two two-arm summaries: decision, size, the primary's and the pass rate's Δ. */
function summaryDiffs(stored: Summary, now: Summary): string[] {
  const primary = now.options?.primary ?? "costUsd";
  const diffs: string[] = [];
  if (stored.decision !== now.decision) diffs.push(`decision ${stored.decision} → ${now.decision}`);
  if (stored.nCases !== now.nCases || stored.trialsPerCase !== now.trialsPerCase) diffs.push(`size ${stored.nCases}×${stored.trialsPerCase} → ${now.nCases}×${now.trialsPerCase}`);
  // The primary metric and the pass rate: an edited record can change who passed and leave the decision as it was.
  for (const metric of [...new Set([primary, "pass"])]) {
    const a = stored.metrics?.[metric]?.delta ?? null;
    const b = now.metrics?.[metric]?.delta ?? null;
    if (a !== b && !(a !== null && b !== null && Math.abs(a - b) < 1e-9)) diffs.push(`${metric} Δ ${a ?? "—"} → ${b ?? "—"}`);
  }
  return diffs;
}
