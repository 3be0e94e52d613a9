// @ts-nocheck
import { describe, expect, it } from "vitest";
import { createRng } from "../../src/stats/core/rng.ts";
import { signFlipMinCases, signFlipTest } from "../../src/stats/hypothesis-tests/sign-flip.ts";

/**
 * The Monte Carlo path of the sign-flip test (more than `exactUpTo` = 20 cases), against the
 * exact count of the same data (the meet-in-the-middle enumeration, itself checked against
 * scipy.stats.permutation_test in sign-flip.test.ts). A seeded generator makes each figure
 * fixed; the bounds are 4 Monte Carlo standard errors of p = (b + 1)/(B + 1).
 */
const se = (p: number, draws: number) => Math.sqrt((p * (1 - p)) / draws);

describe("signFlipTest: Monte Carlo over 20 cases", () => {
  it("takes 21 cases to Monte Carlo by default and 20 to the exact count", () => {
    const d = Array.from({ length: 21 }, (_, i) => i - 9);
    expect(signFlipTest(d.slice(0, 20)).exact).toBe(true);
    const mc = signFlipTest(d, { rng: createRng(1) });
    expect(mc).toMatchObject({ exact: false, patterns: 10_000 });
    expect(signFlipTest(d.slice(0, 5), { exactUpTo: 4, rng: createRng(1), draws: 50 })).toMatchObject({ exact: false, patterns: 50 });
  });

  it.each([
    ["21 cases, one word of sign bits", 21, 0.35],
    ["34 cases, two words of sign bits (the second partly used)", 34, 0.25],
  ])("agrees with the exact two- and one-sided p: %s", (_label, n, shift) => {
    const d = Array.from({ length: n }, (_, i) => Math.sin(i * 2.3) + shift);
    const exact = signFlipTest(d, { exactUpTo: n });
    const draws = 20_000;
    const mc = signFlipTest(d, { rng: createRng(7), draws });
    for (const key of ["pTwoSided", "pGreater", "pLess"] as const) {
      expect(Math.abs(mc[key] - exact[key])).toBeLessThan(4 * se(exact[key], draws) + 1 / draws);
    }
    // A positive sum: small pGreater, large pLess, and they overlap only at ties.
    expect(mc.pGreater).toBeLessThan(0.2);
    expect(mc.pLess).toBeGreaterThan(0.8);
  });

  it("a sign bit past the 32nd case matters: flipping the data's last case moves p", () => {
    const base = Array.from({ length: 40 }, (_, i) => (i < 39 ? 0 : 5));
    const flipped = base.map((x, i) => (i === 39 ? -x : x));
    const draws = 4_000;
    const a = signFlipTest(base, { rng: createRng(3), draws });
    const b = signFlipTest(flipped, { rng: createRng(3), draws });
    // Only the last case is not zero: every pattern's sum is ±5, half of them +5.
    expect(a.pTwoSided).toBe(1);
    expect(Math.abs(a.pGreater - 0.5)).toBeLessThan(4 * se(0.5, draws));
    expect(Math.abs(b.pLess - 0.5)).toBeLessThan(4 * se(0.5, draws));
  });

  it("counts the observed pattern: p = (b + 1)/(B + 1), never 0, and ties within tolerance count", () => {
    const ones = Array.from({ length: 25 }, () => 1);
    const r = signFlipTest(ones, { rng: createRng(9), draws: 99 });
    expect(r.pGreater).toBe(1 / 100);
    expect(r.pLess).toBe(1);
    expect(r.pTwoSided).toBe(1 / 100);
    const zeros = signFlipTest(Array.from({ length: 25 }, () => 0), { rng: createRng(9), draws: 99 });
    expect(zeros).toMatchObject({ pTwoSided: 1, pGreater: 1, pLess: 1 });
    // All equal magnitudes with sum 1 (13 up, 12 down): a sum of exactly ±1 ties the observed one.
    const mixed = Array.from({ length: 25 }, (_, i) => (i < 13 ? 0.1 : -0.1));
    const m = signFlipTest(mixed, { rng: createRng(4), draws: 20_000 });
    const exact = signFlipTest(mixed, { exactUpTo: 25 });
    // Every sum is an odd multiple of 0.1, so |Σ| ≥ 0.1 always (up to rounding, which the tolerance absorbs).
    expect(exact.pTwoSided).toBe(1);
    expect(m.pTwoSided).toBe(1);
  });

  it("refuses a draw count that is not a positive integer", () => {
    const d = Array.from({ length: 25 }, () => 1);
    for (const draws of [0, -5, 2.5]) {
      expect(() => signFlipTest(d, { rng: createRng(1), draws })).toThrow(new RangeError(`signFlipTest requires draws >= 1, got ${draws}`));
    }
    expect(signFlipTest(d, { rng: createRng(1), draws: 1 }).patterns).toBe(1);
  });
});

describe("signFlipMinCases", () => {
  it("5 one-sided and 6 two-sided at 0.05; 1 at level 1; refuses levels outside (0, 1]", () => {
    expect(signFlipMinCases(0.05, 1)).toBe(5);
    expect(signFlipMinCases(0.05, 2)).toBe(6);
    expect(signFlipMinCases(1, 2)).toBe(1);
    expect(signFlipMinCases(0.5, 1)).toBe(1);
    expect(signFlipMinCases(0.0625, 2)).toBe(5);
    for (const bad of [0, -0.1, 1.01, Number.NaN]) expect(() => signFlipMinCases(bad, 1)).toThrow(`signFlipMinCases requires a level in (0, 1], got ${bad}`);
  });
});
