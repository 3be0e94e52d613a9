import { describe, expect, it } from "vitest";
import { decide, fmtAlpha, formatMargin, type DecisionInputs } from "../../src/stats/decision/decision.ts";
import type { MetricSummary } from "../../src/stats/core/types.ts";

/** Each branch of the decision rule on its own, with the exact reason it gives. */

function primary(p: Partial<MetricSummary> & { pLess?: number; pGreater?: number } = {}): MetricSummary {
  const { pLess, pGreater, ...rest } = p;
  const extra: Record<string, unknown> = {};
  if (pLess !== undefined) extra.pLess = pLess;
  if (pGreater !== undefined) extra.pGreater = pGreater;
  return { baseline: 100, candidate: 80, delta: -0.2, ci: [-0.3, -0.1], p: 0.02, method: "sign-flip", kind: "ratio", extra, ...rest };
}

function guard(p: Partial<MetricSummary> = {}): MetricSummary {
  return { baseline: 0.8, candidate: 0.8, delta: 0, ci: [-0.02, 0.02], p: 0.01, method: "tango", kind: "guardrail", margin: 0.05, nonInferior: true, ...p };
}

function inputs(p: Partial<DecisionInputs> = {}): DecisionInputs {
  return { primary: { name: "costUsd", summary: primary({ pLess: 0.01, pGreater: 0.99 }) }, guardrails: [], regressions: [], alpha: 0.05, ...p };
}

