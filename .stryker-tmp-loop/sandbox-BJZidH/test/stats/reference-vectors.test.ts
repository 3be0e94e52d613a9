/**
 * Reference vectors: each expected value was produced by the scipy 1.17.1 (or R) call written
 * beside it. Exact values are compared exactly; the others to 1e-6 or better, except values
 * published only to 3–4 decimals, compared at that precision (noted where it applies).
 * The Python that prints every value is in test/stats/scipy/ (vectors.py, gsd.py, bca.py).
 */
// @ts-nocheck

import { describe, expect, it } from "vitest";
import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";
import {
  bcaInterval,
  binomialTest,
  constantBoundaries,
  crossingProbabilities,
  holmAdjust,
  jackknifeAcceleration,
  leaveOneOutRatios,
  mcnemar,
  minimumDetectableEffect,
  obfSpending,
  pairedT,
  percentileInterval,
  pocockSpending,
  ratioSignFlipTest,
  requiredCases,
  signFlipTest,
  spendingBoundaries,
  tangoInterval,
  wilcoxonSignedRank,
  wilsonInterval,
} from "../../src/stats/index.ts";

const close = (actual: number, expected: number, tol = 1e-9) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tol);
const DARWIN = [6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75];

describe("paired t", () => {
  it("1. R sleep data (Student 1908)", () => {
    const g1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
    const g2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
    const r = pairedT(g1.map((x, i) => x - (g2[i] as number)));
    // scipy: r = stats.ttest_rel(g1, g2); r.statistic, r.df, r.pvalue, r.confidence_interval(0.95)
    // R doc: t = -4.0621, df = 9, p-value = 0.002833, CI -2.4598858 -0.7001142
    close(r.t, -4.062127683382037);
    expect(r.df).toBe(9);
    close(r.p, 0.002832890197384273, 1e-12);
    close(r.ci[0], -2.459885763276983);
    close(r.ci[1], -0.7001142367230175);
  });
});

describe("Wilcoxon signed-rank", () => {
  it("2. Darwin's differences, exact", () => {
    // scipy: stats.wilcoxon(darwin, method='exact').pvalue; alternative='greater'
    const r = wilcoxonSignedRank(DARWIN);
    expect(r.method).toBe("exact");
    expect(r.statistic).toBe(96);
    expect(r.p).toBe(0.041259765625);
    expect(r.pGreater).toBe(0.0206298828125);
  });

  it("3. Darwin's differences, normal approximation", () => {
    // scipy: stats.wilcoxon(darwin, method='asymptotic').pvalue (correction=False) and correction=True
    close(wilcoxonSignedRank(DARWIN, { method: "normal", correction: false }).p, 0.04088813291185591, 1e-12);
    close(wilcoxonSignedRank(DARWIN, { method: "normal", correction: true }).p, 0.043772323763041174, 1e-12);
  });

  it("4. ties and a zero: normal with tie correction, Pratt, exact permutation", () => {
    const d = [1, 2, 2, 3, -1, 0, 4, 5];
    // scipy: stats.wilcoxon(d, method='asymptotic', correction=True).pvalue
    close(wilcoxonSignedRank(d, { method: "normal" }).p, 0.04178516840392211, 1e-12);
    // scipy: stats.wilcoxon(d, method='asymptotic').pvalue
    close(wilcoxonSignedRank(d, { method: "normal", correction: false }).p, 0.033966233087128726, 1e-12);
    // scipy: stats.wilcoxon(d, zero_method='pratt', method='asymptotic', correction=True).pvalue
    close(wilcoxonSignedRank(d, { method: "normal", zeroMethod: "pratt" }).p, 0.04130722986886355, 1e-12);
    // scipy: stats.wilcoxon(d).pvalue  (auto → exact permutation test, n <= 13)
    expect(wilcoxonSignedRank(d).p).toBe(0.046875);
    expect(wilcoxonSignedRank(d).statistic).toBe(26.5);
  });

  it("5. the two-sided p is capped at 1", () => {
    // scipy: stats.wilcoxon([1, 2, -3], method='exact').pvalue == 1.0 (stdlib-wilcoxon 0.2.3 gives 1.25)
    expect(wilcoxonSignedRank([1, 2, -3]).p).toBe(1);
  });

  it("6. Hollander & Wolfe depression scores (R wilcox.test doc)", () => {
    // scipy: d = np.round(np.subtract(x, y), 10); stats.wilcoxon(d, method='exact').pvalue; alternative='greater'
    const x = [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3];
    const y = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29];
    const d = x.map((v, i) => Math.round((v - (y[i] as number)) * 1e10) / 1e10);
    const r = wilcoxonSignedRank(d);
    expect(r.statistic).toBe(40); // R: V = 40
    expect(r.p).toBe(0.0390625);
    expect(r.pGreater).toBe(0.01953125);
  });
});

