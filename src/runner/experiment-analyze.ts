/**
 * Stage 4 of a paired A/B experiment: the analysis. Records the run's outcome in manifest.json,
 * analyses the trials (src/stats/) and writes summary.json. Also reads a finished run back from
 * its folder and analyses it afresh. The runner returns the summary; reports render it.
 */
import { writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { recordsToAnalysisInput } from "../results/observations.ts";
import type { TrialRecord } from "../results/record.ts";
import { readTrials } from "../results/results-file.ts";
import type { DecisionOptions, Summary } from "../stats/core/types.ts";
import { analyze } from "../stats/decision/analyze.ts";
import { decideArms, multiArmSummary } from "../stats/decision/multi-arm.ts";
import { armIdOf, armIds, armRecords } from "../results/arms.ts";
import type { Variant } from "./variant.ts";
import { analyzeLook } from "../stats/sequential/sequential-look.ts";
import { runSequentialPlan, type LookAt, type RunPlan } from "./experiment-plan.ts";
import type { RunStart } from "./experiment-start.ts";
import { candidateVariants, partialReason, readManifest, type Manifest } from "./manifest.ts";
import type { ScheduleResult } from "./scheduler.ts";
import { plural } from "../text/plural.ts";


/** Cases a stopped run's reason names before it only counts the rest. */
const UNREACHED_SHOWN = 5;
export interface ExperimentResult {
  runId: string;
  runDir: string;
  manifest: Manifest;
  records: TrialRecord[];
  summary: Summary;
  stoppedBy: ScheduleResult["stoppedBy"];
}

/** The trials' outcome (experiment-execute.ts), as the analysis takes it: every record (prior ones first) and how the schedule ended. */
export interface Execution {
  records: TrialRecord[];
  /** Why the run stopped early, or null; trials not started (including later rounds), attempts made. */
  result: ScheduleResult;
  /** The look the run ended at (sequential designs only). */
  lookAt: LookAt | undefined;
  /** The look's summary when a look decided and ended the run, else null. */
  decided: Summary | null;
}

/**
 * Analyses a run's records and writes summary.json (not for no records: see analyzeExecution). With `at`, only trials of rounds before
 * `at.round` are analysed, at look `at.look` of the plan (stats/sequential/sequential-look.ts).
 */
export function analyzeRun(runDir: string, records: readonly TrialRecord[], caseOrder: readonly string[], decision?: Partial<DecisionOptions> & { seed?: number }, at?: LookAt, arms?: readonly ArmLabel[]): Summary {
  const summary = arms && arms.length > 1
    ? analyzeArms(records, caseOrder, arms, decision)
    : analyzeTwoArms(records, caseOrder, decision, at);
  if (records.length > 0) writeFileSync(join(runDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

/** A candidate arm as the analysis names it: its label (variant name) and specs. */
export type ArmLabel = Pick<Variant, "name" | "specs">;

function analyzeTwoArms(records: readonly TrialRecord[], caseOrder: readonly string[], decision?: Partial<DecisionOptions> & { seed?: number }, at?: LookAt): Summary {
  const input = recordsToAnalysisInput(at ? records.filter((r) => r.trial < at.round) : records, caseOrder);
  return at
    ? analyzeLook({ ...input, options: { ...decision, alpha: at.plan.alpha } }, at.look, at.plan)
    : analyze({ ...input, options: { ...decision } });
}

/**
 * A multi-arm run: each candidate against the baseline (a two-arm analysis of the baseline's
 * records and that arm's), then Holm over the arms on the primary (stats/decision/multi-arm.ts).
 */
export function analyzeArms(records: readonly TrialRecord[], caseOrder: readonly string[], arms: readonly ArmLabel[], decision?: Partial<DecisionOptions> & { seed?: number }): Summary {
  const each = arms.map((v, i) => ({ arm: i + 1, label: v.name, specs: v.specs, summary: analyze({ ...recordsToAnalysisInput(armRecords(records, i + 1), caseOrder), options: { ...decision } }) }));
  return multiArmSummary(decideArms(each));
}

function sequentialReason(at: LookAt, notStarted: number, summary: Summary): string {
  const b = at.plan.boundaries[at.look - 1]!;
  const a = at.plan.nominalAlphas[at.look - 1]!;
  const where = `look ${at.look} of ${at.plan.looks}, after round ${at.round} of trials`;
  const design = `${at.plan.spendingLabel}${at.plan.futility > 0 ? `, futility below conditional power ${at.plan.futility}` : ""}`;
  const f = summary.sequential?.futility;
  if (at.look < at.plan.looks && f?.stopped) {
    return `sequential design (${design}): stopped for futility at ${where} (conditional power ${f.conditionalPower.toFixed(3)}); ${notStarted} planned trials not needed`;
  }
  return at.look < at.plan.looks
    ? `sequential design (${design}): decided at ${where} (boundary z = ${b.toFixed(3)}, one-sided level ${a.toPrecision(3)}); ${notStarted} planned trials not needed`
    : `sequential design (${design}): final ${where} (boundary z = ${b.toFixed(3)}, one-sided level ${a.toPrecision(3)})`;
}

/**
 * Ends a run: writes manifest.json with its outcome (models served, why it stopped, trials not
 * started, the look it ended at), then analyses the cases planned for it and writes
 * summary.json (none when no trial was recorded: a planned run's folder is its manifest). A run stopped by its budget analyses the cases it reached in both arms; the
 * rest are named in the reasons instead of failing the integrity check one by one.
 */
export function analyzeExecution(plan: RunPlan, start: Pick<RunStart, "allJobs"> & Partial<Pick<RunStart, "swept">>, run: Execution): ExperimentResult {
  const { runDir } = plan;
  const { records, result, lookAt, decided } = run;
  const served = [...new Set(records.flatMap((r) => r.metrics.modelsServed))];
  const final: Manifest = {
    ...(plan.resume ? readManifest(runDir) : plan.manifest),
    outcome: {
      modelsServed: served, stoppedBy: result.stoppedBy?.detail ?? null, notStarted: result.notStarted, finishedAt: new Date().toISOString(),
      ...(result.rate ? { rate: result.rate } : {}),
      ...(start.swept && start.swept.trials + start.swept.processes > 0 ? { swept: start.swept } : {}),
      ...(lookAt ? { sequential: { look: lookAt.look, looks: lookAt.plan.looks, round: lookAt.round, decided: decided !== null && decided.decision !== "INCONCLUSIVE", futility: decided?.sequential?.futility?.stopped === true } } : {}),
    },
  };
  writeFileSync(join(runDir, "manifest.json"), `${JSON.stringify(final, null, 2)}\n`);
  const caseIds = plan.suite.loadedCases.map((c) => c.id);
  const reached = (id: string) => armIds(plan.candidates.length).every((arm) => records.some((r) => r.caseId === id && armIdOf(r) === arm && r.status !== "infra_error"));
  const plannedCases = caseIds.filter((id) => start.allJobs.some((j) => j.pair.caseId === id) && (!result.stoppedBy || reached(id)));
  const unreached = caseIds.filter((id) => start.allJobs.some((j) => j.pair.caseId === id) && !plannedCases.includes(id));
  const summary = analyzeRun(runDir, records, plannedCases, { seed: plan.seed, ...plan.decision }, lookAt, plan.candidates);
  if (lookAt && !result.stoppedBy) summary.reasons.push(sequentialReason(lookAt, result.notStarted, summary));
  if (result.stoppedBy) {
    // A run stopped after one pair leaves out nearly every case: name a few, count the rest.
    const shown = unreached.length > UNREACHED_SHOWN ? `${unreached.slice(0, UNREACHED_SHOWN).join(", ")} and ${unreached.length - UNREACHED_SHOWN} more` : unreached.join(", ");
    summary.reasons.push(`run stopped early: ${result.stoppedBy.detail.replace(/^stopped /, "")}; ${plural(result.notStarted, "trial")} not started${unreached.length ? `; ${plural(unreached.length, "case")} not reached in both arms, left out: ${shown}` : ""}`);
  }
  // No trial recorded (--max-trials 0 plans the run): the folder is the plan, manifest.json alone;
  // a summary of nothing would be read as a run's INVALID verdict (eval view, eval report read the trials).
  if (records.length > 0) writeFileSync(join(runDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  return { runId: plan.runId, runDir, manifest: final, records, summary, stoppedBy: result.stoppedBy };
}

/**
 * Adds to a summary the reasons its records cannot show but its manifest can (a partial merge,
 * manifest.ts partialReason), and rewrites summary.json when it added one. analyzeRun sees
 * only records, so whoever re-analyses a stored run calls this after it.
 */
export function addManifestReasons(runDir: string, summary: Summary, manifest: Manifest): void {
  const partial = partialReason(manifest);
  if (!partial || summary.reasons.includes(partial)) return;
  summary.reasons.push(partial);
  writeFileSync(join(runDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
}

/**
 * The look a stored sequential run ended at, with its plan (at `alpha`, default the run's own),
 * or undefined for a fixed-design run or one that stopped before any look.
 */
export function storedLook(manifest: Manifest, alpha?: number): LookAt | undefined {
  const seq = manifest.options?.sequential as { looks: number; rounds?: number[]; alpha: number; spending?: string; futility?: number } | null | undefined;
  const at = manifest.outcome?.sequential;
  if (!seq || !at) return undefined;
  // Runs written before --spending/--futility existed were O'Brien–Fleming without futility.
  const looks = seq.rounds ? seq.rounds.map((r) => r / manifest.trials) : seq.looks;
  return { plan: runSequentialPlan(manifest.trials, { looks, spending: seq.spending ?? "obf", futility: seq.futility ?? 0 }, alpha ?? seq.alpha), look: at.look, round: at.round };
}

/**
 * A finished run read back from its folder (manifest.json, trials.jsonl), analysed afresh
 * with the options its summary.json recorded, if any.
 * @throws InputError when the folder is not a run.
 */
export function loadFinishedRun(dir: string): ExperimentResult {
  const runDir = resolve(dir);
  const manifest = readManifest(runDir);
  const records = readTrials(join(runDir, "trials.jsonl"));
  const caseIds = Object.keys(manifest.suite.cases).filter((id) => records.some((r) => r.caseId === id));
  const at = storedLook(manifest);
  const summary = analyzeRun(runDir, records, caseIds, { seed: manifest.seed, ...(at ? { alpha: at.plan.alpha } : {}) }, at, candidateVariants(manifest));
  addManifestReasons(runDir, summary, manifest);
  return { runId: basename(runDir), runDir, manifest, records, summary, stoppedBy: null };
}
