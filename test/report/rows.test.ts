import { describe, expect, it } from "vitest";
import { formatDelta, formatInterval, intervalEnds } from "../../src/report/format.ts";
import { caseFlags, metricRows, plannedSize, primaryOf, sizeText, trialsText } from "../../src/report/rows.ts";
import { recordsToAnalysisInput } from "../../src/results/observations.ts";
import { analyze } from "../../src/stats/decision/analyze.ts";
import { renderTerminal } from "../../src/report/table.ts";
import { renderMarkdown } from "../../src/report/markdown.ts";
import { manifest, record, sampleView } from "./fixtures.ts";
import type { MetricSummary, Summary } from "../../src/stats/core/types.ts";

const metric = (over: Partial<MetricSummary>): MetricSummary => ({
  baseline: 1, candidate: 1, delta: 0, ci: [-0.1, 0.1], p: 0.5, method: "m", kind: "ratio", ...over,
});

function summary(metrics: Record<string, MetricSummary>, primary = "costUsd"): Summary {
  return {
    decision: "INCONCLUSIVE", reasons: [], nCases: 3, trialsPerCase: 2, integrity: { ok: true, reasons: [] }, metrics,
    options: { alpha: 0.05, primary, margins: { pass: 0.05, repeatedCalls: 0.5 }, seed: 1, bootstrapResamples: 200 },
  };
}

describe("formatting", () => {
  it("prints ratio deltas as percent and every other kind in the metric's unit", () => {
    expect(formatDelta("ratio", "tokens", 0.1234)).toBe("+12.3%");
    expect(formatDelta("guardrail", "pass", -0.05)).toBe("−5.0 pts");
    // A secondary mean difference is absolute (src/stats/decision/metric-difference.ts), not a percentage.
    expect(formatDelta("secondary", "pagebacks", 0.333)).toBe("+0.33");
    expect(formatDelta("ratio", "costUsd", Infinity)).toBe("+∞");
    expect(formatDelta("ratio", "costUsd", null)).toBe("n/a");
  });

  it("reads a null interval end back from JSON as an unbounded end", () => {
    const fromJson = JSON.parse(JSON.stringify({ ci: [0.03, Infinity] })).ci as [number, number];
    expect(fromJson).toEqual([0.03, null]);
    expect(intervalEnds(fromJson)).toEqual([0.03, Infinity]);
    expect(intervalEnds([null, 2] as unknown as [number, number])).toEqual([-Infinity, 2]);
    expect(formatInterval("ratio", "costUsd", fromJson)).toBe("[+3.0%, +∞]");
  });
});

describe("metricRows", () => {
  it("prints an interval not estimated for lack of cases as n/a with the count, a plain null as n/a", () => {
    const s = summary({
      costUsd: metric({ role: "primary", delta: 0.037, ci: null, extra: { pLess: 1, pGreater: 0.125, ciNotEstimable: { reason: "too few cases", cases: 3, minimumCases: 6 } } }),
      tokens: metric({ delta: null, ci: null }),
    });
    const rows = metricRows(s);
    expect(rows.find((r) => r.name === "costUsd")!.ci).toBe("n/a (too few cases: 3)");
    expect(rows.find((r) => r.name === "tokens")!.ci).toBe("n/a");
  });

  it("marks only the options' primary metric as PRIMARY, from its one-sided p", () => {
    const s = summary({
      tokens: metric({ role: "primary", delta: -0.2, extra: { pLess: 0.01, pGreater: 1 } }),
      costUsd: metric({ role: "secondary", delta: -0.3, pHolm: 0.2, extra: { pLess: 0.001, pGreater: 1 } }),
    }, "tokens");
    const rows = metricRows(s);
    expect(primaryOf(s)).toBe("tokens");
    expect(rows[0]).toMatchObject({ name: "tokens", role: "primary", status: "PRIMARY: better (one-sided p ≤ 0.05)", tone: "good" });
    expect(rows[1]).toMatchObject({ name: "costUsd", role: "secondary", status: "secondary (descriptive)", p: "0.200" });
  });

  it("says when the primary metric got significantly worse or did not move", () => {
    const worse = metricRows(summary({ costUsd: metric({ role: "primary", delta: 0.2, extra: { pLess: 1, pGreater: 0.03 } }) }))[0]!;
    expect(worse).toMatchObject({ status: "PRIMARY: worse (one-sided p ≤ 0.05)", tone: "bad" });
    const flat = metricRows(summary({ costUsd: metric({ role: "primary", delta: 0.01, extra: { pLess: 0.6, pGreater: 0.4 } }) }))[0]!;
    expect(flat.status).toBe("PRIMARY: no significant change");
  });

  it("words guardrails as non-inferior, not shown, or harm past the margin", () => {
    const g = (over: Partial<MetricSummary>) => metric({ kind: "guardrail", role: "guardrail", margin: 0.05, ...over });
    const rows = metricRows(summary({
      costUsd: metric({ role: "primary" }),
      pass: g({ delta: -0.5, ci: [-0.9, -0.2], nonInferior: false }),
      repeatedCalls: g({ margin: 0.5, delta: 0.1, ci: [-0.2, 0.3], nonInferior: true }),
    }));
    expect(rows.find((r) => r.name === "pass")).toMatchObject({ status: "guardrail: HARM, whole CI past margin 5.0 pts", tone: "bad" });
    expect(rows.find((r) => r.name === "repeatedCalls")).toMatchObject({ status: "guardrail: non-inferior (margin 0.5)", tone: "good" });
    const unsure = metricRows(summary({ pass: g({ delta: 0, ci: [-0.3, 0.3], nonInferior: false }) })).find((r) => r.name === "pass")!;
    expect(unsure.status).toBe("guardrail: not shown non-inferior (margin 5.0 pts)");
  });
});

