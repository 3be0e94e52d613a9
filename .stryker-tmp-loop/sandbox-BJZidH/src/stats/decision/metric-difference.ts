/**
 * Analysis of a secondary metric that is not a non-negative total: the mean per-case difference.
 */
// @ts-nocheck

import { pairedT } from "../hypothesis-tests/paired-t.ts";
import { signFlipTest } from "../hypothesis-tests/sign-flip.ts";
import { meanOf, type CaseValues } from "../core/case-data.ts";
import type { Rng } from "../core/rng.ts";
import type { MetricSummary } from "../core/types.ts";

/**
 * Mean-difference analysis (Miller 2024 eq. 7 on per-case means): suite values are the means
 * of the per-case means; `delta` = mean(d) with d_i = mean_C(i) − mean_B(i) (absolute units);
 * `ci` = two-sided (1 − alpha) paired t interval (null with one case); `p` = two-sided sign-flip
 * p of Σd (exact up to 20 cases, else Monte Carlo with (b + 1)/(B + 1)). Descriptive only.
 * @throws "analyzeDifferenceMetric requires at least one value per case and arm"
 * @example analyzeDifferenceMetric([{ caseId: "a", baseline: [1], candidate: [1.5] }, { caseId: "b", baseline: [2], candidate: [2.5] }],
 *   { alpha: 0.05, rng: createRng(3), signFlipDraws: 10000 }).delta // => 0.5
 */
export function analyzeDifferenceMetric(
  values: readonly CaseValues[],
  opts: { alpha: number; rng: Rng; signFlipDraws: number },
): MetricSummary {
  if (values.length === 0 || values.some((c) => c.baseline.length === 0 || c.candidate.length === 0)) {
    throw new RangeError("analyzeDifferenceMetric requires at least one value per case and arm");
  }
  const b = values.map((c) => meanOf(c.baseline));
  const c = values.map((v) => meanOf(v.candidate));
  const d = c.map((x, i) => x - (b[i] as number));
  const test = signFlipTest(d, { rng: opts.rng, draws: opts.signFlipDraws });
  const ci = d.length >= 2 ? pairedT(d, opts.alpha).ci : null;
  return {
    baseline: meanOf(b),
    candidate: meanOf(c),
    delta: meanOf(d),
    ci,
    p: test.pTwoSided,
    kind: "secondary",
    method:
      `mean of per-case differences (absolute); ${ci ? `${Math.round((1 - opts.alpha) * 1000) / 10}% paired t CI` : "no interval with one case"}; ` +
      `sign-flip p ${test.exact ? "exact" : `Monte Carlo over ${test.patterns} arm swaps`}`,
    extra: { pLess: test.pLess, pGreater: test.pGreater },
  };
}
