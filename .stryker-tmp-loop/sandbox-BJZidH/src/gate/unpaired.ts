/**
 * `eval gate --against results/<run>`: run only the candidate now and compare it with one arm
 * of a stored run. The new run folder holds both: the stored arm's records copied in as the
 * baseline (their runId kept, their trace and diff paths pointing into the stored run) and the
 * new candidate trials, so `eval report` re-renders it like any run. The arms did not run
 * together, so drift between them is confounded with the effect; the manifest says so
 * (`options.unpairedAgainst`) and every report prints the warning.
 *
 * The trial loop is the runner's (bindProvider, schedule, runTrial, redaction), driven for one
 * arm: runExperiment always runs both arms. If it gains an `arms` option this file shrinks to
 * the copy of the stored arm.
 */
// @ts-nocheck

import { acquireRunLock } from "../runner/run-lock.ts";
import { pinGitRef } from "../runner/pin-agent.ts";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { loadPricing } from "../providers/pricing.ts";
import { defaultConcurrency, type ExperimentOptions } from "../runner/experiment-plan.ts";
import type { ExperimentResult } from "../runner/experiment-analyze.ts";
import { buildManifest, readManifest, type Manifest } from "../runner/manifest.ts";
import { recordsToAnalysisInput } from "../results/observations.ts";
import { planPairs } from "../runner/plan.ts";
import { bindProvider, type ProviderName } from "../runner/provider-binding.ts";
import type { TrialRecord } from "../results/record.ts";
import { secretValues, storeTrial } from "../runner/redact.ts";
import { appendTrial, readTrials } from "../results/results-file.ts";
import { schedule, type Job } from "../runner/scheduler.ts";
import { runTrial, type TrialContext } from "../runner/trial.ts";
import { analyze } from "../stats/decision/analyze.ts";
import type { Arm } from "../stats/core/types.ts";
import { InputError } from "../suite/errors.ts";
import { latestAttempts } from "../results/failures.ts";

export interface UnpairedOptions extends Omit<ExperimentOptions, "baseline" | "resume" | "shard" | "maxCostUsd" | "maxTrials"> {
  /** The stored run folder to compare against. */
  against: string;
  /** Which of its arms is the reference; default "candidate" (the agent under test in that run). */
  againstArm?: Arm;
}

export interface UnpairedResult extends ExperimentResult {
  /** Why cases of the suite were left out of the comparison (missing or changed in the stored run). */
  excluded: string[];
}

/**
 * Runs the candidate over the suite's cases that the stored run holds unchanged (same case
 * hash) and analyses it against the stored arm. Trials and seed default to the stored run's.
 * @throws InputError when the stored folder is not a run or shares no unchanged case with the suite.
 */
