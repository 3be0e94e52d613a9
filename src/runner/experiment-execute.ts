/**
 * Stage 3 of a paired A/B experiment: running the trials. Binds the provider (the embedded
 * simulator, or a real API), schedules the jobs still to run round by round, stores each trial
 * (redacted) as it finishes, and for a sequential design analyses each look and stops at the
 * first that decides. Trial failures are records, never exceptions.
 */
import type { TrialRecord } from "../results/record.ts";
import { candidateIndexOf } from "../results/arms.ts";
import type { Summary } from "../stats/core/types.ts";
import { InputError } from "../suite/errors.ts";
import { analyzeRun, type Execution } from "./experiment-analyze.ts";
import type { LookAt, RunPlan } from "./experiment-plan.ts";
import type { RunStart } from "./experiment-start.ts";
import { noDifferenceWatch } from "./no-difference.ts";
import { bindProvider } from "./provider-binding.ts";
import { secretValues, storeTrial } from "./redact.ts";
import { readManifest } from "./manifest.ts";
import { schedule, type RateState, type ScheduleResult } from "./scheduler.ts";
import { runTrial, type TrialContext } from "./trial.ts";

/** What the caller hears while trials run (progress output). */
export interface ExecuteHooks {
  /** `rate`: the rate-limit controller after this trial, halvings and recoveries summed over the run's rounds and sessions. */
  onTrial?: (record: TrialRecord, done: number, total: number, rate: RateState) => void;
  /** Sequential runs: each look's summary as it is taken. */
  onLook?: (summary: Summary) => void;
}

/** The judge's API: a real key only, and only for a run against the Anthropic API with judged cases. */
function judgeApiOf(plan: RunPlan): TrialContext["judgeApi"] {
  const { env } = plan;
  const judged = plan.suite.loadedCases.filter((c) => c.judge);
  const judgeApi = plan.provider === "anthropic" && judged.length && env.ANTHROPIC_API_KEY
    ? { apiKey: env.ANTHROPIC_API_KEY, ...(env.ANTHROPIC_BASE_URL ? { baseURL: env.ANTHROPIC_BASE_URL } : {}) }
    : undefined;
  const models = [plan.model, plan.baseline.model, ...plan.candidates.map((v) => v.model)].filter(Boolean);
  const clash = judgeApi ? judged.find((c) => models.includes(c.judge!.model)) : undefined;
  if (clash) throw new InputError(`case ${clash.id}: judge.model ${clash.judge!.model} is a model under test; choose another judge model`);
  return judgeApi;
}

/**
 * Runs the start's pending jobs, appending each trial to trials.jsonl as it finishes. A
 * sequential run writes summary.json at each look (analyzeRun).
 * @throws InputError when a judged case's judge model is a model under test, or when the first
 *   pair shows that the candidate changes nothing (no-difference.ts); Error when the provider cannot be set up.
 */
export async function executeRun(plan: RunPlan, start: RunStart, hooks: ExecuteHooks = {}): Promise<Execution> {
  const { runDir, infraRetries } = plan;
  const { allJobs, jobs } = start;
  // The judge calls a model only with a real key, and never the model under test.
  const judgeApi = judgeApiOf(plan);
  const byId = new Map(plan.suite.loadedCases.map((c) => [c.id, c]));
  const caseIds = plan.suite.loadedCases.map((c) => c.id);
  const { binding, close } = await bindProvider(plan.provider, plan.suite.loadedCases, plan.env, plan.sim, plan.baseUrl);
  const secrets = [...secretValues(plan.env), ...secretValues(plan.baseline.env), ...plan.candidates.flatMap((v) => secretValues(v.env))];
  const ctx: TrialContext = { runId: plan.runId, runDir, model: plan.model, pricing: plan.pricing, provider: binding, baseEnv: plan.env, keepWorkspaces: plan.keepWorkspaces, sandbox: plan.sandbox, checkRepeats: plan.checkRepeats, ...(judgeApi ? { judgeApi } : {}), ...(plan.maxTrialTokens !== undefined ? { maxTrialTokens: plan.maxTrialTokens } : {}) };
  const records: TrialRecord[] = [...start.prior];
  let finished = allJobs.length - jobs.length;
  // Earlier sessions' halvings and recoveries (resume) count in the run's totals.
  const stored = plan.resume ? readManifest(runDir).outcome?.rate : undefined;
  let result: ScheduleResult = { stoppedBy: null, notStarted: 0, attempts: 0, rate: { limit: plan.concurrency, max: plan.concurrency, halvings: stored?.halvings ?? 0, recoveries: stored?.recoveries ?? 0 } };
  const total = (r: RateState): RateState => ({ ...r, halvings: r.halvings + result.rate.halvings, recoveries: r.recoveries + result.rate.recoveries });
  // Sequential runs go look by look: the rounds before a look all finish, then the look is
  // analysed, and a look that decides ends the run. A fixed design is one look at the end.
  let lookAt: LookAt | undefined;
  let decided: Summary | null = null;
  // After the first pair: identical session.start in both arms → stop, nothing to measure.
  const watch = plan.stopWhenNoDifference ? noDifferenceWatch(runDir, plan.baseline, plan.candidates) : () => null;
  let nothing: string | null = null;
  try {
    let from = 0;
    for (const [i, upTo] of plan.rounds.entries()) {
      const segment = jobs.filter((j) => j.pair.trial >= from && j.pair.trial < upTo);
      const later = jobs.filter((j) => j.pair.trial >= upTo).length;
      from = upTo;
      const r = await schedule(segment, {
        concurrency: plan.concurrency,
        infraRetries,
        maxCostUsd: plan.maxCostUsd,
        maxTrials: plan.maxTrials === undefined ? undefined : Math.max(0, plan.maxTrials - result.attempts),
        spentUsd: records.reduce((sum, rec) => sum + (rec.metrics.costUsd ?? 0), 0),
        run: (job, attempt) => runTrial(ctx, byId.get(job.pair.caseId)!, job.pair, job.arm, job.arm === "baseline" ? plan.baseline : plan.candidates[candidateIndexOf(job.arm) - 1]!, attempt),
        onRecord: (raw, rate) => {
          const record = storeTrial(runDir, start.trialsFile, raw, secrets);
          records.push(record);
          nothing ??= watch(record);
          if (record.status !== "infra_error" || record.attempt >= 1 + infraRetries) finished++;
          hooks.onTrial?.(record, finished, allJobs.length, total(rate));
        },
        rateLimited: (rec) => rec.metrics.rateLimits > 0 || rec.infraReason?.includes("rate_limit") === true,
        halt: () => nothing,
      });
      if (nothing) throw new InputError(`${nothing}; its ${records.length} trials are in ${start.trialsFile}`);
      result = { stoppedBy: r.stoppedBy, notStarted: r.notStarted + later, attempts: result.attempts + r.attempts, rate: total(r.rate) };
      if (plan.sequential) lookAt = { plan: plan.sequential, look: i + 1, round: upTo };
      if (r.stoppedBy) break;
      if (plan.sequential && lookAt) {
        const look = analyzeRun(runDir, records, caseIds.filter((id) => allJobs.some((j) => j.pair.caseId === id)), { seed: plan.seed, ...plan.decision }, lookAt);
        hooks.onLook?.(look);
        if (look.sequential?.stop) {
          decided = look;
          break;
        }
      }
    }
  } finally {
    await close();
  }
  return { records, result, lookAt, decided };
}
