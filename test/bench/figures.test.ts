import { describe, expect, it } from "vitest";
import { cpuPerTrialS, p0Rows, p1Rows, p2Rows, p3Rows, p4Rows } from "../../bench/figures.ts";
import type { ThroughputRun } from "../../bench/p2-throughput.ts";
import type { SequentialResult } from "../../bench/p4-sequential.ts";
import { row, TARGETS } from "../../bench/results.ts";
import { spread } from "../../bench/spread.ts";

function run(concurrency: number, latency: boolean, cases: number, trials: number, cliWallMs: number, phaseMs: number): ThroughputRun {
  const n = cases * trials * 2;
  return {
    concurrency, latency, cases, trials, cliWallMs, runnerRssMb: 200, runnerCpuMs: 300 * n, treeCpuMs: 450 * n, overhead: null, timings: null, passed: n,
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

describe("cpuPerTrialS", () => {
  it("divides the process tree's CPU time by the trials recorded, in seconds", () => {
    expect(cpuPerTrialS(run(2, false, 12, 1, 20_000, 18_000))).toBeCloseTo(0.45, 12);
    expect(cpuPerTrialS({ ...run(2, false, 12, 1, 20_000, 18_000), treeCpuMs: null })).toBeNull();
  });
});

describe("p2Rows", () => {
  const runs = [
    run(1, false, 12, 1, 30_000, 24_000),
    run(2, false, 12, 1, 20_000, 18_000),
    run(4, false, 12, 3, 44_000, 40_000),
    run(4, false, 12, 3, 50_000, 46_000),
    run(1, true, 4, 1, 100_000, 96_000),
    run(8, true, 4, 1, 30_000, 24_000),
    run(8, true, 12, 1, 30_000, 24_000),
  ];
  const rows = p2Rows(runs);

  it("reports throughput per configuration in trials per minute, repeats together", () => {
    const c4 = rows.find((r) => r.measure === "throughput, c=4, no latency")!;
    expect(c4.value.n).toBe(2);
    expect(c4.value.median).toBeCloseTo(((72 / 40 + 72 / 46) / 2) * 60, 9);
    expect(c4.note).toBe("12 cases × 3 trials × 2 arms; wall 44, 50 s; CPU 0.45 s per trial (process tree)");
  });

  it("judges the CPU per trial of the coding suite, 1 trial, c=2", () => {
    const cpu = rows.find((r) => r.measure.startsWith("CPU per trial"))!;
    expect(cpu.value.median).toBeCloseTo(0.45, 12);
    expect(cpu.met).toBe(true);
  });

  it("judges the 72-trial wall time at c=4 on the measured runs, never on a projection", () => {
    const w = rows.find((r) => r.measure.startsWith("72 trials"))!;
    expect(w.value.median).toBe(47);
    expect(w.met).toBe(false);
    expect(w.note).toContain("measured");
    expect(p2Rows([run(4, false, 4, 1, 12_000, 10_000)]).some((r) => r.measure.startsWith("72 trials"))).toBe(false);
  });

  it("divides the latency throughput at c=8 by that at c=1 on the same design only", () => {
    const s = rows.find((r) => r.measure.startsWith("2 s latency"))!;
    // 8 trials / 24 s against 8 trials / 96 s: 4× (the 12-case run at c=8 is not compared).
    expect(s.value.median).toBeCloseTo(4, 9);
    expect(s.met).toBe(false);
    expect(s.note).toContain("4 cases × 1 trials × 2 arms at both");
  });

  it("leaves out the ratio when no c=1 latency run has the c=8 run's design", () => {
    expect(p2Rows(runs.filter((r) => !(r.latency && r.cases === 4))).some((r) => r.measure.startsWith("2 s latency"))).toBe(false);
  });
});

describe("p1Rows", () => {
  const timings = {
    trials: 3, wall: spread([1000, 1200, 1400]), harness: spread([80, 90, 120]), startup: spread([140, 160, 600]),
    loop: spread([400, 500, 600]), exit: spread([20, 30, 40]), notLoop: spread([600, 700, 800]),
  };
  const c1 = { ...run(1, false, 12, 1, 30_000, 24_000), timings };

  it("reports trial wall − agent loop, then agent start-up, exit and the harness, each judged on its own target", () => {
    const parts = [{ caseId: "a", workspaceMs: 10, checkMs: 300, diffMs: 5, cleanupMs: 2 }];
    const rows = p1Rows(c1, parts, [], spread([40, 50]));
    expect(rows[0]!.measure).toContain("trial wall − agent loop");
    expect(rows[0]!.value.median).toBe(700);
    expect(rows[0]!.note).toContain("CPU 0.45 s per trial (process tree)");
    const startup = rows.find((r) => r.measure.includes("spawn → first model request"))!;
    expect(startup.value.median).toBe(160);
    expect(startup.met).toBe(false);
    const harness = rows.find((r) => r.measure.includes("harness"))!;
    expect(harness.value.median).toBe(90);
    expect(harness.met).toBe(true);
    expect(rows.find((r) => r.measure.includes("share"))!.value.median).toBeCloseTo(7.5, 9);
    expect(rows.find((r) => r.measure.includes("check command"))!.value.median).toBe(300);
    expect(rows.find((r) => r.measure.includes("once per case"))!.value.median).toBe(45);
  });

  it("refuses a run without trial timings", () => {
    expect(() => p1Rows(run(1, false, 12, 1, 30_000, 24_000), [], [])).toThrow(RangeError);
  });
});

describe("p3Rows", () => {
  it("judges the 1M-row CSV's peak memory against 400 MB", () => {
    const rows = p3Rows([], 100_000, undefined, { file: "m.csv", rows: 1_000_000, wallMs: 20_000, cpuMs: 15_000, peakMb: 380, decision: "ADOPT" });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.measure).toBe("eval analyze CSV, 1M rows: peak memory");
    expect(rows[0]!.met).toBe(true);
  });
});

describe("p4Rows", () => {
  const result = (share: number, fixedAdopt: number, seqAdopt: number): SequentialResult => ({
    spec: { reps: 100, seed: 1, cases: 12, rounds: 3, looks: 3, ratio: 1 },
    fixed: { adoptRate: fixedAdopt, rejectRate: 0, meanTrials: 72 },
    sequential: { adoptRate: seqAdopt, rejectRate: 0, meanTrials: 72 * share, stoppedAtLook: [0.1, 0.2, 0.7], futilityRate: 0.1 },
    trialShare: share,
    paired: { fixedOnly: 0, sequentialOnly: 0, shareSq: 100 * share * share },
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
