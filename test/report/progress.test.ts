import { describe, expect, it } from "vitest";
import { createProgress, etaSeconds, formatDuration, passesText } from "../../src/report/progress.ts";
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
  return { stream, lines: () => text.trim().split("\n").map((l) => l.replace(/^\[[0-9hms]+\] /, "").replace(/; ETA [0-9hms?]+$/, "")) };
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
    expect(lines[1]).toMatch(/^\[\d+s\] 1\/4 trials; .*; ETA \d+s$/);
    expect(lines[2]).not.toMatch(/ETA/);
  });
});

describe("progress", () => {
  it("counts passes per arm in a multi-arm run, within 100 columns", () => {
    const log = logStream();
    const p = createProgress({ stream: log.stream, candidates: 2 });
    p.start(120, 0);
    p.trial(record({ caseId: "a", trial: 0, arm: "baseline" }), 1, 120);
    p.trial({ ...record({ caseId: "a", trial: 0, arm: "candidate" }), armIndex: 2 }, 2, 120);
    p.trial({ ...record({ caseId: "a", trial: 0, arm: "candidate" }), armIndex: 1, pass: false }, 120, 120, { limit: 2, max: 4, halvings: 1, recoveries: 1 } as never);
    expect(log.lines().at(-1)).toBe("120/120 trials; passes B 1 C1 0 C2 1; spend $0.0300; jobs 2/4 (−1/+1)");
    const widest = `[59m59s] 119/120 trials; passes ${passesText(new Map([["baseline", 120], ["candidate", 120], ["candidate2", 120]]), 2)}; spend $12.3456; jobs 2/4 (−1/+1); ETA 59m59s`;
    expect(widest.length).toBeLessThanOrEqual(100);
    expect(passesText(new Map([["baseline", 3], ["candidate", 2]]), 1)).toBe("baseline 3, candidate 2");
  });

  it("says 1 trial, not 1 trials", () => {
    const log = logStream();
    const p = createProgress({ stream: log.stream });
    p.start(1, 0);
    p.trial(record({ caseId: "a", trial: 0, arm: "baseline" }), 1, 1);
    expect(log.lines()).toEqual(["1 trial planned", "1/1 trial; passes baseline 1, candidate 0; spend $0.0100"]);
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
      "3/8 trials; passes baseline 2, candidate 0; spend $0.0450",
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
    expect(log.lines().at(-1)).toBe(`4/4 trials; passes baseline ${passes("baseline")}, candidate ${passes("candidate")}; spend $${total.toFixed(4)}`);
    expect(passes("baseline") + passes("candidate")).toBe(4);
  }, 120_000);
});

describe("the terminal bar", () => {
  it("shows the harness's own ETA (a duration with units, ? before the first trial), not cli-progress's raw seconds", async () => {
    let text = "";
    // what cli-progress needs of a terminal: isTTY, columns, cursor and line control
    const stream = {
      isTTY: true, columns: 200, write: (s: string) => ((text += s), true),
      cursorTo: () => true, clearLine: () => true, moveCursor: () => true, on: () => stream, removeListener: () => stream,
    } as unknown as NodeJS.WriteStream;
    const progress = createProgress({ stream, concurrency: 1 });
    progress.start(4, 0, []);
    expect(text).toMatch(/ETA \?/);
    await new Promise((r) => setTimeout(r, 1100));
    progress.trial(record({ caseId: "a", trial: 0, arm: "baseline" }), 1, 4);
    progress.stop();
    // three trials left, one at a time, at this session's pace: a few seconds, with the unit
    const shown = [...text.matchAll(/ETA ([^\s\u001b]+)/g)].map((m) => m[1]);
    expect(shown[0]).toBe("?");
    expect(shown.at(-1)).toMatch(/^\d+s$/);
    expect(shown.every((e) => e === "?" || /^(\d+h)?(\d+m)?\d+s$|^\d+h\d\dm$/.test(e!))).toBe(true);
  });
});
