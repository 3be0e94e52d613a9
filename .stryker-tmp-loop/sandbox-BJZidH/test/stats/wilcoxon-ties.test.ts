// @ts-nocheck
import { describe, expect, it } from "vitest";
import { analyzeRatioMetric } from "../../src/stats/decision/metric-ratio.ts";
import { createRng } from "../../src/stats/core/rng.ts";
import { wilcoxonSignedRank } from "../../src/stats/hypothesis-tests/wilcoxon.ts";

// Data and reference values printed by `python3 test/stats/scipy/wilcoxon_ties.py` (scipy 1.17.1):
// per-case means b_i, c_i = b_i·num/den with the ratio from a few fractions; *_NOISY are the
// doubles math.log(c_i / b_i), where equal fractions differ in the last bits; scipy is given the
// logs of the fractions themselves (*_EXACT there, log(2/3) and log(3/2) equal in magnitude),
// i.e. the ties an exact computation sees.
// scipy 1.17.1
// LARGE: 60 cases, distinct |log ratio|: noisy 15, exact 9
const LARGE_B = [3.67, 3.01, 1.14, 1.02, 3.46, 3.64, 3.64, 3.73, 2.28, 3.72, 0.17, 0.89, 3.81, 3.52, 2.58, 3.54, 3.16, 3.51, 1.59, 2.8, 3.41, 1.12, 1.76, 1.62, 1.28, 0.81, 1.48, 2.9, 1.04, 2.98, 0.81, 1.69, 1.04, 0.7, 2.61, 2.63, 2.75, 0.46, 1.36, 3.32, 3.35, 2.03, 1.59, 0.37, 1.88, 1.31, 3.83, 2.25, 1.3, 0.2, 2.33, 2.27, 3.94, 0.22, 1.7, 1.95, 2.57, 2.71, 2.05, 1.47];
const LARGE_C = [4.5875, 2.2575, 0.855, 0.765, 2.3066666666666666, 2.73, 3.276, 1.865, 3.42, 2.48, 0.17, 1.335, 5.715, 3.168, 1.72, 3.186, 2.37, 3.8609999999999998, 1.06, 3.0799999999999996, 1.705, 1.232, 1.1733333333333333, 1.08, 0.8960000000000001, 1.215, 1.332, 2.61, 0.6933333333333334, 4.47, 0.6075, 2.535, 0.728, 1.0499999999999998, 2.3489999999999998, 2.104, 2.2, 0.34500000000000003, 1.496, 3.32, 2.68, 1.6239999999999999, 1.9875, 0.5549999999999999, 2.068, 0.9825, 2.681, 2.475, 1.4300000000000002, 0.1, 2.563, 3.4050000000000002, 2.6266666666666665, 0.14666666666666667, 2.125, 1.95, 1.799, 3.3875, 1.64, 1.323];
const LARGE_NOISY = [0.22314355131420993, -0.2876820724517809, -0.2876820724517809, -0.2876820724517809, -0.40546510810816444, -0.2876820724517809, -0.1053605156578264, -0.6931471805599453, 0.4054651081081644, -0.40546510810816444, 0.0, 0.4054651081081644, 0.4054651081081644, -0.10536051565782628, -0.40546510810816444, -0.10536051565782628, -0.2876820724517809, 0.09531017980432493, -0.40546510810816444, 0.09531017980432474, -0.6931471805599453, 0.09531017980432474, -0.40546510810816444, -0.40546510810816444, -0.3566749439387323, 0.4054651081081644, -0.10536051565782628, -0.10536051565782628, -0.40546510810816444, 0.4054651081081644, -0.2876820724517809, 0.40546510810816455, -0.35667494393873245, 0.4054651081081642, -0.1053605156578264, -0.2231435513142097, -0.2231435513142097, -0.2876820724517809, 0.09531017980432474, 0.0, -0.2231435513142097, -0.2231435513142097, 0.22314355131420976, 0.4054651081081642, 0.09531017980432493, -0.2876820724517809, -0.35667494393873245, 0.09531017980432493, 0.09531017980432493, -0.6931471805599453, 0.09531017980432493, 0.4054651081081644, -0.40546510810816444, -0.40546510810816444, 0.22314355131420976, 0.0, -0.3566749439387323, 0.22314355131420976, -0.2231435513142097, -0.10536051565782628];
// SMALL: 12 cases, distinct |log ratio|: noisy 7, exact 6
const SMALL_B = [1.68, 2.05, 0.4, 0.51, 3.01, 2.62, 0.22, 2.25, 0.38, 0.49, 2.2, 2.92];
const SMALL_C = [1.26, 1.025, 0.4, 0.561, 1.505, 2.096, 0.14666666666666667, 2.8125, 0.304, 0.49, 1.1, 1.9466666666666665];
const SMALL_NOISY = [-0.2876820724517809, -0.6931471805599453, 0.0, 0.09531017980432493, -0.6931471805599453, -0.2231435513142097, -0.40546510810816444, 0.22314355131420976, -0.22314355131420985, 0.0, -0.6931471805599453, -0.40546510810816444];

