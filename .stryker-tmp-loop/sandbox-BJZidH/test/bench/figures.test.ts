// @ts-nocheck
import { describe, expect, it } from "vitest";
import { p0Rows, p1Rows, p2Rows, p4Rows, projectedWallMs } from "../../bench/figures.ts";
import type { ThroughputRun } from "../../bench/p2-throughput.ts";
import type { SequentialResult } from "../../bench/p4-sequential.ts";
import { row, TARGETS } from "../../bench/results.ts";
import { spread } from "../../bench/spread.ts";

function run(concurrency: number, latency: boolean, cases: number, trials: number, cliWallMs: number, phaseMs: number): ThroughputRun {
  const n = cases * trials * 2;
  return {
    concurrency, latency, cases, trials, cliWallMs, runnerRssMb: 200, runnerCpuMs: 300 * n, overhead: null, passed: n,
    phase: { trials: n, infraErrors: 0, phaseMs, perSecond: (n / phaseMs) * 1000 },
  };
}

describe("row", () => {
  it("judges the median against the target in either direction", () => {
    expect(row("P0", "x", "ms", spread([900, 1200, 950]), TARGETS.startupMs).met).toBe(true);
    expect(row("P0", "x", "ms", spread([1001]), TARGETS.startupMs).met).toBe(false);
    expect(row("P2", "x", "×", spread([5.9]), TARGETS.latencySpeedup).met).toBe(false);
    expect(row("P2", "x", "×", spread([6]), TARGETS.latencySpeedup).met).toBe(true);
    expect(row("P2", "x", "×", spread([6])).met).toBeUndefined();
  });
});

describe("p0Rows", () => {
  const startup = {
    warmupMs: 5000,
    samples: [{ firstTrialMs: 900, manifestMs: 850 }, { firstTrialMs: 1100, manifestMs: 1000 }],
    firstTrial: spread([900, 1100]),
    manifest: spread([850, 1000]),
  };

  it("judges spawn → first trial, says how bin ran, and adds the bundle check when measured", () => {
    const rows = p0Rows(startup, null, "bundle /x/cli-main-1.mjs", spread([30, 40]));
    expect(rows[0]!.value.median).toBe(1000);
    expect(rows[0]!.met).toBe(true);
    expect(rows[0]!.note).toContain("ran from: bundle /x/cli-main-1.mjs");
    expect(rows.map((r) => r.measure)).toEqual([
      "spawn → first trial starts", "  of which spawn → manifest written", "  of which bin's bundle freshness check", "  first run (transpile cache cold or warm)",
    ]);
  });

  it("adds the load-independent CPU time of start-up, judged against the same target", () => {
    const rows = p0Rows(startup, null, "bundle /x/cli-main-1.mjs", null, spread([2100, 2300]));
    const cpu = rows.find((r) => r.measure.includes("CPU time"))!;
    expect(cpu.value.median).toBe(2200);
    expect(cpu.met).toBe(false);
  });

  it("adds the code-split bundle what-if when it was measured", () => {
    const rows = p0Rows(startup, { ...startup, firstTrial: spread([700]) }, "tsx fallback: …", null);
    expect(rows.at(-1)!.measure).toBe("what-if: code-split CLI bundle → first trial");
    expect(rows.at(-1)!.met).toBe(true);
  });
});

describe("projectedWallMs", () => {
  it("adds 72 trials at the run's throughput to its time outside the trial phase", () => {
    // 8 trials in 10 s (0.8/s) and 2 s outside: 2 s + 72 / 0.8 s = 92 s.
    expect(projectedWallMs(run(4, false, 4, 1, 12_000, 10_000))).toBeCloseTo(92_000, 6);
  });

  it("is the measured wall time when the run had 72 trials", () => {
    expect(projectedWallMs(run(4, false, 12, 3, 40_000, 37_000))).toBe(40_000);
  });
});

