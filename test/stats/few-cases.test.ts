/**
 * Designs with too few cases for the exact sign-flip test to reach the decision's level: the
 * ratio interval is reported as not estimable, the summary says the primary can never be
 * significant, and `needed` never asks for fewer cases than the test needs.
 */
import { describe, expect, it } from "vitest";
import { analyze, neededFor, planExperiment, signFlipMinCases, signFlipTest } from "../../src/stats/index.ts";
import { analyzeRatioMetric } from "../../src/stats/decision/metric-ratio.ts";
import { createRng } from "../../src/stats/core/rng.ts";
import { suite } from "./fixtures.ts";

const ratioOpts = { alpha: 0.05, rng: createRng(5), bootstrapResamples: 2000, signFlipDraws: 10000 };

describe("signFlipMinCases", () => {
  it("is the least n with sides/2^n ≤ level", () => {
    expect(signFlipMinCases(0.05, 1)).toBe(5);
    expect(signFlipMinCases(0.05, 2)).toBe(6);
    expect(signFlipMinCases(0.01, 1)).toBe(7); // 1/128 ≤ 0.01 < 1/64
    expect(signFlipMinCases(0.01, 2)).toBe(8);
    expect(signFlipMinCases(0.03125, 1)).toBe(5); // 1/32 exactly
    expect(() => signFlipMinCases(0, 1)).toThrow(/level in \(0, 1\]/);
  });

  it("matches the smallest p of the exact test (scipy)", () => {
    // import numpy as np; from scipy.stats import permutation_test
    // d = -np.arange(1, n + 1) * 0.1
    // permutation_test((d,), lambda x, axis: np.sum(x, axis=axis), permutation_type='samples', alternative=alt).pvalue
    // n = 4: less 0.0625, two-sided 0.125; n = 5: less 0.03125, two-sided 0.0625; n = 6: less 0.015625, two-sided 0.03125
    const p = (n: number) => signFlipTest(Array.from({ length: n }, (_, i) => -(i + 1) * 0.1));
    expect(p(4).pLess).toBeCloseTo(0.0625, 12);
    expect(p(4).pTwoSided).toBeCloseTo(0.125, 12);
    expect(p(5).pLess).toBeCloseTo(0.03125, 12);
    expect(p(5).pTwoSided).toBeCloseTo(0.0625, 12);
    expect(p(6).pTwoSided).toBeCloseTo(0.03125, 12);
  });
});

describe("ratio interval with too few cases", () => {
  // The review's 3-case run: +3.7% with p 0.25 and a printed 95% interval [+1.9%, +7.1%].
  const three = [
    { caseId: "a", baseline: [1, 1.02], candidate: [1.02, 1.04] },
    { caseId: "b", baseline: [2, 2.1], candidate: [2.1, 2.2] },
    { caseId: "c", baseline: [0.5, 0.52], candidate: [0.53, 0.56] },
  ];

  it("is null below the cases the two-sided test needs, with the reason in method and extra", () => {
    const m = analyzeRatioMetric(three, ratioOpts);
    expect(m.ci).toBeNull();
    expect(m.p).toBeCloseTo(0.25, 12); // 2 of 8 patterns, as scipy's two-sided p above for n = 3
    expect(m.extra!.ciNotEstimable).toEqual({ reason: "too few cases", cases: 3, minimumCases: 6 });
    expect(m.method).toMatch(/no 95% interval with 3 cases \(too few\): the smallest two-sided sign-flip p they allow is 2\/2\^3 = 0\.25 > 0\.05/);
    expect(m.method).toMatch(/at least 6 cases are needed/);
    expect(m.extra!.pLess).toBeCloseTo(1, 12);
    expect(m.extra!.pGreater).toBeCloseTo(0.125, 12);
  });

  it("2 cases no longer print a zero-width interval", () => {
    const m = analyzeRatioMetric(three.slice(0, 2), ratioOpts);
    expect(m.ci).toBeNull();
    expect(m.delta).not.toBeNull();
  });

  it("is estimated again from 6 cases (two-sided 2/64 ≤ 0.05)", () => {
    const six = [...three, ...three.map((c) => ({ ...c, caseId: `${c.caseId}2`, candidate: c.candidate.map((x) => x * 0.99) }))];
    const m = analyzeRatioMetric(six, ratioOpts);
    expect(m.ci).not.toBeNull();
    expect(m.extra!.ciNotEstimable).toBeUndefined();
    const at01 = analyzeRatioMetric(six, { ...ratioOpts, alpha: 0.01 }); // 2/64 > 0.01: needs 8
    expect(at01.ci).toBeNull();
    expect(at01.extra!.ciNotEstimable).toEqual({ reason: "too few cases", cases: 6, minimumCases: 8 });
  });
});