describe("caseFlags", () => {
  const row = { caseId: "a", baselineTrials: 3, candidateTrials: 3, costDelta: 0 };
  it("gives a flip its direction and names the regressed expectation", () => {
    expect(caseFlags({ ...row, baselinePasses: 3, candidatePasses: 1, flags: ["flipped", "regressed", "regressed:parallelTools"] }))
      .toEqual(["flipped (lost)", "regressed: parallelTools"]);
    expect(caseFlags({ ...row, baselinePasses: 0, candidatePasses: 2, flags: ["flipped"] })).toEqual(["flipped (gained)"]);
  });
});

describe("run size in the headers", () => {
  const row = (caseId: string, b: number, c: number) => ({ caseId, baselinePasses: b, candidatePasses: c, baselineTrials: b, candidateTrials: c, costDelta: null, flags: [] });

  it("says planned and analysed when infra errors left some trials out", () => {
    const s = { ...summary({}), trialsPerCase: 0, perCase: [row("a", 2, 2), row("b", 1, 2), row("c", 2, 0)] };
    expect(sizeText(s, 2)).toBe("3 cases × 2 trials per arm planned; analysed: 0–2 per case and arm (infra errors left out)");
    expect(sizeText(s)).toBe("3 cases × 0–2 trials per arm");
    const even = { ...s, trialsPerCase: 2, perCase: [row("a", 2, 2), row("b", 2, 2)], nCases: 2 };
    expect(sizeText(even, 2)).toBe("2 cases × 2 trials per arm");
    expect(sizeText({ ...even, trialsPerCase: 1, perCase: [row("a", 1, 1)], nCases: 1 }, 1)).toBe("1 case × 1 trial per arm");
    expect(trialsText(1)).toBe("1 trial");
    expect(trialsText("1–2")).toBe("1–2 trials");
  });

  it("the terminal and markdown headers of a run whose infra errors were never retried into a counted trial", () => {
    const recs = ["a", "b", "c"].flatMap((caseId) => [0, 1].flatMap((trial) => [
      record({ caseId, trial, arm: "baseline" }),
      record({ caseId, trial, arm: "candidate", ...(caseId === "b" && trial === 1 ? { status: "infra_error" as const, pass: false } : {}) }),
    ]));
    const v = sampleView(recs, manifest(["a", "b", "c"], { trials: 2 }));
    expect(v.summary.trialsPerCase).toBe(1);
    const head = renderTerminal(v.summary, v.manifest, v.runDir, undefined, null, Infinity).split("\n")[0];
    expect(head).toBe("run run-1: suite coding, 3 cases × 2 trials per arm planned; analysed: 1–2 per case and arm (infra errors left out)");
    // At 80 columns the same words, wrapped under the run's label.
    const compact = renderTerminal(v.summary, v.manifest, v.runDir, undefined, null, 80).split("\n").slice(0, 2);
    expect(compact.map((l) => l.trim()).join(" ")).toBe(head);
    expect(renderMarkdown(v)).toContain("| size | 3 cases × 2 trials per arm planned; analysed: 1–2 per case and arm (infra errors left out) (seed 1) |");
  });

  it("a run stopped by --max-trials: the planned cases (not the analysed ones) and the stop as the reason", () => {
    const recs = ["a", "b"].flatMap((caseId) => [record({ caseId, trial: 0, arm: "baseline" }), record({ caseId, trial: 0, arm: "candidate" })]);
    const stoppedBy = "stopped after 4 trials (2 pairs) at --max-trials 3";
    const m = manifest(["a", "b", "c"], { trials: 3, outcome: { modelsServed: [], stoppedBy, notStarted: 14, finishedAt: "2026-11-30T00:01:00.000Z" } });
    const summary = analyze({ ...recordsToAnalysisInput(recs, ["a", "b"]), options: { seed: 7, bootstrapResamples: 200, signFlipDraws: 200 } });
    const head = renderTerminal(summary, m, "/tmp/run-1", undefined, null, Infinity).split("\n")[0];
    expect(head).toBe("run run-1: suite coding, 3 cases × 3 trials per arm planned; analysed: 2 cases × 1 trial per arm (stopped after 4 trials (2 pairs) at --max-trials 3)");
    // Another stop (a budget) is named as the manifest records it; infra errors are added only when there were some.
    const cost = plannedSize({ ...m, outcome: { ...m.outcome!, stoppedBy: "--max-cost $1: spent $0.9000 + 2 trials × $0.0500 estimated would pass it" } });
    expect(sizeText(summary, cost)).toBe("3 cases × 3 trials per arm planned; analysed: 2 cases × 1 trial per arm (stopped early: --max-cost $1: spent $0.9000 + 2 trials × $0.0500 estimated would pass it)");
    expect(sizeText({ ...summary, integrity: { ...summary.integrity, infra: { baseline: 1, candidate: 0, baselineTrials: 3, candidateTrials: 2, p: null } } }, cost)).toMatch(/would pass it; infra errors left out\)$/);
    expect(sizeText(summary, { cases: 2, trials: 1 })).toBe("2 cases × 1 trial per arm");
  });
});
