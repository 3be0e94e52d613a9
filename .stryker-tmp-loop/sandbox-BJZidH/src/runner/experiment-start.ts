/**
 * Stage 2 of a paired A/B experiment: the run folder. A new run gets its folder and
 * manifest.json; a resumed one is checked against the plan, its torn last line repaired and
 * its records read back. Either way the stage says which trials are still to run.
 */
// @ts-nocheck

import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TrialRecord } from "../results/record.ts";
import { readTrials, repairTornTail } from "../results/results-file.ts";
import { InputError } from "../suite/errors.ts";
import type { RunPlan } from "./experiment-plan.ts";
import { readManifest } from "./manifest.ts";
import { manifestDiff, recordedTrials, trialKey } from "./resume.ts";
import type { Job } from "./scheduler.ts";
import { sweepAbandoned, type SweepResult } from "./live-trials.ts";

/** The run folder opened for trials. */
export interface RunStart {
  /** Absolute path of trials.jsonl. */
  trialsFile: string;
  /** Records already in the folder (resume), in file order; empty for a new run. */
  prior: TrialRecord[];
  /** Every planned trial of the shard, both arms of each pair adjacent, in the pairs' order. */
  allJobs: Job[];
  /** The planned trials that still have to run (no final record yet). */
  jobs: Job[];
  /** A resume: what earlier sessions left running or in $TMPDIR, ended and removed (live-trials.ts); null for a new run. */
  swept: SweepResult | null;
}

/**
 * Every planned trial with the attempts already recorded for it, and those still to run: a
 * trial is done once it has a record that is not an infra error, or its last allowed attempt.
 */
export function pendingJobs(plan: Pick<RunPlan, "pairs" | "infraRetries">, prior: readonly TrialRecord[]): Pick<RunStart, "allJobs" | "jobs"> {
  const recorded = recordedTrials(prior, plan.infraRetries);
  const allJobs: Job[] = plan.pairs
    .flatMap((pair) => pair.order.map((arm) => ({ pair, arm, priorAttempts: recorded.get(trialKey({ caseId: pair.caseId, trial: pair.trial, arm }))?.attempts ?? 0 })));
  const jobs = allJobs.filter((j) => !recorded.get(trialKey({ caseId: j.pair.caseId, trial: j.pair.trial, arm: j.arm }))?.final);
  return { allJobs, jobs };
}

/**
 * Creates the run folder and writes manifest.json, or (plan.resume) checks the stored manifest
 * against the plan's, ends what earlier sessions' trials left behind (their processes and
 * workspaces: sweepAbandoned) and reads the records there. Call it holding the run's lock.
 * @throws InputError when a resumed folder holds another experiment, or a new run's folder already holds a run
 */
export function openRun(plan: RunPlan): RunStart {
  const { runDir } = plan;
  const trialsFile = join(runDir, "trials.jsonl");
  let prior: TrialRecord[] = [];
  let swept: SweepResult | null = null;
  if (plan.resume) {
    const diff = manifestDiff(readManifest(runDir), plan.manifest);
    if (diff.length) throw new InputError(`cannot resume ${runDir}: the experiment changed\n  ${diff.join("\n  ")}`);
    swept = sweepAbandoned(runDir, plan.runId, plan.keepWorkspaces);
    repairTornTail(trialsFile);
    prior = readTrials(trialsFile);
  } else {
    if (existsSync(trialsFile) || existsSync(join(runDir, "manifest.json"))) throw new InputError(`${runDir} already holds a run; use --resume ${runDir} to continue it`);
    mkdirSync(runDir, { recursive: true });
    writeFileSync(join(runDir, "manifest.json"), `${JSON.stringify({ ...plan.manifest, ...(plan.hypothesis ? { hypothesis: plan.hypothesis } : {}) }, null, 2)}\n`);
  }
  return { trialsFile, prior, swept, ...pendingJobs(plan, prior) };
}