describe("sign-flip randomisation tests", () => {
  it("7. Fisher's analysis of Darwin's Zea mays (sum statistic)", () => {
    // scipy: stats.permutation_test((darwin,), np.sum, permutation_type='samples', n_resamples=np.inf).pvalue
    // and alternative='greater'
    const r = signFlipTest(DARWIN);
    expect(r.exact).toBe(true);
    expect(r.pTwoSided).toBe(0.05267333984375);
    expect(r.pGreater).toBe(0.026336669921875);
  });

  it("8. ratio of totals log(ΣC/ΣB), arms swapped within cases", () => {
    const B = [0.12, 0.5, 0.033, 0.9, 0.21, 0.075, 0.31, 1.4, 0.066, 0.27, 0.18, 0.045];
    const C = [0.1, 0.41, 0.035, 0.62, 0.19, 0.06, 0.33, 1.05, 0.05, 0.25, 0.15, 0.047];
    // scipy: st = lambda b, c, axis=-1: np.log(np.sum(c, axis=axis)/np.sum(b, axis=axis))
    // stats.permutation_test((B, C), st, permutation_type='samples', n_resamples=np.inf, vectorized=True).pvalue
    // and alternative='less'
    const r = ratioSignFlipTest(B, C);
    expect(r.pTwoSided).toBe(0.013671875);
    expect(r.pLess).toBe(0.0068359375);
  });
});

describe("McNemar", () => {
  it("9. Bentur et al. b = 1, c = 7 (Fagerland et al. 2013)", () => {
    // scipy: b = stats.binom; min(1, 2*b.cdf(1, 8, .5)); minus b.pmf(1, 8, .5);
    // stats.chi2.sf((1-7)**2/8, 1); stats.chi2.sf((abs(1-7)-1)**2/8, 1)
    const r = mcnemar(1, 7);
    expect(r.exact).toBe(0.0703125);
    close(r.midP, 0.0390625, 1e-15);
    close(r.asymptotic, 0.033894853524689295, 1e-12);
    close(r.asymptoticCc, 0.07709987174354202, 1e-12);
  });

  it("10. Agresti's presidential approval, off-diagonals 150 and 86 (R mcnemar.test doc)", () => {
    // scipy: stats.chi2.sf((abs(150-86)-1)**2/236, 1)  (R: McNemar's chi-squared = 16.818, p-value = 4.115e-05)
    const r = mcnemar(150, 86);
    close(r.asymptoticCc, 4.114562281345944e-5, 1e-15);
    // scipy: stats.chi2.sf((150-86)**2/236, 1); min(1, 2*stats.binom.cdf(86, 236, .5))
    close(r.asymptotic, 3.099293441045215e-5, 1e-15);
    close(r.exact, 3.7159361395713866e-5, 1e-15);
  });

  it("11. Cavo et al. 2012 mid-p (R contingencytables::McNemar_midP_test_paired_2x2: P = 0.034690)", () => {
    // scipy: 2*stats.binom.cdf(6, 22, .5) - stats.binom.pmf(6, 22, .5)
    close(mcnemar(16, 6).midP, 0.03468966484069824, 1e-12);
  });
});

describe("binomial and Wilson", () => {
  it("12. 682 of 925 against 0.75 (R binom.test doc, Conover 1971)", () => {
    // scipy: stats.binomtest(682, 925, 0.75).pvalue   (R: p-value = 0.3825)
    close(binomialTest(682, 925, 0.75), 0.3824915595748517, 1e-10);
  });

  it("13. more exact binomial tests, both tails", () => {
    // scipy: stats.binomtest(3, 20, 0.5).pvalue; (7, 40, 0.25); (30, 40, 0.25)
    close(binomialTest(3, 20, 0.5), 0.0025768280029296875, 1e-15);
    close(binomialTest(7, 40, 0.25), 0.36108839634662426, 1e-12);
    close(binomialTest(30, 40, 0.25), 4.630880897739289e-11, 1e-18);
  });

  it("14. Wilson interval for 682 of 925", () => {
    // scipy: stats.binomtest(682, 925).proportion_ci(method='wilson')
    const [lo, hi] = wilsonInterval(682, 925);
    close(lo, 0.7079959876196205, 1e-9);
    close(hi, 0.7646358009714889, 1e-9);
  });
});

