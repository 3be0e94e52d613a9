import { describe, expect, it } from "vitest";
import { createProgress, etaRange, etaSeconds, formatDuration, formatEtaRange, passesText, progressLine } from "../../src/report/progress.ts";
import { runExperiment } from "../../src/runner/experiment.ts";
import type { TrialRecord } from "../../src/results/record.ts";
import { loadSuite } from "../../src/suite/load.ts";
import { parseVariant } from "../../src/runner/variant.ts";
import { tempSuite } from "../e2e/helpers.ts";
import { record } from "./fixtures.ts";

/** A non-terminal stream (CI logs) that keeps what is written. */
function logStream(): { stream: NodeJS.WriteStream; lines: () => string[] } {
  let text = "";
  const stream = { isTTY: false, write: (s: string) => ((text += s), true) } as unknown as NodeJS.WriteStream;
  // The clock and the ETA range depend on timing: left out of what the tests compare.
  return { stream, lines: () => text.trim().split("\n").map((l) => l.replace(/ · (\d+h\d\dm|\d+m\d\ds|\d+s)( · ETA [^·]+)?(?= · |$)/, "")) };
}

describe("formatDuration and the ETA", () => {
  it("rounds before splitting, so a minute never shows 60 seconds", () => {
    expect(formatDuration(239.6)).toBe("4m00s");
    expect(formatDuration(239.4)).toBe("3m59s");
    expect(formatDuration(59.5)).toBe("1m00s");
    expect(formatDuration(42)).toBe("42s");
    expect(formatDuration(3599.6)).toBe("1h00m");
    expect(formatDuration(7380)).toBe("2h03m");
    expect(formatDuration(Number.NaN)).toBe("?");
  });
  it("estimates from the trials finished in this session only", () => {
    expect(etaSeconds(10_000, 4, 6)).toBe(15);
    expect(etaSeconds(10_000, 0, 6)).toBeNull();
  });
  it("before the first wave of concurrent trials ends, paces by the trials' own wall time ÷ concurrency", () => {
    // 4 at once, the first ended after 10 s: 7 left take about 7 × 10 s / 4, not 7 × 10 s.
    expect(etaSeconds(10_000, 1, 7, { concurrency: 4, meanTrialMs: 10_000 })).toBe(17.5);
    // Once a wave has ended the observed pace holds (it counts the concurrency already).
    expect(etaSeconds(10_000, 4, 8, { concurrency: 4, meanTrialMs: 10_000 })).toBe(20);
    // The tail: fewer left than run at once.
    expect(etaSeconds(10_000, 1, 2, { concurrency: 4, meanTrialMs: 10_000 })).toBe(10);
    expect(etaSeconds(10_000, 1, 7, { concurrency: 1, meanTrialMs: 10_000 })).toBe(70);
  });
  it("prints the ETA on each plain progress line until the last", () => {
    let text = "";
    const stream = { isTTY: false, write: (s: string) => ((text += s), true) } as unknown as NodeJS.WriteStream;
    const p = createProgress({ stream });
    p.start(4, 0);
    p.trial(record({ caseId: "a", trial: 0, arm: "baseline" }), 1, 4);
    p.trial(record({ caseId: "a", trial: 0, arm: "candidate" }), 4, 4);
    const lines = text.trim().split("\n");
    expect(lines[1]).toMatch(/^1\/4 trials · \d+s · ETA (\d+–)?\d+s · passes .* · \$0\.\d{4}$/);
    expect(lines[2]).not.toMatch(/ETA/);
  });
});

