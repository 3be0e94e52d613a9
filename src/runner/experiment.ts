/**
 * A paired A/B experiment over a suite: plan → schedule → trials → trials.jsonl → analysis.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { basename, join, resolve } from "node:path";
import { loadPricing, type PricingTable } from "../providers/pricing.ts";
import { analyze } from "../stats/decision/analyze.ts";
import { analyzeLook, sequentialPlan, type SequentialPlan } from "../stats/sequential/sequential-look.ts";
import type { DecisionOptions, Summary } from "../stats/core/types.ts";
import { InputError } from "../suite/errors.ts";
import type { LoadedSuite } from "../suite/schema.ts";
import type { Variant } from "./variant.ts";
import { buildManifest, partialReason, readManifest, type Manifest } from "./manifest.ts";
import { recordsToAnalysisInput } from "../results/observations.ts";
import { planPairs } from "./plan.ts";
import { bindProvider, type ProviderName } from "./provider-binding.ts";
import type { TrialRecord } from "../results/record.ts";
import { secretValues, storeTrial } from "./redact.ts";
import { readTrials, repairTornTail } from "../results/results-file.ts";
import { manifestDiff, recordedTrials, trialKey } from "./resume.ts";
import { schedule, type Job, type ScheduleResult } from "./scheduler.ts";
import { checkSandbox, type SandboxKind } from "./sandbox.ts";
import { pairsInShard, type Shard } from "./shard.ts";
import { runTrial, type TrialContext } from "./trial.ts";

export type { ProviderName } from "./provider-binding.ts";

export interface ExperimentOptions {
  suite: LoadedSuite;
  baseline: Variant;
  candidate: Variant;
  /** Trials per case per arm; default the suite's. */
  trials?: number;
  seed?: number;
  concurrency?: number;
  /** Default: "anthropic" when ANTHROPIC_API_KEY is set, else "sim". */
  provider?: ProviderName;
  /** The provider's base URL (openai: required unless OPENAI_BASE_URL is set; anthropic: optional). */
  baseUrl?: string;
  model?: string;
  /** Folder that receives `<runId>/`; default ./results. */
  resultsDir?: string;
  runId?: string;
  /** Continue the run in this folder: same experiment (checked), only missing trials run. */
  resume?: string;
  shard?: Shard;
  infraRetries?: number;
  maxCostUsd?: number;
  maxTrials?: number;
  /**
   * Group-sequential design: analyse after the rounds of trials that end each of `looks` looks
   * (see {@link lookRounds}) and stop at the first look that decides. Not with `shard`.
   */
  sequential?: { looks: number };
  /** Token limit per trial for every case, over the cases' and suite's `maxTrialTokens`. */
  maxTrialTokens?: number;
  simNoise?: number;
  /** Give both arms of a pair the same simulator noise seed (common random numbers); default false: independent per arm. */
  simNoiseShared?: boolean;
  simFaults?: Record<string, number>;
  /** Simulated latency: time to first token (ms) and tokens per second. */
  simLatency?: { firstTokenMs: number; tokensPerSec: number };
  pricing?: PricingTable;
  decision?: Partial<DecisionOptions>;
  keepWorkspaces?: boolean;
  /** Run each agent under bubblewrap (`bwrap`): only its workspace, HOME and trace folder writable. */
  sandbox?: SandboxKind;
  env?: Readonly<Record<string, string | undefined>>;
  /** `prior`: the records already in the run folder (resume), so progress can count them. */
  onStart?: (total: number, alreadyDone: number, runDir?: string, prior?: readonly TrialRecord[]) => void;
  onTrial?: (record: TrialRecord, done: number, total: number) => void;
  /** Sequential runs: each look's summary as it is taken (`summary.sequential.stop` says whether the run ends there). */
  onLook?: (summary: Summary) => void;
}

export interface ExperimentResult {
  runId: string;
  runDir: string;
  manifest: Manifest;
  records: TrialRecord[];
  summary: Summary;
  stoppedBy: ScheduleResult["stoppedBy"];
}

/** Default concurrency: the machine's cores, at most 4. */
export function defaultConcurrency(): number {
  return Math.max(1, Math.min(4, cpus().length));
}

function newRunId(): string {
  return `${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}-${randomBytes(3).toString("hex")}`;
}

