// @ts-nocheck
import { describe, expect, it } from "vitest";
import { analyzeRatioMetric } from "../../src/stats/decision/metric-ratio.ts";
import { ratioSignFlipInterval } from "../../src/stats/intervals/ratio-sign-flip-interval.ts";
import { createRng } from "../../src/stats/core/rng.ts";
import { signFlipTest } from "../../src/stats/hypothesis-tests/sign-flip.ts";

const B = [0.12, 0.5, 0.033, 0.9, 0.21, 0.075, 0.31, 1.4, 0.066, 0.27];
const C = [0.1, 0.41, 0.035, 0.62, 0.19, 0.06, 0.33, 1.05, 0.05, 0.25];

describe("sign-flip interval for a ratio of paired totals", () => {
  it("matches the inversion of scipy's exact permutation test", () => {
    // python3 test/stats/scipy/sign_flip_interval.py: bisection on
    // scipy.stats.permutation_test((C − θB,), np.sum, permutation_type='samples', n_resamples=np.inf,
    // alternative='two-sided').pvalue > 0.05 → R in [-0.2684451854939569, -0.025210084033600588];
    // p at θ = 1 is 0.02734375.
    const r = ratioSignFlipInterval(B, C, { alpha: 0.05 });
    expect(r.test.pTwoSided).toBe(0.02734375);
    expect(r.ci[0]).toBeCloseTo(-0.2684451854939569, 8);
    expect(r.ci[1]).toBeCloseTo(-0.025210084033600588, 8);
  });

  it("excludes no change exactly when the two-sided p ≤ alpha, on exact and Monte Carlo paths", () => {
    const rng = createRng(11);
    let excluded = 0;
    for (let rep = 0; rep < 60; rep++) {
      const n = 6 + (rep % 30);
      const b = Array.from({ length: n }, () => Math.exp(2 * rng()));
      const ratio = 0.75 + 0.3 * rng();
      const c = b.map((x) => x * ratio * Math.exp(0.6 * (rng() - 0.5)));
      const r = ratioSignFlipInterval(b, c, { alpha: 0.05, rng: createRng(rep + 1), draws: 2000 });
      const estimate = c.reduce((s, x) => s + x, 0) / b.reduce((s, x) => s + x, 0) - 1;
      expect(r.ci[0]).toBeLessThanOrEqual(estimate);
      expect(r.ci[1]).toBeGreaterThanOrEqual(estimate);
      const excludes = r.ci[0] > 0 || r.ci[1] < 0;
      expect(excludes).toBe(r.test.pTwoSided <= 0.05);
      if (excludes) excluded++;
      if (r.ci[1] < 0) expect(r.test.pLess).toBeLessThanOrEqual(0.05);
      if (r.ci[0] > 0) expect(r.test.pGreater).toBeLessThanOrEqual(0.05);
    }
    expect(excluded).toBeGreaterThan(5); // both outcomes occur
    expect(excluded).toBeLessThan(55);
  });

  it("reports the same test as signFlipTest on C − B, Monte Carlo patterns included", () => {
    const b = Array.from({ length: 30 }, (_, i) => 1 + (i % 7));
    const c = b.map((x, i) => x * (0.8 + 0.3 * Math.sin(i)));
    const r = ratioSignFlipInterval(b, c, { rng: createRng(4), draws: 5000 });
    expect(r.test).toEqual(signFlipTest(c.map((x, i) => x - (b[i] as number)), { rng: createRng(4), draws: 5000 }));
  });

  it("Monte Carlo ends come close to the exact ones", () => {
    const b = [...B, 0.4, 0.22, 0.09, 0.7];
    const c = [...C, 0.35, 0.2, 0.1, 0.5];
    const exact = ratioSignFlipInterval(b, c);
    const mc = ratioSignFlipInterval(b, c, { exactUpTo: 10, rng: createRng(5), draws: 20000 });
    expect(mc.test.exact).toBe(false);
    expect(Math.abs(mc.ci[0] - exact.ci[0])).toBeLessThan(0.01);
    expect(Math.abs(mc.ci[1] - exact.ci[1])).toBeLessThan(0.01);
  });

  it("has zero width when every case has the same ratio, and an open end a zero-baseline case can force", () => {
    const same = ratioSignFlipInterval([1, 2, 3, 4, 5, 6], [0.8, 1.6, 2.4, 3.2, 4, 4.8]);
    expect(same.ci[0]).toBeCloseTo(-0.2, 12);
    expect(same.ci[1]).toBeCloseTo(-0.2, 12);
    // Case 1 costs 5 in the candidate and nothing in the baseline: its residual 5 − θ·0 stays
    // positive for every θ, so no large θ makes all residuals one sign.
    const open = ratioSignFlipInterval([0, 1, 1, 1, 1, 1], [5, 1, 1, 1, 1, 1]);
    expect(open.ci[1]).toBe(Infinity);
  });

  it("analyses costs near 1e300 as the same costs in dollars (rescaled, no overflow)", () => {
    const values = B.map((b, i) => ({ caseId: `c${i}`, baseline: [b, b * 1.1], candidate: [C[i] as number, (C[i] as number) * 0.9] }));
    const big = values.map((v) => ({ ...v, baseline: v.baseline.map((x) => x * 1e300), candidate: v.candidate.map((x) => x * 1e300) }));
    const opts = { alpha: 0.05, bootstrapResamples: 500, signFlipDraws: 2000 };
    const small = analyzeRatioMetric(values, { ...opts, rng: createRng(9) });
    const large = analyzeRatioMetric(big, { ...opts, rng: createRng(9) });
    expect(large.method).not.toMatch(/undefined/);
    expect(large.delta!).toBeCloseTo(small.delta!, 12);
    expect(large.p).toBe(small.p);
    expect(large.ci![0]).toBeCloseTo(small.ci![0], 8);
    expect(large.ci![1]).toBeCloseTo(small.ci![1], 8);
    const t = large.extra!.ciBootstrapT as [number, number];
    expect(t[0]).toBeCloseTo((small.extra!.ciBootstrapT as [number, number])[0], 8);
    expect(large.baseline! / small.baseline!).toBeCloseTo(1e300, -290);
  });

  it("says the values are too large to analyse when a mean or total is not finite", () => {
    const values = B.map((b, i) => ({ caseId: `c${i}`, baseline: [b * 1.5e308], candidate: [(C[i] as number) * 1.5e308] }));
    const m = analyzeRatioMetric(values, { alpha: 0.05, rng: createRng(1), bootstrapResamples: 200, signFlipDraws: 2000 });
    expect(m.ci).toBeNull();
    expect(m.method).toMatch(/values too large to analyse/);
  });
});