describe("decide: the primary metric", () => {
  it("ADOPTs a significant decrease, with the change, its interval and the one-sided p", () => {
    expect(decide(inputs())).toEqual({
      decision: "ADOPT",
      reasons: ["costUsd −20.0% [−30.0%, −10.0%]: significant decrease (one-sided p = 0.010 ≤ 0.05)"],
    });
  });

  it("ADOPTs at p exactly alpha (p ≤ α), and not just above it", () => {
    const at = decide(inputs({ primary: { name: "costUsd", summary: primary({ pLess: 0.05, pGreater: 0.95 }) } }));
    expect(at.decision).toBe("ADOPT");
    const above = decide(inputs({ primary: { name: "costUsd", summary: primary({ pLess: 0.0500001, pGreater: 0.95 }) } }));
    expect(above.decision).toBe("INCONCLUSIVE");
    expect(above.reasons).toEqual(["costUsd −20.0% [−30.0%, −10.0%]: no significant change (one-sided p: decrease 0.050, increase 0.95; both > 0.05)"]);
  });

  it("REJECTs a significant increase, at p exactly alpha too", () => {
    const s = primary({ delta: 0.2, ci: [0.1, 0.3], pLess: 0.95, pGreater: 0.05 });
    expect(decide(inputs({ primary: { name: "costUsd", summary: s } }))).toEqual({
      decision: "REJECT",
      reasons: ["costUsd +20.0% [+10.0%, +30.0%]: significant increase (one-sided p = 0.050 ≤ 0.05)"],
    });
    const above = primary({ delta: 0.2, ci: [0.1, 0.3], pLess: 0.95, pGreater: 0.06 });
    expect(decide(inputs({ primary: { name: "costUsd", summary: above } })).decision).toBe("INCONCLUSIVE");
  });

  it("reads missing one-sided p-values as 1: no change, INCONCLUSIVE", () => {
    expect(decide(inputs({ primary: { name: "costUsd", summary: primary({ ci: null }) } }))).toEqual({
      decision: "INCONCLUSIVE",
      reasons: ["costUsd −20.0%: no significant change (one-sided p: decrease 1.0, increase 1.0; both > 0.05)"],
    });
  });

  it("cannot adopt a primary that was not estimated (no delta, or no p)", () => {
    const none = primary({ delta: null, ci: null, p: null, method: "not estimated: no paired cases" });
    expect(decide(inputs({ primary: { name: "costUsd", summary: none } }))).toEqual({
      decision: "INCONCLUSIVE",
      reasons: ["primary metric costUsd could not be estimated (no paired cases), so the candidate cannot be adopted"],
    });
    const noP = primary({ p: null, pLess: 0.001, method: "zero totals" });
    const r = decide(inputs({ primary: { name: "costUsd", summary: noP } }));
    expect(r.decision).toBe("INCONCLUSIVE");
    expect(r.reasons[0]).toBe("primary metric costUsd could not be estimated (zero totals), so the candidate cannot be adopted");
    // No delta, though a p and a significant one-sided p are there: still not estimated, never ADOPT.
    const noDelta = primary({ delta: null, ci: null, p: 0.002, pLess: 0.001, pGreater: 1, method: "not estimated: mean not finite" });
    expect(decide(inputs({ primary: { name: "costUsd", summary: noDelta } }))).toEqual({
      decision: "INCONCLUSIVE",
      reasons: ["primary metric costUsd could not be estimated (mean not finite), so the candidate cannot be adopted"],
    });
  });

  it("for a primary where higher is better, ADOPTs a significant increase and REJECTs a significant decrease", () => {
    const up = primary({ kind: "guardrail", delta: 0.1, ci: [0.04, 0.16], pLess: 0.99, pGreater: 0.01 });
    expect(decide(inputs({ primary: { name: "pass", summary: up, higherIsBetter: true } }))).toEqual({
      decision: "ADOPT",
      reasons: ["pass +10.0 points [+4.0 points, +16.0 points]: significant increase (one-sided p = 0.010 ≤ 0.05)"],
    });
    const down = primary({ kind: "guardrail", delta: -0.1, ci: [-0.16, -0.04], pLess: 0.01, pGreater: 0.99 });
    expect(decide(inputs({ primary: { name: "pass", summary: down, higherIsBetter: true } }))).toEqual({
      decision: "REJECT",
      reasons: ["pass −10.0 points [−16.0 points, −4.0 points]: significant decrease (one-sided p = 0.010 ≤ 0.05)"],
    });
  });

  it("reads a summary without extra, or a one-sided p that is not a number, as p = 1", () => {
    const { extra: _none, ...bare } = primary();
    expect(decide(inputs({ primary: { name: "costUsd", summary: bare } }))).toEqual({
      decision: "INCONCLUSIVE",
      reasons: ["costUsd −20.0% [−30.0%, −10.0%]: no significant change (one-sided p: decrease 1.0, increase 1.0; both > 0.05)"],
    });
    const text = primary({ extra: { pLess: "0.001", pGreater: "1" } });
    expect(decide(inputs({ primary: { name: "costUsd", summary: text } })).decision).toBe("INCONCLUSIVE");
  });

  it("writes no change as +0.0% and +0.00, not with a minus sign", () => {
    const flat = primary({ delta: 0, ci: [-0.1, 0.1], pLess: 0.5, pGreater: 0.5 });
    expect(decide(inputs({ primary: { name: "costUsd", summary: flat } })).reasons[0]).toBe(
      "costUsd +0.0% [−10.0%, +10.0%]: no significant change (one-sided p: decrease 0.50, increase 0.50; both > 0.05)",
    );
    const turns = primary({ kind: "secondary", delta: 0, ci: [-1, 0], pLess: 0.5, pGreater: 0.5 });
    expect(decide(inputs({ primary: { name: "turns", summary: turns } })).reasons[0]).toBe("turns +0.00 [−1.00, +0.00]: no significant change (one-sided p: decrease 0.50, increase 0.50; both > 0.05)");
  });

  it("writes an absolute primary in points for pass and in the metric's unit otherwise", () => {
    const pass = primary({ kind: "guardrail", delta: 0.05, ci: [0.01, 0.09], pLess: 0.5, pGreater: 0.5 });
    expect(decide(inputs({ primary: { name: "pass", summary: pass } })).reasons[0]).toBe(
      "pass +5.0 points [+1.0 points, +9.0 points]: no significant change (one-sided p: decrease 0.50, increase 0.50; both > 0.05)",
    );
    const turns = primary({ kind: "secondary", delta: -1.23456, ci: [-2.5, 0.0412], pLess: 0.00001, pGreater: 1 });
    expect(decide(inputs({ primary: { name: "turns", summary: turns } })).reasons[0]).toBe(
      "turns −1.23 [−2.50, +0.0412]: significant decrease (one-sided p = 1.0e-5 ≤ 0.05)",
    );
    const zero = primary({ pLess: 0, pGreater: 1 });
    expect(decide(inputs({ primary: { name: "costUsd", summary: zero } })).reasons[0]).toContain("(one-sided p = 0 ≤ 0.05)");
    const tiny = primary({ pLess: 0.0001, pGreater: 1 });
    expect(decide(inputs({ primary: { name: "costUsd", summary: tiny } })).reasons[0]).toContain("(one-sided p = 0.00010 ≤ 0.05)");
  });

  it("writes a sequential look's nominal level to three significant digits", () => {
    expect(fmtAlpha(0.0451234)).toBe("0.0451");
    expect(fmtAlpha(0.05)).toBe("0.05");
    const r = decide(inputs({ alpha: 0.0451234, primary: { name: "costUsd", summary: primary({ pLess: 0.045, pGreater: 1 }) } }));
    expect(r.reasons[0]).toBe("costUsd −20.0% [−30.0%, −10.0%]: significant decrease (one-sided p = 0.045 ≤ 0.0451)");
  });
});