/**
 * The trial round after which each look of a sequential run is taken: look k follows round
 * ceil(k·T/looks) of T, so looks are as evenly spaced in trials as whole rounds allow.
 * @example lookRounds(6, 3) // => [2, 4, 6]
 * @throws InputError when looks is not an integer in [1, min(T, 10)]
 */
export function lookRounds(trials: number, looks: number): number[] {
  if (!Number.isInteger(looks) || looks < 1 || looks > Math.min(trials, 10)) {
    throw new InputError(`--looks must be an integer from 1 to ${Math.min(trials, 10)} (at most one look per round of trials, at most 10), got ${looks}`);
  }
  return Array.from({ length: looks }, (_, k) => Math.ceil(((k + 1) * trials) / looks));
}

/**
 * The O'Brien–Fleming plan of a sequential run, with information fractions r_k/T: each round
 * adds one trial per case and arm, so information grows with rounds (equal per-trial variance
 * assumed; between-case variance would make early looks carry relatively more information,
 * which O'Brien–Fleming spending tolerates, research/statistics.md §6).
 */
export function runSequentialPlan(trials: number, looks: number, alpha: number): SequentialPlan {
  return sequentialPlan(looks, alpha, lookRounds(trials, looks).map((r) => r / trials));
}

/** Where a sequential run is: its plan, the look analysed and the round that look follows. */
export interface LookAt { plan: SequentialPlan; look: number; round: number }

/**
 * Analyses a run's records and writes summary.json. With `at`, only trials of rounds before
 * `at.round` are analysed, at look `at.look` of the plan (stats/sequential-look.ts).
 */