describe("summary of a design too small for the primary", () => {
  it("says so right after the primary's reason", () => {
    const s = analyze({ cases: suite(3, 2, { factor: 0.81 }), options: { seed: 1 } });
    expect(s.decision).toBe("INCONCLUSIVE");
    expect(s.reasons[0]).toMatch(/^costUsd −20\.3%: no significant change \(one-sided p: decrease 0\.13, increase 1\.0; both > 0\.05\)$/);
    expect(s.reasons[1]).toBe("with 3 cases the sign-flip test of costUsd cannot reach one-sided p ≤ 0.05 (its smallest p is 1/2^3 = 0.125), whatever the effect; at least 5 cases are needed");
    expect(s.metrics.costUsd!.ci).toBeNull();
  });

  it("is silent from 5 cases, where 1/32 ≤ 0.05 (and the primary can be significant)", () => {
    const s = analyze({ cases: suite(5, 2, { factor: 0.81 }), options: { seed: 1 } });
    expect(s.reasons.some((r) => /cannot reach one-sided p/.test(r))).toBe(false);
    expect(s.metrics.costUsd!.extra!.pLess).toBeCloseTo(0.03125, 12);
  });
});

describe("cases needed never below what the sign-flip test needs", () => {
  it("floors the primary's need at ⌈log2(1/α)⌉ cases (the review's 3-case −19% asked for 2)", () => {
    const s = analyze({ cases: suite(3, 2, { factor: 0.81 }), options: { seed: 1 } });
    const primary = s.needed!.blocking!.find((b) => b.role === "primary")!;
    expect(primary.cases).toBe(5);
    expect(s.needed!.note).toMatch(/however many trials, at least 5 cases; 5 cases is the fewest at which the exact sign-flip test can reach one-sided p ≤ 0\.05 \(1\/2\^5 = 0\.03125\)/);
  });

  it("applies to every count neededFor returns, at the decision's alpha", () => {
    const values = suite(3, 2, { factor: 0.81 }).map((c) => ({
      caseId: c.caseId,
      baseline: c.baseline.map((t) => t.metrics.costUsd as number),
      candidate: c.candidate.map((t) => t.metrics.costUsd as number),
    }));
    const r = neededFor(values, 2, { alpha: 0.05, power: 0.8, effect: -0.19, ratio: true });
    expect(r.minimumCases).toBe(5);
    expect(r.cases).toBe(5);
    expect(r.casesWithDoubleTrials).toBe(5);
    expect(r.casesAnyTrials).toBe(5);
    expect(neededFor(values, 2, { alpha: 0.01, power: 0.8, effect: -0.19, ratio: true }).casesAnyTrials).toBe(7);
  });

  it("eval plan's figures use it", () => {
    const plan = planExperiment({ cases: suite(3, 2, { factor: 0.81 }) }, { effect: -0.19 });
    expect(plan.primary!.minimumCases).toBe(5);
    expect(plan.primary!.forEffect!.cases).toBe(5);
    expect(plan.primary!.forEffect!.casesAnyTrials).toBe(5);
  });
});
