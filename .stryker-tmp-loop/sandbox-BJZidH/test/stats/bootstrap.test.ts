// @ts-nocheck
import { describe, expect, it } from "vitest";
import { caseBootstrapRatio, createRng, indexSampler, leaveOneOutRatios, logRatioSe, ratioOfTotals } from "../../src/stats/index.ts";

const B = [0.12, 0.5, 0.033, 0.9, 0.21, 0.075, 0.31, 1.4, 0.066, 0.27, 0.18, 0.045];
const C = [0.1, 0.41, 0.035, 0.62, 0.19, 0.06, 0.33, 1.05, 0.05, 0.25, 0.15, 0.047];

describe("ratio of totals", () => {
  it("estimate, delta-method SE and leave-one-out values", () => {
    expect(ratioOfTotals([1, 2, 3, 4, 10], [1, 1, 3, 3, 6])).toBeCloseTo(-0.3, 15);
    // numpy: b, c = np.array([1,2,3,4,10.]), np.array([1,1,3,3,6.]); np.sqrt((np.var(c, ddof=1)/c.mean()**2
    //   + np.var(b, ddof=1)/b.mean()**2 - 2*np.cov(c, b)[0, 1]/(c.mean()*b.mean()))/5)
    expect(logRatioSe([1, 2, 3, 4, 10], [1, 1, 3, 3, 6])).toBeCloseTo(0.11572751247156901, 14);
    // research/statistics.md §9 #18: jackknife θ_(i) = [0.684211, 0.722222, 0.647059, 0.6875, 0.8]
    const loo = leaveOneOutRatios([1, 2, 3, 4, 10], [1, 1, 3, 3, 6]).map((x) => (x as number) + 1);
    [0.684211, 0.722222, 0.647059, 0.6875, 0.8].forEach((e, i) => expect(loo[i]).toBeCloseTo(e, 6));
    expect(ratioOfTotals([0, 0], [1, 2])).toBeNull();
  });
});

describe("caseBootstrapRatio", () => {
  it("matches scipy's percentile and BCa intervals within Monte Carlo error", () => {
    const r = caseBootstrapRatio(B, C, { rng: createRng(2024), resamples: 20_000 });
    // scipy: stats.bootstrap((B, C), lambda b, c, axis=-1: np.sum(c, axis)/np.sum(b, axis) - 1, paired=True,
    //   vectorized=True, n_resamples=200000, method='percentile' | 'BCa', rng=np.random.default_rng(12345))
    expect(Math.abs(r.percentile[0] - -0.2530999373394943)).toBeLessThan(0.01);
    expect(Math.abs(r.percentile[1] - -0.07692307692307698)).toBeLessThan(0.01);
    expect(Math.abs(r.bca![0] - -0.25960804275897176)).toBeLessThan(0.01);
    expect(Math.abs(r.bca![1] - -0.09349593495934971)).toBeLessThan(0.01);
  });

  it("gives a bootstrap-t interval around the estimate, reproducible from the seed", () => {
    const a = caseBootstrapRatio(B, C, { rng: createRng(7) });
    const b = caseBootstrapRatio(B, C, { rng: createRng(7) });
    expect(a).toEqual(b);
    expect(a.estimate).toBeCloseTo(ratioOfTotals(B, C) as number, 15);
    expect(a.bootstrapT![0]).toBeLessThan(a.estimate);
    expect(a.bootstrapT![1]).toBeGreaterThan(a.estimate);
    expect(a.resamples).toBe(2000);
  });

  it("collapses to the common ratio when every case changes by the same factor", () => {
    const r = caseBootstrapRatio(B, B.map((x) => x * 0.8), { rng: createRng(1), resamples: 500 });
    expect(r.bootstrapT![0]).toBeCloseTo(-0.2, 12);
    expect(r.bootstrapT![1]).toBeCloseTo(-0.2, 12);
  });

  it("falls back to no bootstrap-t when the candidate total is 0", () => {
    const r = caseBootstrapRatio([1, 2, 3], [0, 0, 0], { rng: createRng(1), resamples: 200 });
    expect(r.estimate).toBe(-1);
    expect(r.bootstrapT).toBeNull();
    expect(r.percentile).toEqual([-1, -1]);
  });

  it("says what it needs", () => {
    expect(() => caseBootstrapRatio([1], [1], { rng: createRng(1) })).toThrow(
      "caseBootstrapRatio requires equal-length arrays of at least two cases with a positive baseline total",
    );
  });
});

describe("random numbers", () => {
  it("createRng follows MT19937 (numpy: np.random.RandomState(42).random_sample() = 0.3745401188473625)", () => {
    expect(createRng(42)()).toBe(0.3745401188473625);
    expect(() => createRng(0)).toThrow("createRng requires an integer seed in [1, 4294967295], got 0");
  });

  it("indexSampler draws every index about equally often (χ² over 7 cells, 70,000 draws)", () => {
    const next = indexSampler(createRng(3), 7);
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 70_000; i++) counts[next()]!++;
    const chi2 = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(22.46); // scipy: stats.chi2.ppf(0.999, 6) = 22.4577
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it("indexSampler's fill continues the same stream as single draws", () => {
    const one = indexSampler(createRng(5), 1000);
    const expected = Array.from({ length: 2500 }, () => one());
    const batch = indexSampler(createRng(5), 1000);
    const a = new Int32Array(7);
    const b = new Int32Array(2492);
    batch.fill(a);
    const mid = batch();
    batch.fill(b);
    expect([...a, mid, ...b]).toEqual(expected);
  });
});