describe("progress", () => {
  it("counts passes per arm in a multi-arm run, within 80 columns", () => {
    const log = logStream();
    const p = createProgress({ stream: log.stream, candidates: 2 });
    p.start(120, 0);
    p.trial(record({ caseId: "a", trial: 0, arm: "baseline" }), 1, 120);
    p.trial({ ...record({ caseId: "a", trial: 0, arm: "candidate" }), armIndex: 2 }, 2, 120);
    p.trial({ ...record({ caseId: "a", trial: 0, arm: "candidate" }), armIndex: 1, pass: false }, 120, 120, { limit: 2, max: 4, halvings: 1, recoveries: 1 } as never);
    expect(log.lines().at(-1)).toBe("120/120 trials · passes B 1 C1 0 C2 1 · $0.0300 · jobs 2/4 (−1/+1)");
    const widest = progressLine({ done: 119, total: 1200, elapsedS: 3599, eta: "58–67 min", passesLong: passesText(new Map([["baseline", 1200], ["candidate", 1200], ["candidate2", 1200]]), 2), passesShort: passesText(new Map([["baseline", 1200], ["candidate", 1200], ["candidate2", 1200]]), 2, true), spend: "$12.3456", rate: "jobs 2/4 (−1/+1)" }, 80, true);
    expect([...widest].length).toBeLessThanOrEqual(80);
    expect(widest).toMatch(/119\/1,?200 trials · 59m59s · ETA 58–67 min/);
    expect(passesText(new Map([["baseline", 3], ["candidate", 2]]), 1)).toBe("baseline 3, candidate 2");
  });

  it("says 1 trial, not 1 trials", () => {
    const log = logStream();
    const p = createProgress({ stream: log.stream });
    p.start(1, 0);
    p.trial(record({ caseId: "a", trial: 0, arm: "baseline" }), 1, 1);
    expect(log.lines()).toEqual(["1 trial planned", "1/1 trial · passes baseline 1, candidate 0 · $0.0100"]);
  });

  it("starts its passes and spend from the trials already recorded (resume)", () => {
    const log = logStream();
    const p = createProgress({ stream: log.stream });
    const prior: TrialRecord[] = [
      record({ caseId: "a", trial: 0, arm: "baseline", costUsd: 0.01 }),
      record({ caseId: "a", trial: 0, arm: "candidate", costUsd: 0.02, pass: false }),
      record({ caseId: "a", trial: 1, arm: "baseline", costUsd: 0.005, status: "infra_error" }),
    ];
    p.start(8, 2, prior);
    p.trial(record({ caseId: "a", trial: 1, arm: "baseline", costUsd: 0.01 }), 3, 8);
    expect(log.lines()).toEqual([
      "8 trials planned, 2 already recorded (passes baseline 1, candidate 0; spend $0.0350)",
      "3/8 trials · passes baseline 2, candidate 0 · $0.0450",
    ]);
  });

  it("a resumed run hands the recorded trials to the progress, which counts them (offline simulator)", async () => {
    const t = tempSuite(["cite-line"]);
    const common = {
      suite: loadSuite(t.suite), baseline: parseVariant([], "defaults"), candidate: parseVariant(["env:FREECODE_READ_LINE_NUMBERS=1"]),
      trials: 2, simNoise: 0, concurrency: 2, env: { PATH: process.env.PATH ?? "" },
    };
    const first = await runExperiment({ ...common, resultsDir: t.results, runId: "r", maxTrials: 2 });
    expect(first.stoppedBy?.reason).toBe("max_trials");
    const why = (rs: readonly TrialRecord[]) => JSON.stringify(rs.map((r) => ({ arm: r.arm, status: r.status, outcome: r.outcome, agentExit: r.agentExit, infra: r.infraReason, checks: r.checks })));
    expect(first.records.every((r) => r.pass), why(first.records)).toBe(true);
    const spent = first.records.reduce((s, r) => s + (r.metrics.costUsd ?? 0), 0);
    const log = logStream();
    const progress = createProgress({ stream: log.stream });
    let handed: readonly TrialRecord[] = [];
    const resumed = await runExperiment({
      ...common, resume: first.runDir,
      onStart: (total, done, _dir, prior = []) => {
        handed = prior;
        progress.start(total, done, prior);
      },
      onTrial: (r, done, total) => progress.trial(r, done, total),
    });
    expect(handed).toHaveLength(2);
    const passes = (arm: string) => resumed.records.filter((r) => r.arm === arm && r.pass).length;
    const total = resumed.records.reduce((s, r) => s + (r.metrics.costUsd ?? 0), 0);
    expect(log.lines()[0]).toBe(`4 trials planned, 2 already recorded (passes baseline 1, candidate 1; spend $${spent.toFixed(4)})`);
    expect(log.lines().at(-1)).toBe(`4/4 trials · passes baseline ${passes("baseline")}, candidate ${passes("candidate")} · $${total.toFixed(4)}`);
    expect(passes("baseline") + passes("candidate")).toBe(4);
  }, 120_000);
});

