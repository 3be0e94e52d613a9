import { describe, expect, it } from "vitest";
import { planPairs } from "../../src/runner/plan.ts";
import type { TrialRecord } from "../../src/results/record.ts";
import { schedule, type Job } from "../../src/runner/scheduler.ts";

function jobs(cases: number, trials: number): Job[] {
  return planPairs(Array.from({ length: cases }, (_, i) => `c${i}`), trials, 1).flatMap((pair) => pair.order.map((arm) => ({ pair, arm, priorAttempts: 0 })));
}

function record(job: Job, attempt: number, over: Partial<TrialRecord> = {}, cost = 0.01): TrialRecord {
  return {
    schema: 1, runId: "r", caseId: job.pair.caseId, trial: job.pair.trial, arm: job.arm as TrialRecord["arm"], variant: job.arm, orderInPair: 0, seed: 1,
    status: "pass", pass: true, outcome: "end_turn", checks: [], startedAt: "", wallMs: 1, agentWallMs: 1, trace: "", diff: "", attempt,
    metrics: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, tokens: 0, costUsd: cost, unpricedResponses: 0, turns: 1, toolCalls: 0, failedToolCalls: 0, repeatedCalls: 0, pagebacks: 0, parallelBatches: 0, maxBatch: 0, guardTrips: 0, guardKinds: {}, maxTokensStops: 0, promptBlockTokens: null, rateLimits: 0, httpRetries: 0, wallMs: 1, modelMs: 1, toolMs: 0, stopReasons: {}, modelsServed: [] },
    ...over,
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("schedule", () => {
  it("runs every job once and reports each record", async () => {
    const seen: string[] = [];
    const r = await schedule(jobs(3, 2), { concurrency: 3, infraRetries: 2, run: async (j, a) => (await tick(), record(j, a)), onRecord: (x) => seen.push(`${x.caseId}.${x.trial}.${x.arm}`) });
    expect(r).toEqual({ stoppedBy: null, notStarted: 0, attempts: 12, rate: { limit: 3, max: 3, halvings: 0, recoveries: 0 } });
    expect(new Set(seen).size).toBe(12);
  });

  it("retries an infra error up to 1 + infraRetries attempts in all", async () => {
    const attempts: number[] = [];
    const js = jobs(1, 1);
    await schedule(js, {
      concurrency: 1, infraRetries: 2,
      run: async (j, a) => record(j, a, j.arm === "baseline" ? { status: "infra_error", pass: false } : {}),
      onRecord: (x) => x.arm === "baseline" && attempts.push(x.attempt),
    });
    expect(attempts).toEqual([1, 2, 3]);
  });

  it("stops at a pair boundary when spend plus the estimate would pass --max-cost", async () => {
    const done: TrialRecord[] = [];
    const r = await schedule(jobs(5, 1), { concurrency: 1, infraRetries: 0, maxCostUsd: 0.05, run: async (j, a) => record(j, a, {}, 0.01), onRecord: (x) => done.push(x) });
    // After 2 pairs ($0.04 spent) a third pair would need 2 × $0.01 more: 0.06 > 0.05.
    expect(done).toHaveLength(4);
    expect(r.stoppedBy?.reason).toBe("max_cost");
    expect(r.notStarted).toBe(6);
    const perPair = new Map<string, number>();
    for (const x of done) perPair.set(x.caseId, (perPair.get(x.caseId) ?? 0) + 1);
    expect([...perPair.values()].every((n) => n === 2)).toBe(true);
  });

  it("halves concurrency on a rate limit and grows it back one at a time", async () => {
    let active = 0;
    const peaks: number[] = [];
    let n = 0;
    const states: string[] = [];
    const r = await schedule(jobs(8, 1), {
      concurrency: 4, infraRetries: 0,
      run: async (j, a) => {
        active++;
        peaks.push(active);
        await tick();
        await tick();
        active--;
        return record(j, a, ++n === 1 ? { infraReason: "rate_limit" } : {});
      },
      onRecord: (_x, rate) => states.push(`${rate.limit}/${rate.max} h${rate.halvings} r${rate.recoveries}`),
      rateLimited: (x) => x.infraReason === "rate_limit",
    });
    expect(Math.max(...peaks)).toBe(4);
    expect(peaks.slice(4, 6).every((p) => p <= 3)).toBe(true);
    // The controller's state as each record is handed over: halved once, then grown back twice.
    expect(states.slice(0, 3)).toEqual(["2/4 h1 r0", "3/4 h1 r1", "4/4 h1 r2"]);
    expect(r.rate).toEqual({ limit: 4, max: 4, halvings: 1, recoveries: 2 });
  });

  it("starts at most --max-trials trials, rounded up to whole pairs", async () => {
    const r = await schedule(jobs(4, 1), { concurrency: 2, infraRetries: 0, maxTrials: 3, run: async (j, a) => record(j, a), onRecord: () => {} });
    expect(r.attempts).toBe(4);
    expect(r.stoppedBy?.reason).toBe("max_trials");
    // Said as what happened: the limit was rounded up to whole pairs.
    expect(r.stoppedBy?.detail).toBe("stopped after 4 trials (2 pairs) at --max-trials 3");
    const one = await schedule(jobs(4, 1), { concurrency: 2, infraRetries: 0, maxTrials: 1, run: async (j, a) => record(j, a), onRecord: () => {} });
    expect(one.stoppedBy?.detail).toBe("stopped after 2 trials (one pair) at --max-trials 1");
    const none = await schedule(jobs(4, 1), { concurrency: 2, infraRetries: 0, maxTrials: 0, run: async (j, a) => record(j, a), onRecord: () => {} });
    expect(none.stoppedBy?.detail).toBe("stopped after 0 trials at --max-trials 0");
  });
});
