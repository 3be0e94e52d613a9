/**
 * `freecode eval gate`: run the paired A/B (or the unpaired comparison with a stored run),
 * leave quarantined cases out of the gated analysis, apply the gate rule (evaluate.ts), write
 * gate.json. The reports are the caller's to write (src/report/write.ts): the gate computes,
 * reports render.
 */
import { InputError } from "../suite/errors.ts";
import { runExperiment, type ExperimentOptions, type ExperimentResult } from "../runner/experiment.ts";
import { loadFinishedRun } from "../runner/experiment-analyze.ts";
import type { TrialRecord } from "../results/record.ts";
import { recordsToAnalysisInput } from "../results/observations.ts";
import { candidateVariants, partialReason, readManifest } from "../runner/manifest.ts";
import { analyze } from "../stats/decision/analyze.ts";
import type { Arm, Summary } from "../stats/core/types.ts";
import { caseArmResults } from "../results/failures.ts";
import { evaluateGate } from "./evaluate.ts";
import { writeGateFile, type GateFile } from "./gate-file.ts";
import { partitionQuarantine, readQuarantine, today } from "./quarantine.ts";
import { runUnpaired } from "./unpaired.ts";

export interface GateOptions extends ExperimentOptions {
  /** A guardrail not shown non-inferior fails the gate too. */
  strict?: boolean;
  /** Quarantine file (see quarantine.ts); missing = nothing quarantined. */
  quarantineFile: string;
  /** Gate this finished paired run (e.g. merged shards) instead of running trials. */
  fromRun?: string;
  /** Compare with this stored run's arm, unpaired, instead of running the baseline now. */
  against?: { runDir: string; arm: Arm };
  /** YYYY-MM-DD that decides which quarantine entries are active; default today (UTC). */
  day?: string;
}

export interface GateResult {
  run: ExperimentResult;
  gate: GateFile;
}

/**
 * The analysis the gate judges: the run's own summary when no case of it is quarantined,
 * else the same analysis (same options) over the records of the other cases.
 */
export function gatedSummary(run: { summary: Summary; records: readonly TrialRecord[] }, caseIds: readonly string[], quarantined: ReadonlySet<string>): Summary {
  if (!caseIds.some((id) => quarantined.has(id))) return run.summary;
  const keep = caseIds.filter((id) => !quarantined.has(id));
  const input = recordsToAnalysisInput(run.records.filter((r) => keep.includes(r.caseId)), keep);
  return analyze({ ...input, options: run.summary.options });
}

/** The first failing check of a case's candidate trials, as a short clause for a gate reason. */
function explainer(records: readonly TrialRecord[]): (caseId: string) => string | undefined {
  const groups = caseArmResults(records);
  return (caseId) => {
    const f = groups.find((g) => g.caseId === caseId && g.arm === "candidate")?.failures.find((x) => !x.infra);
    if (!f) return undefined;
    const last = f.checks[0]?.tail.split("\n").filter((l) => l.trim()).slice(-1)[0];
    return `candidate: ${f.headline}${last ? `: ${last.trim().slice(0, 160)}` : ""}`;
  };
}

/**
 * Runs the gate end to end and writes gate.json into the run folder (no reports).
 * @throws InputError for an invalid quarantine file or stored run; Error when the provider cannot be set up.
 */
export async function runGate(o: GateOptions): Promise<GateResult> {
  const day = o.day ?? today();
  const { active, expired } = partitionQuarantine(readQuarantine(o.quarantineFile), o.suite.name, day);
  const suiteIds = new Set(o.suite.loadedCases.map((c) => c.id));
  const quarantined = active.filter((q) => suiteIds.has(q.case));
  // A gate judges one candidate against one reference: a multi-arm run's top level is one arm's.
  if (o.fromRun && candidateVariants(readManifest(o.fromRun)).length > 1) {
    throw new InputError(`--run ${o.fromRun} has ${candidateVariants(readManifest(o.fromRun)).length} candidate arms; a gate judges one candidate against the baseline. See every arm's verdict with eval report ${o.fromRun}, or gate one arm in a two-arm run: eval gate ${o.suite.name} --baseline … --candidate SPEC`);
  }
  if (o.against && candidateVariants(readManifest(o.against.runDir)).length > 1 && o.against.arm === "candidate") {
    throw new InputError(`--against ${o.against.runDir} has ${candidateVariants(readManifest(o.against.runDir)).length} candidate arms, so --against-arm candidate is ambiguous; use --against-arm baseline, or a two-arm run`);
  }
  const stored = o.fromRun ? loadFinishedRun(o.fromRun) : null;
  if (stored && stored.manifest.suite.name !== o.suite.name) {
    throw new InputError(`--run ${o.fromRun} is a run of suite "${stored.manifest.suite.name}", not "${o.suite.name}"`);
  }
  const run = stored
    ? stored
    : o.against
      ? await runUnpaired({ ...o, against: o.against.runDir, againstArm: o.against.arm })
      : await runExperiment(o);
  const caseIds = Object.keys(run.manifest.suite.cases);
  const gated = gatedSummary(run, caseIds, new Set(quarantined.map((q) => q.case)));
  const rule = evaluateGate(gated, { strict: o.strict ?? false, explainCase: explainer(run.records) });
  const warnings = [...rule.warnings];
  if (o.against) warnings.unshift(`unpaired comparison with ${o.against.runDir} (${o.against.arm} arm): drift between the two runs is confounded with the candidate's effect`);
  const partial = partialReason(run.manifest);
  if (partial) warnings.unshift(partial);
  if ("excluded" in run) for (const e of run.excluded as string[]) warnings.push(`left out: ${e}`);
  for (const e of expired.filter((x) => suiteIds.has(x.case))) warnings.push(`quarantine of ${e.case} expired on ${e.until}: it is gated again (renew or remove the entry)`);
  const gate: GateFile = {
    schema: 1, suite: o.suite.name, runId: run.runId, createdAt: new Date().toISOString(),
    mode: o.against ? "unpaired" : "paired",
    against: o.against ? { runDir: o.against.runDir, runId: (run.manifest.options.unpairedAgainst as { runId: string }).runId, arm: o.against.arm } : null,
    agentCommits: { baseline: run.manifest.variants.baseline.agentCommit ?? null, candidate: run.manifest.variants.candidate.agentCommit ?? null },
    strict: o.strict ?? false, verdict: rule.verdict, exitCode: rule.exitCode, reasons: rule.reasons, warnings,
    quarantined: quarantined.map((q) => ({ caseId: q.case, until: q.until, reason: q.reason })),
    decision: gated.decision, summary: gated,
  };
  writeGateFile(run.runDir, gate);
  return { run, gate };
}