describe("decide: guardrails", () => {
  it("ADOPTs when every guardrail is shown non-inferior, and says so", () => {
    const r = decide(inputs({ guardrails: [{ name: "pass", summary: guard(), higherIsBetter: true }] }));
    expect(r.decision).toBe("ADOPT");
    expect(r.reasons[1]).toBe("guardrail pass +0.0 points: non-inferior at margin 5.0 points (p = 0.010)");
  });

  it("REJECTs when a higher-is-better guardrail's whole interval lies below −margin, even with the primary improving", () => {
    const g = guard({ delta: -0.1, ci: [-0.15, -0.06], p: 0.99, nonInferior: false });
    const r = decide(inputs({ guardrails: [{ name: "pass", summary: g, higherIsBetter: true }] }));
    expect(r.decision).toBe("REJECT");
    expect(r.reasons).toEqual([
      "costUsd −20.0% [−30.0%, −10.0%]: significant decrease (one-sided p = 0.010 ≤ 0.05)",
      "guardrail pass −10.0 points: the whole interval [−15.0 points, −6.0 points] is past the margin of 5.0 points",
    ]);
  });

  it("does not REJECT when the interval only touches the margin (hi = −margin)", () => {
    const g = guard({ delta: -0.1, ci: [-0.15, -0.05], p: 0.99, nonInferior: false });
    const r = decide(inputs({ guardrails: [{ name: "pass", summary: g, higherIsBetter: true }] }));
    expect(r.decision).toBe("INCONCLUSIVE");
    expect(r.reasons[1]).toBe("guardrail pass −10.0 points: not shown non-inferior at margin 5.0 points (p = 0.99)");
  });

  it("for a lower-is-better guardrail, REJECTs an interval wholly above +margin and not one touching it", () => {
    const past = guard({ delta: 2, ci: [1.5, 2.5], margin: 1, p: 1, nonInferior: false });
    const r = decide(inputs({ guardrails: [{ name: "turns", summary: past, higherIsBetter: false }] }));
    expect(r.decision).toBe("REJECT");
    expect(r.reasons[1]).toBe("guardrail turns +2.00: the whole interval [+1.50, +2.50] is past the margin of 1");
    const touching = guard({ delta: 2, ci: [1, 2.5], margin: 1, p: 1, nonInferior: false });
    expect(decide(inputs({ guardrails: [{ name: "turns", summary: touching, higherIsBetter: false }] })).decision).toBe("INCONCLUSIVE");
    // The direction matters: the same interval on a higher-is-better guardrail is an improvement.
    expect(decide(inputs({ guardrails: [{ name: "turns", summary: past, higherIsBetter: true }] })).decision).toBe("INCONCLUSIVE");
  });

  it("reads a missing margin as 0", () => {
    const g = guard({ margin: undefined, delta: -0.01, ci: [-0.02, -0.001], nonInferior: false, p: 0.9 });
    const r = decide(inputs({ guardrails: [{ name: "pass", summary: g, higherIsBetter: true }] }));
    expect(r.decision).toBe("REJECT");
    expect(r.reasons[1]).toBe("guardrail pass −1.0 points: the whole interval [−2.0 points, −0.1 points] is past the margin of 0.0 points");
  });

  it("a guardrail not shown non-inferior blocks ADOPT by itself", () => {
    const g = guard({ nonInferior: false, p: 0.2 });
    const r = decide(inputs({ guardrails: [{ name: "pass", summary: g, higherIsBetter: true }] }));
    expect(r).toEqual({
      decision: "INCONCLUSIVE",
      reasons: [
        "costUsd −20.0% [−30.0%, −10.0%]: significant decrease (one-sided p = 0.010 ≤ 0.05)",
        "guardrail pass +0.0 points: not shown non-inferior at margin 5.0 points (p = 0.20)",
      ],
    });
    const noP = guard({ nonInferior: false, p: null });
    expect(decide(inputs({ guardrails: [{ name: "pass", summary: noP, higherIsBetter: true }] })).reasons[1]).toContain("(p = 1.0)");
  });

  it("a guardrail that could not be tested blocks ADOPT by itself", () => {
    for (const g of [guard({ delta: null, method: "not estimated: no pairs" }), guard({ ci: null, method: "not estimated: no pairs" })]) {
      const r = decide(inputs({ guardrails: [{ name: "pass", summary: g, higherIsBetter: true }] }));
      expect(r.decision).toBe("INCONCLUSIVE");
      expect(r.reasons[1]).toBe("guardrail pass could not be tested (no pairs)");
      expect(r.reasons).toHaveLength(2);
    }
  });

  it("one failing guardrail among passing ones still blocks ADOPT", () => {
    const r = decide(
      inputs({
        guardrails: [
          { name: "pass", summary: guard({ nonInferior: false }), higherIsBetter: true },
          { name: "turns", summary: guard({ margin: 1 }), higherIsBetter: false },
        ],
      }),
    );
    expect(r.decision).toBe("INCONCLUSIVE");
  });
});

