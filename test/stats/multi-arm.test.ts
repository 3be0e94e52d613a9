import { describe, expect, it } from "vitest";
import { decideArms, improvementP, multiArmSummary, anyArmInvalid, overallDecision } from "../../src/stats/decision/multi-arm.ts";
import type { Decision, Summary } from "../../src/stats/core/types.ts";

/** A summary as analyze() shapes it, reduced to what the multi-arm step reads. */
function summary(decision: Decision, primary: string, pLess: number, pGreater: number): Summary {
  return {
    decision, reasons: [`${primary} reason`], nCases: 10, trialsPerCase: 1, integrity: { ok: true, reasons: [] },
    metrics: { [primary]: { baseline: 1, candidate: 0.8, delta: -0.2, ci: [-0.3, -0.1], p: 2 * Math.min(pLess, pGreater), method: "sign-flip", kind: primary === "pass" ? "guardrail" : "ratio", extra: { pLess, pGreater } } },
    options: { alpha: 0.05, primary, margins: {}, seed: 1, bootstrapResamples: 1000 },
  };
}
const arm = (k: number, s: Summary) => ({ arm: k, label: `arm${k}`, specs: [`env:X=${k}`], summary: s });

describe("Holm over arms on the primary (decideArms)", () => {
  // R: p.adjust(c(0.01, 0.04, 0.03), method = "holm") → 0.03 0.06 0.06
  it("adjusts the one-sided improvement p-values as R's p.adjust(…, \"holm\") does", () => {
    const out = decideArms([arm(1, summary("ADOPT", "costUsd", 0.01, 0.99)), arm(2, summary("ADOPT", "costUsd", 0.04, 0.96)), arm(3, summary("ADOPT", "costUsd", 0.03, 0.97))]);
    expect(out.map((a) => a.holm.pHolm)).toEqual([0.03, 0.06, 0.06].map((p) => expect.closeTo(p, 12)));
    expect(out.map((a) => a.holm.p)).toEqual([0.01, 0.04, 0.03]);
    expect(out.every((a) => a.holm.arms === 3)).toBe(true);
  });

  it("one verdict per arm: ADOPT only when the adjusted p is ≤ alpha; significant alone becomes INCONCLUSIVE", () => {
    const out = decideArms([arm(1, summary("ADOPT", "costUsd", 0.01, 0.99)), arm(2, summary("ADOPT", "costUsd", 0.04, 0.96)), arm(3, summary("INCONCLUSIVE", "costUsd", 0.3, 0.7))]);
    // R: p.adjust(c(0.01, 0.04, 0.3), "holm") → 0.03 0.08 0.30
    expect(out.map((a) => a.summary.decision)).toEqual(["ADOPT", "INCONCLUSIVE", "INCONCLUSIVE"]);
    expect(out[1]!.summary.reasons.at(-1)).toMatch(/^Holm over 3 arms on costUsd: adjusted one-sided p = 0\.080 > 0\.05: significant alone, not after the adjustment for 3 candidates$/);
    expect(out[0]!.summary.reasons.at(-1)).toMatch(/adjusted one-sided p = 0\.030 ≤ 0\.05$/);
  });

  it("REJECT and INVALID stand: a harm is not made harder to see by more arms", () => {
    const out = decideArms([arm(1, summary("REJECT", "costUsd", 0.99, 0.01)), arm(2, { ...summary("INVALID", "costUsd", 0.5, 0.5) })]);
    expect(out.map((a) => a.summary.decision)).toEqual(["REJECT", "INVALID"]);
    expect(anyArmInvalid(multiArmSummary(out))).toBe(true);
  });

  it("a primary where higher is better (pass) uses pGreater", () => {
    const s = summary("ADOPT", "pass", 0.9, 0.02);
    expect(improvementP(s)).toBe(0.02);
    // R: p.adjust(c(0.02, 0.02), "holm") → 0.04 0.04
    const out = decideArms([arm(1, s), arm(2, summary("ADOPT", "pass", 0.9, 0.02))]);
    expect(out.map((a) => [a.holm.pHolm, a.summary.decision])).toEqual([[0.04, "ADOPT"], [0.04, "ADOPT"]]);
  });

  it("an arm whose primary was not estimated stays out of the family", () => {
    const none = { ...summary("INCONCLUSIVE", "costUsd", 0.5, 0.5) };
    none.metrics.costUsd = { ...none.metrics.costUsd!, delta: null, p: null };
    const out = decideArms([arm(1, summary("ADOPT", "costUsd", 0.03, 0.97)), arm(2, none)]);
    expect(out.map((a) => [a.holm.p, a.holm.pHolm, a.summary.decision])).toEqual([[0.03, 0.03, "ADOPT"], [null, null, "INCONCLUSIVE"]]);
  });

  it("the run's summary: the overall verdict at the top with the arm it comes from, that arm's fields, every arm in arms", () => {
    // R: p.adjust(c(0.04, 0.01), "holm") → 0.04 0.02: both ADOPT, arm 2 the stronger
    const arms = decideArms([arm(1, summary("ADOPT", "costUsd", 0.04, 0.96)), arm(2, { ...summary("ADOPT", "costUsd", 0.01, 0.99), nCases: 11 })]);
    const s = multiArmSummary(arms);
    expect([s.decision, s.decisionArm, s.nCases]).toEqual(["ADOPT", 2, 11]);
    expect(s.arms).toHaveLength(2);
    expect(s.reasons[0]).toBe("2 candidate arms against the baseline: arm 1 (arm1) ADOPT, arm 2 (arm2) ADOPT; overall ADOPT from arm 2, whose figures are at the top; every arm is in arms");
  });

  it("the overall verdict: INVALID if any arm is, else ADOPT if any is, else REJECT only when every arm is, else INCONCLUSIVE", () => {
    const of = (...d: Decision[]) => {
      const o = overallDecision(decideArms(d.map((x, i) => arm(i + 1, summary(x, "costUsd", x === "ADOPT" ? 0.001 : 0.5, 0.5)))));
      return [o.decision, o.arm.arm];
    };
    expect(of("ADOPT", "INVALID", "INVALID")).toEqual(["INVALID", 2]);
    expect(of("REJECT", "INCONCLUSIVE", "ADOPT")).toEqual(["ADOPT", 3]);
    expect(of("REJECT", "REJECT")).toEqual(["REJECT", 1]);
    expect(of("REJECT", "INCONCLUSIVE")).toEqual(["INCONCLUSIVE", 2]);
    expect(() => overallDecision([])).toThrow(RangeError);
  });
});
