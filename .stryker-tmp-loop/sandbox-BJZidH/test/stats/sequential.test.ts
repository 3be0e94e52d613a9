// @ts-nocheck
import { describe, expect, it } from "vitest";
import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import {
  analyzeLook, crossingProbabilities, informationFractionsForRounds, obfSpending, repeatedConfidenceInterval, sequentialPlan, spendingBoundaries,
} from "../../src/stats/index.ts";
import { suite } from "./fixtures.ts";

describe("sequentialPlan", () => {
  it("spends alpha per side with Lan–DeMets O'Brien–Fleming over equal looks", () => {
    const plan = sequentialPlan(3);
    // scipy (python3 test/stats/scipy/gsd.py 0.05): look-by-look brentq with integrate.quad / dblquad
    expect(plan.boundaries[0]).toBeCloseTo(3.2001019716268404, 9);
    expect(plan.boundaries[1]).toBeCloseTo(2.1408152405471834, 6);
    expect(plan.boundaries[2]).toBeCloseTo(1.6948119344872208, 6);
    plan.boundaries.forEach((b, i) => expect(plan.nominalAlphas[i]).toBeCloseTo(1 - normalCdf(b, 0, 1), 15));
    // the crossing probabilities add up to the two-sided total 2·alpha
    const total = crossingProbabilities(plan.boundaries, plan.fractions).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(0.1, 8);
  });

  it("accepts unequal information fractions, e.g. from trial rounds", () => {
    const t = informationFractionsForRounds(1, 2, 3); // (ω² + σ²/3)/(ω² + σ²/k)
    expect(t).toEqual([(1 + 2 / 3) / 3, (1 + 2 / 3) / 2, 1]);
    const plan = sequentialPlan(3, 0.05, t);
    expect(plan.boundaries).toEqual(spendingBoundaries(t, 0.05, obfSpending));
    expect(plan.boundaries[0]!).toBeLessThan(sequentialPlan(3).boundaries[0]!); // more information early, lower bar
  });

  it("refuses impossible plans", () => {
    expect(() => sequentialPlan(0)).toThrow("sequentialPlan requires 1 <= looks <= 10 and one fraction per look, got 0");
    expect(() => spendingBoundaries([0.5, 0.4], 0.05, obfSpending)).toThrow("spendingBoundaries requires increasing information fractions in (0, 1]");
  });
});

describe("repeatedConfidenceInterval", () => {
  it("is the estimate ± boundary × se", () => {
    expect(repeatedConfidenceInterval(-0.2, 0.05, 2.5)).toEqual([-0.325, -0.07500000000000001]);
  });
});

describe("analyzeLook", () => {
  const plan = sequentialPlan(3);

  // These two are about the primary's boundaries, so the guardrails are left out: at a look's
  // nominal level (0.00069 at the first) the all-pass pass guardrail would need far more cases.
  const primaryOnly = ["pass", "repeatedCalls"];

  it("stops at the first look when the effect clears that look's boundary", () => {
    const s = analyzeLook({ cases: suite(14, 2, { factor: 0.6 }), notRecorded: primaryOnly }, 1, plan);
    expect(s.decision).toBe("ADOPT");
    expect(s.sequential).toEqual({ look: 1, looks: 3, boundary: plan.boundaries[0], nominalAlpha: plan.nominalAlphas[0], stop: true });
    expect(s.options!.alpha).toBe(plan.nominalAlphas[0]);
  });

  it("continues when an effect that a fixed design would adopt does not clear an early boundary", () => {
    const cases = suite(8, 2, { factor: 0.7 }); // all 8 fall: one-sided exact p = 1/256 ≈ 0.0039
    expect(analyzeLook({ cases, notRecorded: primaryOnly }, 3, plan).decision).toBe("ADOPT"); // 0.0039 ≤ 1 − Φ(1.695) ≈ 0.045
    const early = analyzeLook({ cases, notRecorded: primaryOnly }, 1, plan); // but not ≤ 1 − Φ(3.200) ≈ 0.00069
    expect(early.decision).toBe("INCONCLUSIVE");
    expect(early.sequential!.stop).toBe(false);
    expect(early.needed).toBeNull();
  });

  it("always stops at the last look", () => {
    expect(analyzeLook({ cases: suite(6, 2) }, 3, plan).sequential!.stop).toBe(true);
  });

  it("checks the look number and the plan's alpha", () => {
    expect(() => analyzeLook({ cases: suite(4, 1) }, 4, plan)).toThrow("analyzeLook requires 1 <= look <= 3, got 4");
    expect(() => analyzeLook({ cases: suite(4, 1), options: { alpha: 0.1 } }, 1, plan)).toThrow(
      "analyzeLook requires the plan's alpha (0.05) to equal the analysis alpha (0.1)",
    );
  });
});
