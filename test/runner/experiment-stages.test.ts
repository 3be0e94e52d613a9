/**
 * The four stages of runExperiment, each called alone: the plan resolves defaults and writes
 * nothing; the start creates, refuses or resumes a run folder and says which trials remain;
 * the execution runs exactly the jobs it is given; the analysis records the outcome from any
 * execution (here made up, no agent) and names the cases a stopped run did not reach.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { analyzeExecution } from "../../src/runner/experiment-analyze.ts";
import { executeRun } from "../../src/runner/experiment-execute.ts";
import { defaultLooks, planRun, type ExperimentOptions } from "../../src/runner/experiment-plan.ts";
import { openRun, pendingJobs } from "../../src/runner/experiment-start.ts";
import { parseVariant } from "../../src/runner/variant.ts";
import type { TrialRecord } from "../../src/results/record.ts";
import { loadSuite } from "../../src/suite/load.ts";
import { tempSuite } from "../e2e/helpers.ts";
import { record } from "../report/fixtures.ts";

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

function options(cases: string[], over: Partial<ExperimentOptions> = {}): ExperimentOptions {
  const t = tempSuite(cases);
  dirs.push(t.dir);
  return {
    suite: loadSuite(t.suite), baseline: parseVariant([], "defaults"), candidate: parseVariant(["env:FREECODE_READ_LINE_NUMBERS=1"]),
    resultsDir: t.results, runId: "r", simNoise: 0, env: { PATH: process.env.PATH ?? "" }, ...over,
  };
}

describe("planRun", () => {
  it("resolves every default and writes nothing", () => {
    const o = options(["cite-line", "rename-function"], { trials: 3 });
    const plan = planRun(o);
    expect(plan).toMatchObject({
      runId: "r", runDir: join(o.resultsDir!, "r"), resume: false, provider: "sim", model: o.suite.model,
      trials: 3, seed: 1, infraRetries: 2, sandbox: "none", rounds: [3], sequential: null,
      sim: { noise: 0, faults: {}, seed: 1, latency: undefined, noiseShared: false },
    });
    expect(plan.concurrency).toBeGreaterThanOrEqual(1);
    expect(plan.concurrency).toBeLessThanOrEqual(4);
    expect(plan.pairs).toHaveLength(2 * 3);
    expect(new Set(plan.pairs.map((p) => `${p.caseId}.${p.trial}`)).size).toBe(6);
    expect(plan.manifest.options).toMatchObject({ infraRetries: 2, sequential: null, maxCostUsd: null });
    expect(existsSync(o.resultsDir!)).toBe(false);
  });

  it("picks the Anthropic API when a key is set, and lays out the looks of a sequential design", () => {
    const plan = planRun(options(["cite-line"], { trials: 6, sequential: { looks: 3 }, env: { ANTHROPIC_API_KEY: "sk-test" } }));
    expect(plan.provider).toBe("anthropic");
    expect(plan.rounds).toEqual([2, 4, 6]);
    expect(plan.sequential?.looks).toBe(3);
    // --looks alone: the rest of the design is the default's (DEFAULT_SEQUENTIAL)
    expect(plan.manifest.options.sequential).toEqual({ looks: 3, rounds: [2, 4, 6], alpha: 0.05, spending: "hsd:-1", futility: 0.05 });
    // looks as shares of the trials, another spending and a futility threshold
    const shares = planRun(options(["cite-line"], { trials: 4, sequential: { looks: [0.25, 0.5, 1], spending: "hsd:-2", futility: 0.1 } }));
    expect(shares.rounds).toEqual([1, 2, 4]);
    expect(shares.manifest.options.sequential).toEqual({ looks: 3, rounds: [1, 2, 4], alpha: 0.05, spending: "hsd:-2", futility: 0.1 });
    expect(() => planRun(options(["cite-line"], { trials: 3, sequential: { looks: [0.25, 0.3, 1] } }))).toThrow(/two looks cannot follow the same round/);
    expect(() => planRun(options(["cite-line"], { trials: 3, sequential: { looks: 3, spending: "obrien" } }))).toThrow(/spending "obrien" is not one of obf, pocock, hsd:<gamma>/);
    // Several arms: --sequential and --shard refused before anything runs, saying why and what to do instead.
    const two = [parseVariant(["env:FREECODE_READ_LINE_NUMBERS=1"]), parseVariant(["env:FREECODE_BASH_COMPRESS=1"])];
    expect(() => planRun(options(["cite-line"], { candidates: two, trials: 3, sequential: { looks: 3, spending: "obf", futility: 0 } }))).toThrow(/^--sequential takes one candidate: .*run the 2 arms as a fixed design \(leave out --sequential\), or one sequential run per candidate/);
    expect(() => planRun(options(["cite-line"], { candidates: two, shard: { index: 1, count: 2 } }))).toThrow(/^--shard takes one candidate: eval merge joins two-arm shards only.*run the 2 arms unsharded, or shard one two-arm run per candidate/);
  });

  it("gives --sequential alone the default design: looks after 50%, 75%, 100% of the trials, a shared round taken once", () => {
    const rounds = (trials: number) => planRun(options(["cite-line"], { trials, sequential: {} }));
    expect(rounds(4).rounds).toEqual([2, 3, 4]);
    expect(rounds(4).manifest.options.sequential).toEqual({ looks: 3, rounds: [2, 3, 4], alpha: 0.05, spending: "hsd:-1", futility: 0.05 });
    expect(rounds(6).rounds).toEqual([3, 5, 6]);
    expect(rounds(3).rounds).toEqual([2, 3]);
    expect(rounds(3).sequential?.fractions).toEqual([2 / 3, 1]);
    expect(rounds(2).rounds).toEqual([1, 2]);
    expect(rounds(1).rounds).toEqual([1]);
    // one look is the fixed design: the whole α at the end, and no futility stop
    expect(rounds(1).sequential?.nominalAlphas[0]).toBeCloseTo(0.05, 12);
    expect(rounds(1).sequential?.futilityBoundaries).toEqual([null]);
    expect(defaultLooks(10)).toEqual([0.5, 0.8, 1]);
    expect(() => defaultLooks(0)).toThrow(/at least 1 trial per case/);
    // each part given overrides only that part
    expect(planRun(options(["cite-line"], { trials: 4, sequential: { spending: "obf" } })).manifest.options.sequential).toMatchObject({ rounds: [2, 3, 4], spending: "obf", futility: 0.05 });
    expect(planRun(options(["cite-line"], { trials: 4, sequential: { futility: 0 } })).manifest.options.sequential).toMatchObject({ rounds: [2, 3, 4], spending: "hsd:-1", futility: 0 });
  });

  it("refuses a sequential run split into shards, and more looks than rounds", () => {
    expect(() => planRun(options(["cite-line"], { trials: 4, sequential: { looks: 2 }, shard: { index: 1, count: 2 } }))).toThrow(/--sequential cannot be combined with --shard/);
    expect(() => planRun(options(["cite-line"], { trials: 2, sequential: { looks: 3 } }))).toThrow(/--looks must be an integer from 1 to 2/);
  });
});

describe("openRun and pendingJobs", () => {
  it("creates the folder with its manifest, and refuses to start a second run there", () => {
    const plan = planRun(options(["cite-line"], { trials: 1 }));
    const start = openRun(plan);
    expect(JSON.parse(readFileSync(join(plan.runDir, "manifest.json"), "utf8"))).toEqual(plan.manifest);
    expect(start.prior).toEqual([]);
    expect(start.jobs).toEqual(start.allJobs);
    expect(start.allJobs.map((j) => j.arm).sort()).toEqual(["baseline", "candidate"]);
    writeFileSync(start.trialsFile, "");
    expect(() => openRun(plan)).toThrow(/already holds a run; use --resume/);
  });

  it("resumes only the same experiment", () => {
    const o = options(["cite-line"], { trials: 1 });
    const first = planRun(o);
    openRun(first);
    const changed = planRun({ ...o, resume: first.runDir, seed: 7 });
    expect(() => openRun(changed)).toThrow(/cannot resume .*: the experiment changed/);
  });

  it("leaves out trials with a final record and carries the attempts of infra errors over", () => {
    const plan = planRun(options(["cite-line"], { trials: 2 }));
    const prior: TrialRecord[] = [
      record({ caseId: "cite-line", trial: 0, arm: "baseline" }),
      { ...record({ caseId: "cite-line", trial: 0, arm: "candidate", status: "infra_error" }), attempt: 1 },
    ];
    const { allJobs, jobs } = pendingJobs(plan, prior);
    expect(allJobs).toHaveLength(4);
    expect(jobs.map((j) => `${j.pair.trial}.${j.arm}.${j.priorAttempts}`).sort()).toEqual(["0.candidate.1", "1.baseline.0", "1.candidate.0"]);
  });
});

describe("executeRun", () => {
  it("runs exactly the jobs it is handed and stores them in trials.jsonl (offline simulator)", async () => {
    const plan = planRun(options(["cite-line"], { trials: 2, concurrency: 2 }));
    const start = openRun(plan);
    const only = { ...start, jobs: start.jobs.filter((j) => j.pair.trial === 0) };
    const seen: number[] = [];
    const run = await executeRun(plan, only, { onTrial: (_r, done) => seen.push(done) });
    expect(run.records.map((r) => `${r.trial}.${r.arm}`).sort()).toEqual(["0.baseline", "0.candidate"]);
    expect(run.records.map((r) => [r.status, r.outcome, r.infraReason ?? "", r.checks.map((c) => c.explanation).join("; ")].join(" "))).toEqual(run.records.map(() => expect.stringMatching(/^pass /)));
    // The jobs not handed over count as done already (as a resumed run's recorded trials do).
    expect(seen).toEqual([3, 4]);
    expect(run.result).toMatchObject({ stoppedBy: null, notStarted: 0, attempts: 2, rate: { halvings: 0, recoveries: 0 } });
    expect(run.lookAt).toBeUndefined();
    const lines = readFileSync(start.trialsFile, "utf8").trim().split("\n");
    expect(lines).toHaveLength(2);
  }, 180_000);
});

describe("analyzeExecution", () => {
  it("records the outcome and analyses only the cases a stopped run reached in both arms", () => {
    const plan = planRun(options(["cite-line", "rename-function"], { trials: 1 }));
    const start = openRun(plan);
    const records = [
      record({ caseId: "cite-line", trial: 0, arm: "baseline" }),
      record({ caseId: "cite-line", trial: 0, arm: "candidate" }),
    ];
    const stoppedBy = { reason: "max_trials" as const, detail: "stopped after 2 trials (one pair) at --max-trials 2" };
    const result = analyzeExecution(plan, start, { records, result: { stoppedBy, notStarted: 2, attempts: 2, rate: { limit: 2, max: 2, halvings: 0, recoveries: 0 } }, lookAt: undefined, decided: null });
    expect(result.stoppedBy).toEqual(stoppedBy);
    expect(result.summary.nCases).toBe(1);
    expect(result.summary.perCase?.map((c) => c.caseId)).toEqual(["cite-line"]);
    expect(result.summary.reasons.at(-1)).toBe("run stopped early: after 2 trials (one pair) at --max-trials 2; 2 trials not started; 1 case not reached in both arms, left out: rename-function");
    expect(result.manifest.outcome).toMatchObject({ modelsServed: ["claude-sonnet-5-5"], stoppedBy: "stopped after 2 trials (one pair) at --max-trials 2", notStarted: 2 });
    expect(JSON.parse(readFileSync(join(plan.runDir, "manifest.json"), "utf8"))).toEqual(result.manifest);
    expect(JSON.parse(readFileSync(join(plan.runDir, "summary.json"), "utf8"))).toEqual(result.summary);
  });

  it("a run planned with --max-trials 0 (no trial recorded): manifest.json with its outcome, no summary.json", () => {
    const plan = planRun(options(["cite-line", "rename-function"], { trials: 1 }));
    const start = openRun(plan);
    const stoppedBy = { reason: "max_trials" as const, detail: "stopped after 0 trials at --max-trials 0" };
    const result = analyzeExecution(plan, start, { records: [], result: { stoppedBy, notStarted: 4, attempts: 0, rate: { limit: 2, max: 2, halvings: 0, recoveries: 0 } }, lookAt: undefined, decided: null });
    expect(JSON.parse(readFileSync(join(plan.runDir, "manifest.json"), "utf8")).outcome).toMatchObject({ stoppedBy: "stopped after 0 trials at --max-trials 0", notStarted: 4 });
    expect(existsSync(join(plan.runDir, "summary.json"))).toBe(false);
    expect(result.records).toEqual([]);
  });
});