export function analyzeRun(runDir: string, records: readonly TrialRecord[], caseOrder: readonly string[], decision?: Partial<DecisionOptions> & { seed?: number }, at?: LookAt): Summary {
  const input = recordsToAnalysisInput(at ? records.filter((r) => r.trial < at.round) : records, caseOrder);
  const summary = at
    ? analyzeLook({ ...input, options: { ...decision, alpha: at.plan.alpha } }, at.look, at.plan)
    : analyze({ ...input, options: { ...decision } });
  writeFileSync(join(runDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

/**
 * Runs every planned pair of the shard (both arms, in the pair's seeded order), appending
 * each trial to trials.jsonl as it finishes, then analyses the run and writes summary.json.
 * @throws InputError when resuming a folder whose manifest describes another experiment;
 *   Error when the provider cannot be set up. Trial failures never throw.
 */
export async function runExperiment(o: ExperimentOptions): Promise<ExperimentResult> {
  const env = o.env ?? process.env;
  const provider: ProviderName = o.provider ?? (env.ANTHROPIC_API_KEY ? "anthropic" : "sim");
  const trials = o.trials ?? o.suite.trials;
  const seed = o.seed ?? 1;
  const model = o.model ?? o.suite.model;
  const pricing = o.pricing ?? loadPricing();
  const infraRetries = o.infraRetries ?? 2;
  checkSandbox(o.sandbox ?? "none");
  const runDir = o.resume ? resolve(o.resume) : resolve(o.resultsDir ?? "results", o.runId ?? newRunId());
  const runId = basename(runDir);
  const simOpts = { noise: o.simNoise ?? 1, faults: o.simFaults ?? {}, seed, latency: o.simLatency, noiseShared: o.simNoiseShared === true };
  const alpha = o.decision?.alpha ?? 0.05;
  if (o.sequential && o.shard && o.shard.count > 1) throw new InputError("--sequential cannot be combined with --shard: every shard would stop at its own look; run the sequential experiment unsharded");
  const rounds = o.sequential ? lookRounds(trials, o.sequential.looks) : [trials];
  const plan = o.sequential ? runSequentialPlan(trials, o.sequential.looks, alpha) : null;
  const manifest = buildManifest({
    runId, suite: o.suite, baseline: o.baseline, candidate: o.candidate, provider, model, seed, trials,
    pricingDate: pricing.date, sim: provider === "sim" ? { noise: simOpts.noise, noiseShared: simOpts.noiseShared, faults: simOpts.faults, latency: simOpts.latency ?? null } : null,
    shard: o.shard && o.shard.count > 1 ? o.shard : null,
    options: { concurrency: o.concurrency ?? defaultConcurrency(), infraRetries, sandbox: o.sandbox ?? "none", maxCostUsd: o.maxCostUsd ?? null, maxTrials: o.maxTrials ?? null, maxTrialTokens: o.maxTrialTokens ?? null, sequential: o.sequential ? { looks: o.sequential.looks, rounds, alpha } : null },
  });
  const trialsFile = join(runDir, "trials.jsonl");
  let prior: TrialRecord[] = [];
  if (o.resume) {
    const diff = manifestDiff(readManifest(runDir), manifest);
    if (diff.length) throw new InputError(`cannot resume ${runDir}: the experiment changed\n  ${diff.join("\n  ")}`);
    repairTornTail(trialsFile);
    prior = readTrials(trialsFile);
  } else {
    if (existsSync(trialsFile)) throw new InputError(`${runDir} already holds a run; use --resume ${runDir} to continue it`);
    mkdirSync(runDir, { recursive: true });
    writeFileSync(join(runDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  }

  const caseIds = o.suite.loadedCases.map((c) => c.id);
  const byId = new Map(o.suite.loadedCases.map((c) => [c.id, c]));
  const recorded = recordedTrials(prior, infraRetries);
  const allJobs: Job[] = pairsInShard(planPairs(caseIds, trials, seed), o.shard)
    .flatMap((pair) => pair.order.map((arm) => ({ pair, arm, priorAttempts: recorded.get(trialKey({ caseId: pair.caseId, trial: pair.trial, arm }))?.attempts ?? 0 })));
  const jobs = allJobs.filter((j) => !recorded.get(trialKey({ caseId: j.pair.caseId, trial: j.pair.trial, arm: j.arm }))?.final);
  o.onStart?.(allJobs.length, allJobs.length - jobs.length, runDir, prior);

  // The judge calls a model only with a real key, and never the model under test.
  const judged = o.suite.loadedCases.filter((c) => c.judge);
  const judgeApi = provider === "anthropic" && judged.length && env.ANTHROPIC_API_KEY
    ? { apiKey: env.ANTHROPIC_API_KEY, ...(env.ANTHROPIC_BASE_URL ? { baseURL: env.ANTHROPIC_BASE_URL } : {}) }
    : undefined;
  const models = [model, o.baseline.model, o.candidate.model].filter(Boolean);
  const clash = judgeApi ? judged.find((c) => models.includes(c.judge!.model)) : undefined;
  if (clash) throw new InputError(`case ${clash.id}: judge.model ${clash.judge!.model} is a model under test; choose another judge model`);
  const { binding, close } = await bindProvider(provider, o.suite.loadedCases, env, simOpts, o.baseUrl);
  const secrets = [...secretValues(env), ...secretValues(o.baseline.env), ...secretValues(o.candidate.env)];
  const ctx: TrialContext = { runId, runDir, model, pricing, provider: binding, baseEnv: env, keepWorkspaces: o.keepWorkspaces, sandbox: o.sandbox ?? "none", ...(judgeApi ? { judgeApi } : {}), ...(o.maxTrialTokens !== undefined ? { maxTrialTokens: o.maxTrialTokens } : {}) };
  const records: TrialRecord[] = [...prior];
  let finished = allJobs.length - jobs.length;
  let result: ScheduleResult = { stoppedBy: null, notStarted: 0, attempts: 0 };
  // Sequential runs go look by look: the rounds before a look all finish, then the look is
  // analysed, and a look that decides ends the run. A fixed design is one look at the end.
  let lookAt: LookAt | undefined;
  let decided: Summary | null = null;
  try {
    let from = 0;
    for (const [i, upTo] of rounds.entries()) {
      const segment = jobs.filter((j) => j.pair.trial >= from && j.pair.trial < upTo);
      const later = jobs.filter((j) => j.pair.trial >= upTo).length;
      from = upTo;
      const r = await schedule(segment, {
        concurrency: o.concurrency ?? defaultConcurrency(),
        infraRetries,
        maxCostUsd: o.maxCostUsd,
        maxTrials: o.maxTrials === undefined ? undefined : Math.max(0, o.maxTrials - result.attempts),
        spentUsd: records.reduce((sum, rec) => sum + (rec.metrics.costUsd ?? 0), 0),
        run: (job, attempt) => runTrial(ctx, byId.get(job.pair.caseId)!, job.pair, job.arm, job.arm === "baseline" ? o.baseline : o.candidate, attempt),
        onRecord: (raw) => {
          const record = storeTrial(runDir, trialsFile, raw, secrets);
          records.push(record);
          if (record.status !== "infra_error" || record.attempt >= 1 + infraRetries) finished++;
          o.onTrial?.(record, finished, allJobs.length);
        },
        rateLimited: (rec) => rec.metrics.rateLimits > 0 || rec.infraReason?.includes("rate_limit") === true,
      });
      result = { stoppedBy: r.stoppedBy, notStarted: r.notStarted + later, attempts: result.attempts + r.attempts };
      if (plan) lookAt = { plan, look: i + 1, round: upTo };
      if (r.stoppedBy) break;
      if (plan && lookAt) {
        const look = analyzeRun(runDir, records, caseIds.filter((id) => allJobs.some((j) => j.pair.caseId === id)), { seed, ...o.decision }, lookAt);
        o.onLook?.(look);
        if (look.sequential?.stop) {
          decided = look;
          break;
        }
      }
    }
  } finally {
    await close();
  }
  const served = [...new Set(records.flatMap((r) => r.metrics.modelsServed))];
  const final: Manifest = {
    ...(o.resume ? readManifest(runDir) : manifest),
    outcome: {
      modelsServed: served, stoppedBy: result.stoppedBy?.detail ?? null, notStarted: result.notStarted, finishedAt: new Date().toISOString(),
      ...(lookAt ? { sequential: { look: lookAt.look, looks: lookAt.plan.looks, round: lookAt.round, decided: decided !== null && decided.decision !== "INCONCLUSIVE" } } : {}),
    },
  };
  writeFileSync(join(runDir, "manifest.json"), `${JSON.stringify(final, null, 2)}\n`);
  // A run stopped by its budget analyses the cases it reached in both arms; the rest are named
  // in the reasons instead of failing the integrity check one by one.
  const reached = (id: string) => (["baseline", "candidate"] as const).every((arm) => records.some((r) => r.caseId === id && r.arm === arm && r.status !== "infra_error"));
  const plannedCases = caseIds.filter((id) => allJobs.some((j) => j.pair.caseId === id) && (!result.stoppedBy || reached(id)));
  const unreached = caseIds.filter((id) => allJobs.some((j) => j.pair.caseId === id) && !plannedCases.includes(id));
  const summary = analyzeRun(runDir, records, plannedCases, { seed, ...o.decision }, lookAt);
  if (lookAt && !result.stoppedBy) summary.reasons.push(sequentialReason(lookAt, result.notStarted));
  if (result.stoppedBy) summary.reasons.push(`run stopped early: ${result.stoppedBy.detail}; ${result.notStarted} trials not started${unreached.length ? `; cases not reached in both arms, left out: ${unreached.join(", ")}` : ""}`);
  writeFileSync(join(runDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  return { runId, runDir, manifest: final, records, summary, stoppedBy: result.stoppedBy };
}

function sequentialReason(at: LookAt, notStarted: number): string {
  const b = at.plan.boundaries[at.look - 1]!;
  const a = at.plan.nominalAlphas[at.look - 1]!;
  const where = `look ${at.look} of ${at.plan.looks}, after round ${at.round} of trials`;
  return at.look < at.plan.looks
    ? `sequential design (O'Brien–Fleming): decided at ${where} (boundary z = ${b.toFixed(3)}, one-sided level ${a.toPrecision(3)}); ${notStarted} planned trials not needed`
    : `sequential design (O'Brien–Fleming): final ${where} (boundary z = ${b.toFixed(3)}, one-sided level ${a.toPrecision(3)})`;
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
  const seq = manifest.options?.sequential as { looks: number; alpha: number } | null | undefined;
  const at = manifest.outcome?.sequential;
  if (!seq || !at) return undefined;
  return { plan: runSequentialPlan(manifest.trials, seq.looks, alpha ?? seq.alpha), look: at.look, round: at.round };
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
  const summary = analyzeRun(runDir, records, caseIds, { seed: manifest.seed, ...(at ? { alpha: at.plan.alpha } : {}) }, at);
  addManifestReasons(runDir, summary, manifest);
  return { runId: basename(runDir), runDir, manifest, records, summary, stoppedBy: null };
}
