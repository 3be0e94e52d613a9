// @ts-nocheck
import { describe, expect, it } from "vitest";
import { estimateComponents, minimumDetectableEffect, neededFor, planExperiment, requiredCases } from "../../src/stats/index.ts";
import { suite } from "./fixtures.ts";

describe("variance components (Miller 2024 §4, App. C)", () => {
  it("splits the spread of per-case differences into ω² and trial noise", () => {
    const values = [
      { caseId: "a", baseline: [1, 3], candidate: [2, 2] },
      { caseId: "b", baseline: [2, 2], candidate: [1, 5] },
      { caseId: "c", baseline: [5, 7], candidate: [4, 4] },
    ];
    // by hand: σ_B² = mean(2, 0, 2) = 4/3; σ_A² = mean(0, 8, 0) = 8/3; d = (0, 1, −2), Var(d) = 7/3;
    // ω² = 7/3 − (8/3)/2 − (4/3)/2 = 1/3
    const c = estimateComponents(values);
    expect(c.sigmaB2).toBeCloseTo(4 / 3, 14);
    expect(c.sigmaA2).toBeCloseTo(8 / 3, 14);
    expect(c.omega2).toBeCloseTo(1 / 3, 14);
    expect(c.kA).toBe(2);
    expect(c.separable).toBe(true);
  });

  it("cannot separate trial noise with one trial per case", () => {
    const c = estimateComponents([
      { caseId: "a", baseline: [1], candidate: [2] },
      { caseId: "b", baseline: [2], candidate: [2] },
    ]);
    expect(c.separable).toBe(false);
    expect(c.omega2).toBeCloseTo(0.5, 14); // all of Var(d) = 0.5 is attributed to ω²
  });
});

describe("eq. 9 and 10 are inverses", () => {
  it("the MDE at n cases needs exactly n cases", () => {
    const d = { omega2: 0.02, sigmaA2: 0.15, sigmaB2: 0.12, kA: 5, kB: 4, alpha: 0.1, power: 0.9 };
    expect(requiredCases(d, minimumDetectableEffect(d, 37))).toBeCloseTo(37, 9);
    expect(() => requiredCases(d, 0)).toThrow("requiredCases requires an effect delta > 0, got 0");
  });
});

describe("neededFor", () => {
  const values = suite(12, 3, { factor: 0.95 }).map((c) => ({
    caseId: c.caseId,
    baseline: c.baseline.map((t) => t.metrics.costUsd as number),
    candidate: c.candidate.map((t) => t.metrics.costUsd as number),
  }));
  it("more trials never need more cases, and a doubled effect needs about a quarter", () => {
    // Effects small enough that no count hits the sign-flip floor of 5 cases (test/stats/few-cases.test.ts).
    const r = neededFor(values, 3, { alpha: 0.05, power: 0.8, effect: -0.025, ratio: true });
    expect(r.casesWithDoubleTrials).toBeLessThanOrEqual(r.cases);
    expect(r.casesAnyTrials!).toBeLessThanOrEqual(r.casesWithDoubleTrials);
    const big = neededFor(values, 3, { alpha: 0.05, power: 0.8, effect: -0.049375, ratio: true }); // log(0.950625) = 2·log(0.975)
    expect(big.cases).toBeGreaterThan(big.minimumCases);
    expect(big.delta).toBeCloseTo(2 * r.delta, 12);
    expect(Math.abs(big.cases - r.cases / 4)).toBeLessThanOrEqual(1);
  });
});

describe("planExperiment", () => {
  it("reports the detectable effect and the cases a planned effect needs", () => {
    const cases = suite(12, 3, { factor: 0.95, repeated: (arm, i, t) => (i + t) % 2 });
    const plan = planExperiment({ cases }, { effect: -0.1 });
    expect(plan.nCases).toBe(12);
    expect(plan.trialsPerCase).toBe(3);
    expect(plan.primary!.metric).toBe("costUsd");
    expect(plan.primary!.mdeDecrease).toBeGreaterThan(0);
    expect(plan.primary!.mdeDecrease).toBeLessThan(plan.primary!.mdeIncrease);
    expect(plan.primary!.forEffect!.effect).toBe(-0.1);
    expect(plan.guardrails.map((g) => g.metric)).toEqual(["pass", "repeatedCalls"]);
    const pass = plan.guardrails[0]!;
    // Every trial passes: no variance is seen, but the null's variance floor m(1 − m)/K remains.
    // scipy: brentq(lambda m: stats.t.ppf(0.95, 11) * np.sqrt(m * (1 - m) / 36) - m, 1e-6, 0.5) (test/stats/scipy/guardrails.py)
    expect(Math.abs(pass.smallestMargin - 0.08222270617906835)).toBeLessThan(1e-6);
    expect(pass.casesForMargin).toBe(20); // guardrails.py: ni_t(0.0475 / 3, 0)
    expect(plan.guardrails[1]!.smallestMargin).toBeGreaterThan(0);
    expect(plan.notes).toEqual([]);
  });

  it("explains what it cannot plan", () => {
    const cases = suite(6, 2);
    for (const c of cases) for (const t of c.baseline) t.metrics.costUsd = null;
    const plan = planExperiment({ cases });
    expect(plan.primary).toBeNull();
    expect(plan.notes).toEqual(["primary costUsd: costUsd is unknown (null) in 12 of 24 trials (baseline 12 of 12, candidate 0 of 12); a cost is unknown with an unpriced model, or with an agent that reports no usage, such as an agent:command arm without a trace"]);
  });
});