describe("the terminal bar", () => {
  it("shows an elapsed clock and the harness's own ETA range (? before the first trial), fitted to the terminal's columns", async () => {
    let text = "";
    // what cli-progress needs of a terminal: isTTY, columns, cursor and line control
    const stream = {
      isTTY: true, columns: 80, write: (s: string) => ((text += s), true),
      cursorTo: () => true, clearLine: () => true, moveCursor: () => true, on: () => stream, removeListener: () => stream,
    } as unknown as NodeJS.WriteStream;
    const progress = createProgress({ stream, concurrency: 1 });
    progress.start(4, 0, []);
    expect(text).toMatch(/0\/4 trials · 0s · ETA \?/);
    await new Promise((r) => setTimeout(r, 1100));
    progress.trial(record({ caseId: "a", trial: 0, arm: "baseline" }), 1, 4);
    progress.stop();
    const frames = text.split(/[\r\n]|\x1b\[\d*G/).map((f) => f.replace(/\x1b(?:\[[0-9;?]*[A-Za-z]|[78])/g, "")).filter((f) => / trials · /.test(f));
    for (const f of frames) expect([...f].length, f).toBeLessThanOrEqual(80);
    // three trials left, one at a time, at this session's pace: a range of seconds, with the unit
    const shown = frames.map((f) => / · ETA ([^·]+?)(?: · |$)/.exec(f)?.[1]);
    expect(shown[0]).toBe("?");
    expect(shown.at(-1)).toMatch(/^(\d+–)?\d+s$/);
    expect(frames.at(-1)).toMatch(/1\/4 trials · 1s · ETA/);
  });
});

describe("the ETA range", () => {
  it("formats coarsely: seconds, minutes, hours", () => {
    expect(formatEtaRange(40, 55)).toBe("40–55s");
    expect(formatEtaRange(1080, 1500)).toBe("18–25 min");
    expect(formatEtaRange(4320, 5760)).toBe("1.2–1.6 h");
    expect(formatEtaRange(600, 610)).toBe("10 min");
    expect(formatEtaRange(Number.NaN, 1)).toBe("?");
  });

  it("brackets the steady pace, widened by the counting error of the trials seen, and narrows as trials accumulate", () => {
    // one trial every 10 s, 100 left: 1,000 s at the steady pace
    const steady = (n: number) => Array.from({ length: n }, (_, i) => (i + 1) * 10_000);
    const early = etaRange(steady(4), 40_000, 100)!;
    const late = etaRange(steady(100), 1_000_000, 100)!;
    for (const [lo, hi] of [early, late]) {
      expect(lo).toBeLessThan(1000);
      expect(hi).toBeGreaterThan(1000);
    }
    expect(late[1] - late[0]).toBeLessThan(early[1] - early[0]);
    expect(etaRange([], 10_000, 5)).toBeNull();
    expect(etaRange(steady(3), 30_000, 0)).toEqual([0, 0]);
  });

  it("moves its upper end at once when the machine slows down (the recent pace is slower than the session's)", () => {
    // 40 trials at 1 s each, then 10 at 10 s each: the session's mean pace says ~2.8 s a trial, the last quarter 10 s.
    const times = [...Array.from({ length: 40 }, (_, i) => (i + 1) * 1000), ...Array.from({ length: 10 }, (_, i) => 40_000 + (i + 1) * 10_000)];
    const [lo, hi] = etaRange(times, 140_000, 50)!;
    expect(hi).toBeGreaterThanOrEqual(50 * 10 * 0.9);
    expect(lo).toBeLessThan(50 * 140 / 50);
  });
});

describe("the progress line", () => {
  const parts = { done: 120, total: 504, elapsedS: 300, eta: "18–25 min", passesLong: "baseline 58, candidate 60", passesShort: "B 58 C 60", spend: "$1.2345", rate: "jobs 2/4 (−1/+1)" };
  it.each([40, 60, 80, 100, 120, 200])("fits %i columns and keeps done/total, elapsed and ETA", (width) => {
    for (const bar of [true, false]) {
      const line = progressLine(parts, width, bar);
      expect([...line].length, line).toBeLessThanOrEqual(width);
      expect(line).toContain("120/504 trials · 5m00s · ETA 18–25 min");
    }
  });
  it("drops, as the width narrows: the long passes, then the rate, then the spend", () => {
    expect(progressLine(parts, 200, false)).toBe("120/504 trials · 5m00s · ETA 18–25 min · passes baseline 58, candidate 60 · $1.2345 · jobs 2/4 (−1/+1)");
    expect(progressLine(parts, 90, false)).toBe("120/504 trials · 5m00s · ETA 18–25 min · passes B 58 C 60 · $1.2345 · jobs 2/4 (−1/+1)");
    expect(progressLine(parts, 80, false)).toBe("120/504 trials · 5m00s · ETA 18–25 min · passes B 58 C 60 · $1.2345");
    expect(progressLine(parts, 40, false)).toBe("120/504 trials · 5m00s · ETA 18–25 min");
  });
});