describe("Tango score interval", () => {
  it("15. Cavo et al. 2012, n12 = 6, n21 = 16, N = 161 (R contingencytables test: -0.0621 (95% CI -0.1240 to -0.0054))", () => {
    // Published to 4 decimals, so compared to 5e-5.
    const r = tangoInterval({ candidateOnly: 6, baselineOnly: 16, total: 161 });
    close(r.estimate, -0.0621, 5e-5);
    close(r.ci[0], -0.124, 5e-5);
    close(r.ci[1], -0.0054, 5e-5);
  });
});

describe("Holm", () => {
  it("16. R p.adjust(c(0.319, 0.201, 0.4, 0.374, 0.113), 'holm')", () => {
    const r = holmAdjust([0.319, 0.201, 0.4, 0.374, 0.113]) as number[];
    [0.957, 0.804, 0.957, 0.957, 0.565].forEach((e, i) => close(r[i] as number, e, 1e-12));
  });

  it("17. R p.adjust(c(0.01, 0.02, 0.03, 0.04, 0.05), 'holm'), with a null left out of the family", () => {
    const r = holmAdjust([0.01, null, 0.02, 0.03, 0.04, 0.05]);
    expect(r[1]).toBeNull();
    [0.05, 0.08, 0.09, 0.09, 0.09].forEach((e, i) => close(r[i === 0 ? 0 : i + 1] as number, e, 1e-12));
  });
});

describe("Miller 2024 power", () => {
  const z = { kA: 1, kB: 1, alpha: 0.05, power: 0.8 };
  it("18. eq. 9: ω² = 1/9, δ = 0.03 → n", () => {
    // scipy: z = stats.norm.ppf; (z(.975) + z(.8))**2 * (1/9) / 0.03**2
    close(requiredCases({ omega2: 1 / 9, sigmaA2: 0, sigmaB2: 0, ...z }, 0.03), 968.9974980677886, 1e-8);
  });
  it("19. eq. 10: n = 198, σ² = 1/6, K = 1 and K = 10", () => {
    // scipy: (z(.975) + z(.8)) * np.sqrt((1/9 + (1/6)/K + (1/6)/K)/198)
    close(minimumDetectableEffect({ omega2: 1 / 9, sigmaA2: 1 / 6, sigmaB2: 1 / 6, ...z }, 198), 0.1327333278739942, 1e-12);
    close(minimumDetectableEffect({ omega2: 1 / 9, sigmaA2: 1 / 6, sigmaB2: 1 / 6, ...z, kA: 10, kB: 10 }, 198), 0.0756696392667773, 1e-12);
  });
});