describe("decide: what a guardrail not shown non-inferior would need", () => {
  const needed = (n: Record<string, unknown>) => guard({ nonInferior: false, p: 0.3, extra: { needed: n } });
  const reason = (n: Record<string, unknown>) =>
    decide(inputs({ guardrails: [{ name: "pass", summary: needed(n), higherIsBetter: true }] })).reasons[1];
  const base = "guardrail pass +0.0 points: not shown non-inferior at margin 5.0 points (p = 0.30)";

  it("Tango's minimum when the run has fewer cases, and the cases at the planned power", () => {
    expect(reason({ test: "tango", trialsPerCase: 1, minimumCases: 52, casesInRun: 20, cases: 120, power: 0.8 })).toBe(
      `${base}: with one trial per case, Tango's test needs at least 52 cases to show it when no case differs (this run has 20); ` +
        "about 120 cases × 1 trial per arm would show it with 80% power if the truth is no change",
    );
  });

  it("the paired t's minimum with several trials per case", () => {
    expect(reason({ test: "paired-t", trialsPerCase: 3, minimumCases: 10, casesInRun: 5, cases: 40, power: 0.9 })).toBe(
      `${base}: with 3 trials per case, at least 10 cases are needed to show it when every case agrees (this run has 5); ` +
        "about 40 cases × 3 trials per arm would show it with 90% power if the truth is no change",
    );
    expect(reason({ test: "paired-t", trialsPerCase: 1, minimumCases: 10, casesInRun: 5, cases: null, power: 0.9 })).toBe(
      `${base}: with one trial per case, at least 10 cases are needed to show it when every case agrees (this run has 5)`,
    );
  });

  it("no minimum when the run has enough cases (exactly the minimum included)", () => {
    expect(reason({ test: "tango", trialsPerCase: 1, minimumCases: 52, casesInRun: 52, cases: 60, power: 0.8 })).toBe(
      `${base}: about 60 cases × 1 trial per arm would show it with 80% power if the truth is no change`,
    );
    expect(reason({ test: "tango", trialsPerCase: 1, minimumCases: null, casesInRun: 5, cases: 60, power: 0.8 })).toBe(
      `${base}: about 60 cases × 1 trial per arm would show it with 80% power if the truth is no change`,
    );
  });

  it("says the minimum once when the powered count is the minimum itself", () => {
    expect(reason({ test: "tango", trialsPerCase: 1, minimumCases: 52, casesInRun: 20, cases: 52, power: 0.8 })).toBe(
      `${base}: with one trial per case, Tango's test needs at least 52 cases to show it when no case differs (this run has 20)`,
    );
  });

  it("nothing when there is nothing to say", () => {
    expect(reason({ test: "tango", trialsPerCase: 1, minimumCases: null, casesInRun: 20, cases: null, power: 0.8 })).toBe(base);
  });
});

describe("decide: expectation regressions", () => {
  it("a regression blocks ADOPT by itself, and is named", () => {
    const r = decide(
      inputs({ regressions: [{ name: "parallelReads", caseId: "c1", baselineMet: 3, baselineTrials: 3, candidateMet: 0, candidateTrials: 3 }] as DecisionInputs["regressions"] }),
    );
    expect(r).toEqual({
      decision: "INCONCLUSIVE",
      reasons: [
        "costUsd −20.0% [−30.0%, −10.0%]: significant decrease (one-sided p = 0.010 ≤ 0.05)",
        "expectation parallelReads regressed in case c1 (baseline met 3/3, candidate 0/3)",
      ],
    });
  });
});

describe("formatMargin", () => {
  it("points for pass, the number otherwise, nothing without a margin", () => {
    expect(formatMargin("pass", 0.05)).toBe("5.0 pts");
    expect(formatMargin("turns", 1.5)).toBe("1.5");
    expect(formatMargin("pass", undefined)).toBe("");
  });
});