const close = (a: number, b: number, tol: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(tol);

describe("Wilcoxon ties that floating point splits", () => {
  it("normal path (57 non-zero of 60): ties within 1e-9 relative are ranked as ties, as scipy ranks the exact values", () => {
    const r = wilcoxonSignedRank(LARGE_NOISY);
    expect(r.method).toBe("normal");
    expect(r.ties).toBe(true);
    // scipy.stats.wilcoxon(LARGE_EXACT, correction=True, method='asymptotic', alternative='two-sided').pvalue
    close(r.p, 0.016389066725934348, 1e-12);
    // ... alternative='less' and alternative='greater'
    close(r.pLess, 0.008194533362967174, 1e-12);
    close(r.pGreater, 0.9919825723267272, 1e-12);
  });

  it("with tieTolerance 0 it ranks the noisy doubles as distinct, as scipy does on them", () => {
    const r = wilcoxonSignedRank(LARGE_NOISY, { tieTolerance: 0 });
    // scipy.stats.wilcoxon(LARGE_NOISY, correction=True, method='asymptotic', alternative='two-sided').pvalue
    close(r.p, 0.010420849958064823, 1e-12);
    // ... alternative='less'
    close(r.pLess, 0.0052104249790324115, 1e-12);
  });

  it("exact path (12 cases): the permutation distribution of the tied mid-ranks", () => {
    const r = wilcoxonSignedRank(SMALL_NOISY);
    expect(r.method).toBe("exact");
    // scipy.stats.wilcoxon(SMALL_EXACT, method=scipy.stats.PermutationMethod(n_resamples=np.inf), alternative='two-sided').pvalue
    close(r.p, 0.015625, 1e-12);
    // ... alternative='less'
    close(r.pLess, 0.0078125, 1e-12);
    // scipy.stats.wilcoxon(SMALL_NOISY, method=scipy.stats.PermutationMethod(n_resamples=np.inf), alternative='two-sided').pvalue
    close(wilcoxonSignedRank(SMALL_NOISY, { tieTolerance: 0 }).p, 0.013671875, 1e-12);
  });

  it("the cost metric's supplementary Wilcoxon on per-case log ratios gets the exact-tie p from the case means", () => {
    const values = LARGE_B.map((b, i) => ({ caseId: `c${i}`, baseline: [b], candidate: [LARGE_C[i] as number] }));
    const m = analyzeRatioMetric(values, { alpha: 0.05, rng: createRng(1), bootstrapResamples: 200, signFlipDraws: 2000 });
    // scipy.stats.wilcoxon(LARGE_EXACT, correction=True, method='asymptotic', alternative='two-sided').pvalue
    close(m.extra!.wilcoxonLogRatioP as number, 0.016389066725934348, 1e-12);
  });

  it("a log ratio that is 0 up to rounding counts as a zero difference", () => {
    // 0.1·3/3 is 0.10000000000000002 as a double: the case did not change.
    const values = [...Array.from({ length: 7 }, (_, i) => ({ caseId: `a${i}`, baseline: [1 + i], candidate: [0.8 * (1 + i)] })),
      { caseId: "same", baseline: [0.1], candidate: [(0.1 * 3) / 3] }];
    expect((0.1 * 3) / 3).not.toBe(0.1);
    const m = analyzeRatioMetric(values, { alpha: 0.05, rng: createRng(1), bootstrapResamples: 200, signFlipDraws: 2000 });
    // 7 equal negative log ratios and one zero dropped: exact p = 2/2^7, as
    // scipy.stats.wilcoxon([-1]*7, method='exact').pvalue = 0.015625
    close(m.extra!.wilcoxonLogRatioP as number, 0.015625, 1e-15);
  });
});
