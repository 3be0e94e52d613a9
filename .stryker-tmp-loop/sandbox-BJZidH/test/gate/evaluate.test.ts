// @ts-nocheck
import { describe, expect, it } from "vitest";
import { evaluateGate } from "../../src/gate/evaluate.ts";
import { gatedSummary } from "../../src/gate/run-gate.ts";
import type { MetricSummary, Summary } from "../../src/stats/core/types.ts";
import { sampleView } from "../report/fixtures.ts";

const row = (caseId: string, b: number, c: number, flags: string[] = []) => ({ caseId, baselinePasses: b, candidatePasses: c, baselineTrials: 3, candidateTrials: 3, costDelta: 0, flags });
const guard = (nonInferior: boolean): MetricSummary => ({ baseline: 1, candidate: 1, delta: 0, ci: [-0.2, 0.2], p: 0.3, method: "t", kind: "guardrail", role: "guardrail", margin: 0.05, nonInferior });

function summary(over: Partial<Summary> = {}): Summary {
  return {
    decision: "INCONCLUSIVE", reasons: ["costUsd +1.0%: no significant change"], nCases: 2, trialsPerCase: 3, integrity: { ok: true, reasons: [] },
    metrics: { pass: guard(true) }, perCase: [row("a", 3, 3), row("b", 2, 2)], needed: null, ...over,
  };
}

describe("evaluateGate", () => {
  it("passes a candidate with no sign of harm, naming the decision", () => {
    expect(evaluateGate(summary(), { strict: false })).toEqual({
      verdict: "PASS", exitCode: 0, warnings: [],
      reasons: ["no regression: decision INCONCLUSIVE, no case lost its pass majority, no expectation regressed"],
    });
  });

  it("fails on REJECT with the decision's reasons", () => {
    const g = evaluateGate(summary({ decision: "REJECT", reasons: ["costUsd +40.0% [+20.0%, +60.0%]: significant increase (one-sided p = 0.002 ≤ 0.05)"] }), { strict: false });
    expect(g).toMatchObject({ verdict: "FAIL", exitCode: 1 });
    expect(g.reasons).toEqual(["the decision is REJECT: costUsd +40.0% [+20.0%, +60.0%]: significant increase (one-sided p = 0.002 ≤ 0.05)"]);
  });

  it("fails when a case loses its pass majority or an expectation regresses, with the explanation", () => {
    const g = evaluateGate(summary({ perCase: [row("a", 3, 1, ["flipped"]), row("b", 0, 3, ["flipped"]), row("c", 3, 3, ["regressed", "regressed:parallelTools"])] }), {
      strict: false, explainCase: (id) => (id === "a" ? "candidate: check failed: 2 tests failed" : undefined),
    });
    expect(g.verdict).toBe("FAIL");
    expect(g.reasons).toEqual([
      "case a lost its pass majority: baseline passed 3/3, candidate 1/3 (candidate: check failed: 2 tests failed)",
      "case c: expectation parallelTools regressed",
    ]);
  });

  it("blocks on a guardrail not shown non-inferior only with strict; warns otherwise", () => {
    const blocking = [{ metric: "costUsd", role: "primary" as const, cases: 12, trialsPerCase: 3 }, { metric: "pass", role: "guardrail" as const, cases: 40, trialsPerCase: 3 }];
    const s = summary({ metrics: { pass: guard(false) }, decision: "INCONCLUSIVE", needed: { cases: 40, trialsPerCase: 3, note: "…", metric: "pass", blocking } });
    const lax = evaluateGate(s, { strict: false });
    expect(lax.verdict).toBe("PASS");
    expect(lax.warnings).toEqual([
      "guardrail pass not shown non-inferior at margin 5.0 pts; too few cases or trials to show it (not blocking without --strict)",
      "decision INCONCLUSIVE; 40 cases × 3 trials would be needed to decide (sized for guardrail pass)",
    ]);
    const byPrimary = summary({ decision: "INCONCLUSIVE", needed: { cases: 12, trialsPerCase: 3, note: "…", metric: "costUsd", blocking: blocking.slice(0, 1) } });
    expect(evaluateGate(byPrimary, { strict: false }).warnings).toEqual(["decision INCONCLUSIVE; 12 cases × 3 trials would be needed to decide (sized for the primary metric costUsd)"]);
    const strict = evaluateGate(s, { strict: true });
    expect(strict).toMatchObject({ verdict: "FAIL", exitCode: 1, reasons: ["guardrail pass not shown non-inferior at margin 5.0 pts (--strict)"] });
  });

  it("is INVALID (exit 3) for an INVALID run or when nothing is left to gate", () => {
    expect(evaluateGate(summary({ decision: "INVALID", reasons: ["case a has no candidate trial"] }), { strict: false }))
      .toMatchObject({ verdict: "INVALID", exitCode: 3, reasons: ["the run is INVALID: case a has no candidate trial"] });
    expect(evaluateGate(summary({ nCases: 0, perCase: [] }), { strict: false }).verdict).toBe("INVALID");
  });
});

describe("gatedSummary", () => {
  it("keeps the run's summary when nothing is quarantined, and re-analyses without quarantined cases", () => {
    const v = sampleView();
    const ids = ["alpha", "beta", "gamma"];
    expect(gatedSummary(v, ids, new Set())).toBe(v.summary);
    const gated = gatedSummary(v, ids, new Set(["beta"]));
    expect(gated.nCases).toBe(2);
    expect(gated.perCase?.map((c) => c.caseId)).toEqual(["alpha", "gamma"]);
    expect(gated.options).toEqual(v.summary.options);
    // With beta (the lost case) quarantined the gate no longer sees the loss.
    expect(evaluateGate(v.summary, { strict: false }).verdict).toBe("FAIL");
    expect(evaluateGate(gated, { strict: false }).verdict).toBe("PASS");
  });
});