export async function runUnpaired(options: UnpairedOptions): Promise<UnpairedResult> {
  // agent:git=<ref>: resolved and built before anything runs (a ref that cannot be built is a usage error).
  const o = { ...options, candidate: await pinGitRef(options.candidate) };
  const storedDir = resolve(o.against);
  const stored: Manifest = readManifest(storedDir);
  const arm: Arm = o.againstArm ?? "candidate";
  const excluded: string[] = [];
  const caseIds: string[] = [];
  for (const c of o.suite.loadedCases) {
    const then = stored.suite.cases[c.id];
    if (then === undefined) excluded.push(`${c.id}: not in the stored run`);
    else if (then !== c.hash) excluded.push(`${c.id}: the case changed since the stored run`);
    else caseIds.push(c.id);
  }
  const reference = latestAttempts(readTrials(join(storedDir, "trials.jsonl"))).filter((r) => r.arm === arm && caseIds.includes(r.caseId));
  if (reference.length === 0) throw new InputError(`--against ${o.against}: its ${arm} arm has no trial of an unchanged case of suite ${o.suite.name}`);

  const env = o.env ?? process.env;
  const provider: ProviderName = o.provider ?? (stored.provider === "anthropic" || stored.provider === "sim" ? stored.provider : env.ANTHROPIC_API_KEY ? "anthropic" : "sim");
  const trials = o.trials ?? stored.trials;
  const seed = o.seed ?? stored.seed;
  const model = o.model ?? stored.model;
  const pricing = o.pricing ?? loadPricing();
  const runDir = resolve(o.resultsDir ?? "results", o.runId ?? `${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}-${randomBytes(3).toString("hex")}`);
  // Held until the process exits (the gate writes its reports into the folder after this returns).
  acquireRunLock(runDir, "eval gate --against");
  if (existsSync(join(runDir, "trials.jsonl"))) throw new InputError(`${runDir} already holds a run`);
  mkdirSync(runDir, { recursive: true });
  const trialsFile = join(runDir, "trials.jsonl");
  const concurrency = o.concurrency ?? defaultConcurrency();
  const sim = { noise: o.simNoise ?? 1, faults: o.simFaults ?? {}, seed };
  const manifest = buildManifest({
    runId: basename(runDir), suite: { ...o.suite, loadedCases: o.suite.loadedCases.filter((c) => caseIds.includes(c.id)) },
    baseline: stored.variants[arm], candidate: o.candidate, provider, model, seed, trials, pricingDate: pricing.date,
    sim: provider === "sim" ? { noise: sim.noise, faults: sim.faults } : null, shard: null,
    options: { concurrency, unpairedAgainst: { runDir: storedDir, runId: stored.runId, arm }, excludedCases: excluded },
  });
  writeFileSync(join(runDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const records: TrialRecord[] = [];
  for (const r of reference) {
    const copy: TrialRecord = { ...r, arm: "baseline", trace: relative(runDir, join(storedDir, r.trace)), diff: relative(runDir, join(storedDir, r.diff)) };
    appendTrial(trialsFile, copy);
    records.push(copy);
  }

  // One arm: the pair's order puts the candidate first so the scheduler treats each job as opening its pair.
  const jobs: Job[] = planPairs(caseIds, trials, seed).map((p) => ({ pair: { ...p, order: ["candidate", "baseline"] }, arm: "candidate", priorAttempts: 0 }));
  o.onStart?.(jobs.length, 0);
  const byId = new Map(o.suite.loadedCases.map((c) => [c.id, c]));
  const { binding, close } = await bindProvider(provider, o.suite.loadedCases.filter((c) => caseIds.includes(c.id)), env, sim);
  const secrets = [...secretValues(env), ...secretValues(o.candidate.env)];
  const ctx: TrialContext = { runId: manifest.runId, runDir, model, pricing, provider: binding, baseEnv: env, keepWorkspaces: o.keepWorkspaces };
  const infraRetries = o.infraRetries ?? 2;
  let done = 0;
  try {
    await schedule(jobs, {
      concurrency, infraRetries,
      run: (job, attempt) => runTrial(ctx, byId.get(job.pair.caseId)!, job.pair, job.arm, o.candidate, attempt),
      onRecord: (raw, rate) => {
        const record = storeTrial(runDir, trialsFile, raw, secrets);
        records.push(record);
        if (record.status !== "infra_error" || record.attempt >= 1 + infraRetries) done++;
        o.onTrial?.(record, done, jobs.length, rate);
      },
    });
  } finally {
    await close();
  }
  const summary = analyze({ ...recordsToAnalysisInput(records, caseIds), options: { seed, ...o.decision } });
  writeFileSync(join(runDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  const served = [...new Set(records.flatMap((r) => r.metrics.modelsServed))];
  const final: Manifest = { ...manifest, outcome: { modelsServed: served, stoppedBy: null, notStarted: 0, finishedAt: new Date().toISOString() } };
  writeFileSync(join(runDir, "manifest.json"), `${JSON.stringify(final, null, 2)}\n`);
  return { runId: final.runId, runDir, manifest: final, records, summary, stoppedBy: null, excluded };
}
