/**
 * A paired A/B experiment over a suite, in four stages with typed hand-overs:
 *
 *   planRun           ExperimentOptions → RunPlan                    experiment-plan.ts
 *   openRun           RunPlan → RunStart                             experiment-start.ts
 *   executeRun        RunPlan, RunStart → Execution                  experiment-execute.ts
 *   analyzeExecution  RunPlan, RunStart, Execution → ExperimentResult  experiment-analyze.ts
 *
 * The plan resolves every default and writes nothing; the start creates (or resumes) the run
 * folder; the execution runs and stores the trials; the analysis records the outcome and
 * writes summary.json. Each stage can be called, and tested, on its own.
 */
import { planRun, type ExperimentOptions } from "./experiment-plan.ts";
import { openRun } from "./experiment-start.ts";
import { executeRun } from "./experiment-execute.ts";
import { analyzeExecution, type ExperimentResult } from "./experiment-analyze.ts";
import { candidateVariants, readManifest } from "./manifest.ts";
import type { Variant } from "./variant.ts";
import { acquireRunLock } from "./run-lock.ts";
import { pinGitRef } from "./pin-agent.ts";
import { resolve } from "node:path";

export type { ExperimentOptions, ProviderName } from "./experiment-plan.ts";
export type { ExperimentResult } from "./experiment-analyze.ts";

/**
 * Runs every planned pair of the shard (both arms, in the pair's seeded order), appending
 * each trial to trials.jsonl as it finishes, then analyses the run and writes summary.json.
 * @throws InputError when resuming a folder whose manifest describes another experiment;
 *   Error when the provider cannot be set up. Trial failures never throw.
 */
export async function runExperiment(o: ExperimentOptions): Promise<ExperimentResult> {
  // The clear "not a run" error, before the lock makes the folder.
  const stored = o.resume ? readManifest(resolve(o.resume)) : null;
  // agent:git=<ref> arms are resolved and built now: a ref that cannot be built is one usage error before any trial.
  const baseline = await pinGitRef(o.baseline, stored?.variants.baseline);
  const candidates: Variant[] = [];
  for (const [i, v] of (o.candidates && o.candidates.length > 1 ? o.candidates : [o.candidate]).entries()) candidates.push(await pinGitRef(v, stored ? candidateVariants(stored)[i] : undefined));
  const plan = planRun({ ...o, baseline, candidate: candidates[0]!, candidates });
  o.onPlan?.(plan);
  // One writer per run folder: a second `eval ab` on it (a --resume, or the same --run-id) is refused here (exit 2).
  const release = acquireRunLock(plan.runDir, plan.resume ? "eval ab --resume" : "eval ab");
  try {
    const start = openRun(plan);
    if (start.swept && start.swept.trials + start.swept.processes > 0) o.onSweep?.(start.swept);
    o.onStart?.(start.allJobs.length, start.allJobs.length - start.jobs.length, plan.runDir, start.prior);
    const execution = await executeRun(plan, start, { onTrial: o.onTrial, onLook: o.onLook });
    return analyzeExecution(plan, start, execution);
  } finally {
    release();
  }
}
