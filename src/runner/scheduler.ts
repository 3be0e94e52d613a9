/**
 * Runs trial jobs with bounded concurrency, a spending budget, infra retries and rate-limit
 * back-off. The policy (pairs start together, budget before start, AIMD on 429s) is the
 * runner's own concern, so it lives here rather than behind a generic limiter package.
 */
import type { ArmId } from "../results/arms.ts";
import type { PlannedPair } from "./plan.ts";
import type { TrialRecord } from "../results/record.ts";

export interface Job {
  pair: PlannedPair;
  /** "baseline", "candidate", or "candidate<k>" in a multi-arm run (results/arms.ts). */
  arm: ArmId;
  /** Attempts already recorded for this trial (resume), so retries continue the count. */
  priorAttempts: number;
}

export interface SchedulerOptions {
  concurrency: number;
  /** Re-runs of a trial that ended in infra_error (default 2): at most 1 + infraRetries attempts in all, across resumes. */
  infraRetries: number;
  /** USD; no trial starts when spend plus the in-flight estimate would pass it. */
  maxCostUsd?: number;
  /** Trials (attempts) started at most. */
  maxTrials?: number;
  /** Spend already recorded (resume), USD. */
  spentUsd?: number;
  /** Runs one attempt of a job. */
  run(job: Job, attempt: number): Promise<TrialRecord>;
  /** Called with every finished attempt, in finishing order, before the next is accepted, with the back-off state after it. */
  onRecord(record: TrialRecord, rate: RateState): void;
  /** True when the record shows the provider rate-limiting us (halve concurrency). */
  rateLimited?(record: TrialRecord): boolean;
  /** Asked before each start: a reason to start nothing more (trials in flight finish), or null. */
  halt?(): string | null;
}

/** The rate-limit controller: the concurrency in force, its bound, and how often it was halved and grown back. */
export interface RateState {
  limit: number;
  max: number;
  /** Trials whose 429s halved the limit (a halving at limit 1 is not counted). */
  halvings: number;
  /** Clean trials that grew the limit back by one. */
  recoveries: number;
}

export interface ScheduleResult {
  /** Why the run stopped early, or null when every job ran. */
  stoppedBy: null | { reason: "max_cost" | "max_trials" | "halted"; detail: string };
  notStarted: number;
  attempts: number;
  rate: RateState;
}

/**
 * What a stop at `--max-trials` did, e.g. "stopped after 2 trials (one pair) at --max-trials 1":
 * the limit is rounded up to whole pairs (a tuple of every arm), so the count started can pass it.
 */
export function maxTrialsDetail(started: number, maxTrials: number, arms: number): string {
  const unit = arms === 2 ? "pair" : `round of ${arms} arms`;
  const rounds = started / arms;
  const whole = started > 0 && Number.isInteger(rounds) ? ` (${rounds === 1 ? `one ${unit}` : `${rounds} ${arms === 2 ? "pairs" : `rounds of ${arms} arms`}`})` : "";
  return `stopped after ${started} trial${started === 1 ? "" : "s"}${whole} at --max-trials ${maxTrials}`;
}

/**
 * Runs the jobs in order. Both arms of a pair are adjacent in `jobs`, so with concurrency ≥ 2
 * they start together. A 429 halves the effective concurrency; each clean trial then grows it
 * back by one, up to the configured bound (additive increase, multiplicative decrease).
 */
export async function schedule(jobs: readonly Job[], o: SchedulerOptions): Promise<ScheduleResult> {
  const queue = jobs.map((job) => ({ job, attempt: job.priorAttempts + 1 }));
  let limit = o.concurrency;
  let halvings = 0;
  let recoveries = 0;
  const rate = (): RateState => ({ limit, max: o.concurrency, halvings, recoveries });
  let active = 0;
  let attempts = 0;
  let spent = o.spentUsd ?? 0;
  let costSamples = 0;
  let costSum = 0;
  let stoppedBy: ScheduleResult["stoppedBy"] = null;

  const estimate = () => (costSamples ? costSum / costSamples : 0);
  return new Promise<ScheduleResult>((resolve, reject) => {
    const pump = () => {
      while (!stoppedBy && active < limit && queue.length > 0) {
        const halted = o.halt?.();
        if (halted) {
          stoppedBy = { reason: "halted", detail: halted };
          break;
        }
        if (o.maxTrials !== undefined && attempts >= o.maxTrials && queue[0]!.job.arm === queue[0]!.job.pair.order[0]) {
          stoppedBy = { reason: "max_trials", detail: maxTrialsDetail(attempts, o.maxTrials, queue[0]!.job.pair.order.length) };
          break;
        }
        // The budget is checked when a pair starts, for both of its arms, so a stop never
        // leaves a pair with one arm only.
        const head = queue[0]!;
        const opensPair = head.job.arm === head.job.pair.order[0] && head.attempt === head.job.priorAttempts + 1;
        if (o.maxCostUsd !== undefined && opensPair && spent + (active + 2) * estimate() > o.maxCostUsd) {
          stoppedBy = { reason: "max_cost", detail: `--max-cost $${o.maxCostUsd}: spent $${spent.toFixed(4)} + ${active + 2} trials × $${estimate().toFixed(4)} estimated would pass it` };
          break;
        }
        const item = queue.shift()!;
        active++;
        attempts++;
        o.run(item.job, item.attempt).then(
          (record) => {
            active--;
            if (o.rateLimited?.(record)) {
              if (limit > 1) halvings++;
              limit = Math.max(1, Math.floor(limit / 2));
            } else if (limit < o.concurrency) {
              limit++;
              recoveries++;
            }
            try {
              o.onRecord(record, rate());
            } catch (err) {
              reject(err);
              return;
            }
            const cost = record.metrics.costUsd;
            if (cost !== null && record.status !== "infra_error") {
              spent += cost;
              costSum += cost;
              costSamples++;
            } else if (cost !== null) spent += cost;
            if (record.status === "infra_error" && item.attempt < 1 + o.infraRetries) {
              queue.unshift({ job: item.job, attempt: item.attempt + 1 });
            }
            pump();
          },
          (err: unknown) => reject(err),
        );
      }
      if (active === 0 && (queue.length === 0 || stoppedBy)) {
        resolve({ stoppedBy, notStarted: queue.length, attempts, rate: rate() });
      }
    };
    pump();
  });
}