describe("p2Rows", () => {
  const runs = [
    run(1, false, 12, 1, 30_000, 24_000),
    run(4, false, 12, 3, 44_000, 40_000),
    run(4, false, 12, 3, 50_000, 46_000),
    run(1, true, 4, 1, 100_000, 96_000),
    run(8, true, 12, 1, 30_000, 24_000),
  ];
  const rows = p2Rows(runs);

  it("reports throughput per configuration in trials per minute, repeats together", () => {
    const c4 = rows.find((r) => r.measure === "throughput, c=4, no latency")!;
    expect(c4.value.n).toBe(2);
    expect(c4.value.median).toBeCloseTo(((72 / 40 + 72 / 46) / 2) * 60, 9);
    expect(c4.note).toBe("12 cases × 3 trials × 2 arms; wall 44, 50 s; runner CPU 0.30 s per trial");
  });

  it("judges the 72-trial wall time at c=4 on the measured runs", () => {
    const w = rows.find((r) => r.measure.startsWith("72 trials"))!;
    expect(w.value.median).toBe(47);
    expect(w.met).toBe(false);
    expect(w.note).toBe("measured: 12 cases × 3 trials × 2 arms");
  });

  it("divides the latency throughput at c=8 by that at c=1", () => {
    const s = rows.find((r) => r.measure.startsWith("2 s latency"))!;
    // 24 trials / 24 s against 8 trials / 96 s: 12×.
    expect(s.value.median).toBeCloseTo(12, 9);
    expect(s.met).toBe(true);
  });

  it("leaves out the ratio when a latency configuration is missing", () => {
    expect(p2Rows(runs.slice(0, 3)).some((r) => r.measure.startsWith("2 s latency"))).toBe(false);
  });
});

describe("p1Rows", () => {
  it("reports the overhead share in percent and each runner step", () => {
    const c1 = { trials: 3, overheadMs: spread([40, 60, 80]), share: spread([0.02, 0.03, 0.04]) };
    const parts = [{ caseId: "a", workspaceMs: 10, checkMs: 300, diffMs: 5, cleanupMs: 2 }];
    const rows = p1Rows(c1, parts, []);
    expect(rows[0]!.met).toBe(false);
    expect(rows[1]!.value.median).toBeCloseTo(3, 12);
    expect(rows[1]!.met).toBe(true);
    expect(rows.find((r) => r.measure.includes("check command"))!.value.median).toBe(300);
  });
});

describe("p4Rows", () => {
  const result = (share: number, fixedAdopt: number, seqAdopt: number): SequentialResult => ({
    spec: { reps: 100, seed: 1, cases: 12, rounds: 3, looks: 3, ratio: 1 },
    fixed: { adoptRate: fixedAdopt, rejectRate: 0, meanTrials: 72 },
    sequential: { adoptRate: seqAdopt, rejectRate: 0, meanTrials: 72 * share, stoppedAtLook: [0.1, 0.2, 0.7], futilityRate: 0.1 },
    trialShare: share,
  });
  const setting = { label: "12 cases", cases: 12, reps: 200, batches: 2, rounds: 3, looks: 3, spending: "obf", futility: 0.1, headline: true };

  it("gives shares and rates in percent over the batches, with targets on the headline setting", () => {
    const rows = p4Rows(setting, [result(0.5, 0.8, 0.8), result(0.7, 0.9, 0.85)], [result(0.95, 0.04, 0.03), result(1, 0.06, 0.05)]);
    expect(rows[0]!.value.median).toBeCloseTo(60, 9);
    expect(rows[0]!.met).toBe(true);
    expect(rows[0]!.note).toContain("200 experiments in 2 batches; stopped at look 1/2/3: 10%/20%/70%");
    expect(rows[2]!.value.median).toBeCloseTo(5, 9);
    expect(rows[3]!.value.median).toBeCloseTo(4, 9);
    expect(rows[3]!.met).toBe(true);
    // 4 + 6 false ADOPTs of 200: Wilson interval as in src/stats/intervals/wilson.ts.
    expect(rows[2]!.note).toMatch(/^pooled 5\.0% \(95% CI 2\.\d–9\.\d%\) of 200 experiments$/);
  });

  it("puts no target on other settings", () => {
    const rows = p4Rows({ ...setting, headline: false }, [result(0.5, 0.8, 0.8)], [result(1, 0.5, 0.5)]);
    expect(rows.every((r) => r.met === undefined)).toBe(true);
  });
});