describe("group-sequential", () => {
  it("20. Lan–DeMets spending at t = 0.2 … 1, α = 0.05", () => {
    // scipy: 2 - 2*stats.norm.cdf(stats.norm.ppf(.975)/np.sqrt(t)); 0.05*np.log(1 + (np.e - 1)*t)
    const obf = [1.1726446842441618e-5, 0.0019419129967408466, 0.011396418465313252, 0.0284296307530727, 0.05];
    const poc = [0.014769726456017382, 0.026156858180579275, 0.03542565334311575, 0.04324198625815952, 0.05];
    [0.2, 0.4, 0.6, 0.8, 1].forEach((t, i) => {
      close(obfSpending(t, 0.05), obf[i] as number, 1e-13);
      close(pocockSpending(t, 0.05), poc[i] as number, 1e-13);
    });
  });

  it("21. O'Brien–Fleming boundaries, 5 equal looks, two-sided 0.05 (issue 6: 4.562, 3.226, 2.634, 2.281, 2.040)", () => {
    // Published to 3 decimals, so compared to 5e-4.
    const b = constantBoundaries([0.2, 0.4, 0.6, 0.8, 1], 0.025, "obf");
    [4.562, 3.226, 2.634, 2.281, 2.04].forEach((e, i) => close(b[i] as number, e, 5e-4));
  });

  it("22. O'Brien–Fleming and Pocock constants computed by numerical integration", () => {
    // scipy (test/stats/scipy/gsd.py): optimize.brentq on 1 - P(|Z1|<C/√t1, |Z2|<C/√t2, |Z3|<C) by integrate.dblquad = 0.05
    const obf3 = constantBoundaries([1 / 3, 2 / 3, 1], 0.025, "obf");
    close(obf3[0] as number, 3.471091442332031, 1e-6);
    close(obf3[2] as number, 2.0040355786122044, 1e-6);
    // scipy: optimize.brentq(lambda c: 1 - P(|Z1|<c, |Z2|<c; ρ = √½) - 0.05, …) with integrate.quad
    close(constantBoundaries([0.5, 1], 0.025, "pocock")[0] as number, 2.1782720887274354, 1e-6);
  });

  it("23. Lan–DeMets O'Brien–Fleming boundaries (gsDesign sfLDOF, α = 0.025 per side)", () => {
    // scipy (test/stats/scipy/gsd.py): look-by-look optimize.brentq with integrate.quad / dblquad crossing probabilities
    const b3 = spendingBoundaries([1 / 3, 2 / 3, 1], 0.025, obfSpending);
    close(b3[0] as number, 3.7103028732624996, 1e-9);
    close(b3[1] as number, 2.511427481269535, 1e-6);
    close(b3[2] as number, 1.9930474776107354, 1e-6);
    const uneven = spendingBoundaries([0.3, 1], 0.025, obfSpending);
    close(uneven[0] as number, 3.928572542626609, 1e-9);
    close(uneven[1] as number, 1.96022288439471, 1e-6);
  });

  it("24. peeking at |z| ≥ 1.96 (Armitage, McPherson & Rowe 1969)", () => {
    // scipy: 1 - P(|Z1|<1.96, |Z2|<1.96) by integrate.quad; 3 looks by integrate.dblquad
    close(crossingProbabilities([1.96, 1.96], [0.5, 1]).reduce((a, b) => a + b), 0.08311113888562349, 1e-9);
    close(crossingProbabilities([1.96, 1.96, 1.96], [1 / 3, 2 / 3, 1]).reduce((a, b) => a + b), 0.10724803593346188, 1e-9);
  });
});

describe("bootstrap intervals from a fixed replicate vector", () => {
  // reps_j = 0.7 + 0.1·Φ⁻¹((j + 0.5)/999) + 0.03·sin(j)³, j = 0 … 998
  const reps = Array.from({ length: 999 }, (_, j) => 0.7 + 0.1 * normalPpf((j + 0.5) / 999) + 0.03 * Math.sin(j) ** 3);
  const B = [1, 2, 3, 4, 10];
  const C = [1, 1, 3, 3, 6];
  const jack = leaveOneOutRatios(B, C).map((x) => (x as number) + 1); // θ_(i) of ΣC/ΣB

  it("25. BCa acceleration and levels (scipy.stats._resampling._bca_interval, paired data as indices)", () => {
    // scipy: _bca_interval((np.arange(5),), lambda i, axis=-1: np.sum(c[i], axis)/np.sum(b[i], axis), -1, 0.025, reps, None, xp)
    close(jackknifeAcceleration(jack), -0.05664667294593019, 1e-12);
    const r = bcaInterval(reps, 0.7, jack, 0.05);
    expect(r).not.toBeNull();
    close(r!.levels[0], 0.013836008593342507, 1e-9);
    close(r!.levels[1], 0.9613334772664869, 1e-9);
    // numpy: np.percentile(reps, alpha_1*100), np.percentile(reps, alpha_2*100)
    close(r!.ci[0], 0.4804929657708978, 1e-7);
    close(r!.ci[1], 0.8805006113876888, 1e-7);
  });

  it("26. percentile interval (numpy np.percentile(reps, [2.5, 97.5]))", () => {
    const [lo, hi] = percentileInterval(reps, 0.05);
    close(lo, 0.5045991566416024, 1e-7);
    close(hi, 0.8968691171525084, 1e-7);
  });
});

/** Φ⁻¹ for the fixture formula, from @stdlib (the same function the engine uses). */
function normalPpf(p: number): number {
  return normalQuantile(p, 0, 1);
}
