/**
 * Analysis of a ratio metric (cost, tokens, turns…): the relative change of suite totals.
 */
// @ts-nocheck

import { caseBootstrapRatio } from "../intervals/ratio-bootstrap.ts";
import { leaveOneOutRatios } from "../intervals/ratio-of-totals.ts";
import { ratioSignFlipInterval } from "../intervals/ratio-sign-flip-interval.ts";
import { signFlipMinCases } from "../hypothesis-tests/sign-flip.ts";
import { pairedT } from "../hypothesis-tests/paired-t.ts";
import { wilcoxonSignedRank } from "../hypothesis-tests/wilcoxon.ts";
import { meanOf, type CaseValues } from "../core/case-data.ts";
import type { Rng } from "../core/rng.ts";
import type { MetricSummary } from "../core/types.ts";

export interface RatioAnalysisOptions {
  alpha: number;
  rng: Rng;
  bootstrapResamples: number;
  signFlipDraws: number;
}

/**
 * A metric summary whose numbers could not be computed, with the reason as its method.
 * @throws never
 * @example unavailableMetric("ratio", "not recorded").method // => "not estimated: not recorded"
 */
export function unavailableMetric(kind: MetricSummary["kind"], reason: string): MetricSummary {
  return { baseline: null, candidate: null, delta: null, ci: null, p: null, method: `not estimated: ${reason}`, kind };
}

/**
 * Ratio-of-totals analysis of one metric (DESIGN §7; research/statistics.md §3.3–3.4):
 * suite value = Σ over cases of the per-case mean per trial; `delta` = ΣC/ΣB − 1; `ci` = the
 * (1 − alpha) sign-flip interval ({@link ratioSignFlipInterval}: the ratios θ that the
 * two-sided sign-flip test of C_i − θ·B_i does not reject, a randomisation form of Fieller's
 * interval), so `ci` excludes 0 exactly when `p` ≤ alpha and never contradicts the one-sided
 * p-values the decision uses; `ci` is null, with `extra.ciNotEstimable`
 * = { reason, cases, minimumCases }, when there are fewer cases than the two-sided sign-flip test
 * needs to reach p ≤ alpha ({@link signFlipMinCases}(alpha, 2): 6 at 0.05), because then the
 * (1 − alpha) interval dual to the test is unbounded. `p` = two-sided sign-flip p of
 * |log(ΣC/ΣB)|. `extra` holds the one-sided p-values (`pLess` for a decrease, `pGreater` for an
 * increase), the case-bootstrap intervals (bootstrap-t on the log ratio, clamped to the range
 * of per-case ratios, percentile and BCa: supplementary, they under-cover at 12–40 cases, see
 * calibration.ts), the per-case geometric-mean ratio with its paired-t interval on log ratios,
 * the leave-one-case-out range of delta and a Wilcoxon signed-rank p on the per-case log
 * ratios (supplementary). Values are rescaled by a power of two before any arithmetic (exact,
 * and the ratio does not depend on the unit), so totals near 1e300 do not overflow; a per-case
 * mean that is not finite (or a total that overflows) makes the metric not estimated, saying
 * the values are too large to analyse.
 * Every case needs at least one value per arm (the integrity check guarantees it).
 * @throws "analyzeRatioMetric requires at least one value per case and arm"
 * @example analyzeRatioMetric([{ caseId: "a", baseline: [1], candidate: [0.8] }, { caseId: "b", baseline: [3], candidate: [2.4] }],
 *   { alpha: 0.05, rng: createRng(7), bootstrapResamples: 2000, signFlipDraws: 10000 }).delta // => -0.19999999999999996
 */
export function analyzeRatioMetric(values: readonly CaseValues[], opts: RatioAnalysisOptions): MetricSummary {
  if (values.length === 0 || values.some((c) => c.baseline.length === 0 || c.candidate.length === 0)) {
    throw new RangeError("analyzeRatioMetric requires at least one value per case and arm");
  }
  const rawB = values.map((c) => meanOf(c.baseline));
  const rawC = values.map((v) => meanOf(v.candidate));
  if ([...rawB, ...rawC].some((x) => x < 0)) return unavailableMetric("ratio", "negative values cannot form a ratio of totals");
  const rawSumB = rawB.reduce((s, x) => s + x, 0);
  const rawSumC = rawC.reduce((s, x) => s + x, 0);
  if (![...rawB, ...rawC].every(Number.isFinite) || !Number.isFinite(rawSumB) || !Number.isFinite(rawSumC)) {
    return unavailableMetric("ratio", "values too large to analyse (a per-case mean or an arm's total is not a finite number)");
  }
  if (rawSumB === 0) return { ...unavailableMetric("ratio", "the baseline total is 0, so no relative change exists"), baseline: 0, candidate: rawSumC };
  // Work in units of a power of two near the largest value: scaling by 2^k is exact (short of
  // subnormals), leaves every ratio, p-value and interval as it is, and keeps squares and sums
  // of costs near 1e300 (or 1e-300) finite and normal.
  const unit = 2 ** Math.floor(Math.log2(Math.max(...rawB, ...rawC)));
  const b = rawB.map((x) => x / unit);
  const c = rawC.map((x) => x / unit);
  const sumB = rawSumB;
  const sumC = rawSumC;

  const interval = ratioSignFlipInterval(b, c, { alpha: opts.alpha, rng: opts.rng, draws: opts.signFlipDraws });
  const test = interval.test;
  const n = values.length;
  const signFlip = test.exact ? `exact over 2^${n} arm swaps` : `Monte Carlo over ${test.patterns} arm swaps`;
  const base = { baseline: sumB, candidate: sumC, delta: sumC / sumB - 1, p: test.pTwoSided, kind: "ratio" as const };
  if (n < 2) {
    return { ...base, ci: null, method: `ratio of totals ΣC/ΣB − 1 over per-case means; no interval with one case; sign-flip p ${signFlip}`, extra: { pLess: test.pLess, pGreater: test.pGreater } };
  }
  const level = `${round((1 - opts.alpha) * 100)}%`;
  const minCases = signFlipMinCases(opts.alpha, 2);
  if (test.exact && n < minCases) {
    // Too few cases for a (1 − α) interval: the two-sided sign-flip test cannot reach α (its
    // smallest p is 2/2^n), so the interval that inverts it is unbounded, and a case bootstrap
    // of n < 6 cases has at most C(2n − 1, n) distinct resamples, all inside the range of the
    // per-case ratios: its interval is far too narrow (2 cases even gave a zero-width one).
    return {
      ...base,
      ci: null,
      method:
        `ratio of totals ΣC/ΣB − 1 over per-case means; no ${level} interval with ${n} cases (too few): the smallest two-sided ` +
        `sign-flip p they allow is 2/2^${n} = ${fmtP(2 / 2 ** n)} > ${fmtP(opts.alpha)}, so the interval inverting the test is unbounded ` +
        `and a case bootstrap is far too narrow; at least ${minCases} cases are needed; sign-flip p ${signFlip}`,
      extra: {
        pLess: test.pLess,
        pGreater: test.pGreater,
        ciNotEstimable: { reason: "too few cases", cases: n, minimumCases: minCases },
        geometricMeanRatio: geometricMeanRatio(b, c, opts.alpha),
        leaveOneCaseOut: leaveOneOutRange(b, c),
        wilcoxonLogRatioP: wilcoxonOnLogRatios(b, c),
      },
    };
  }
  const boot = caseBootstrapRatio(b, c, { rng: opts.rng, resamples: opts.bootstrapResamples, alpha: opts.alpha });
  // ΣC/ΣB is a B-weighted mean of the per-case ratios C_i/B_i, so every bootstrap replicate
  // lies between the smallest and largest per-case ratio. A bootstrap-t endpoint beyond that
  // range (its pivot explodes when resamples of near-identical cases have se* ≈ 0) is
  // impossible in the bootstrap world; it is clamped to the range. (The sign-flip interval
  // lies inside the range by construction: beyond it every residual has one sign.)
  const ratios = b.flatMap((x, i) => (x > 0 ? [c[i]! / x - 1] : []));
  const lo = Math.min(...ratios);
  const hi = Math.max(...ratios);
  const rawT = boot.bootstrapT;
  const ciBootstrapT: [number, number] | null = rawT && ratios.length ? [Math.max(rawT[0], lo), Math.min(rawT[1], hi)] : rawT;
  const clamped = ciBootstrapT !== null && rawT !== null && (ciBootstrapT[0] !== rawT[0] || ciBootstrapT[1] !== rawT[1]);
  return {
    ...base,
    ci: interval.ci,
    method:
      `ratio of totals ΣC/ΣB − 1 over per-case means; ${level} sign-flip interval (the ratios θ not rejected by the two-sided ` +
      `sign-flip test of C_i − θ·B_i, ${signFlip}; randomisation form of Fieller's interval); sign-flip p ${signFlip}; ` +
      `case-bootstrap intervals (${opts.bootstrapResamples} resamples) supplementary`,
    extra: {
      pLess: test.pLess,
      pGreater: test.pGreater,
      ciBootstrapT,
      ciPercentile: boot.percentile,
      ciBca: boot.bca,
      geometricMeanRatio: geometricMeanRatio(b, c, opts.alpha),
      leaveOneCaseOut: leaveOneOutRange(b, c),
      wilcoxonLogRatioP: wilcoxonOnLogRatios(b, c),
      degenerateResamples: boot.degenerate,
      ...(clamped ? { ciBootstrapTUnclamped: rawT } : {}),
    },
  };
}

/** The range of R over leave-one-case-out subsets; null when every subset has a zero baseline total. */
function leaveOneOutRange(b: readonly number[], c: readonly number[]): [number, number] | null {
  const loo = leaveOneOutRatios(b, c).filter((x): x is number => x !== null);
  return loo.length > 0 ? [Math.min(...loo), Math.max(...loo)] : null;
}

function fmtP(p: number): string {
  return String(Number(p.toPrecision(3)));
}

/** exp(mean log(C_i/B_i)) − 1 with its paired-t interval; null unless every per-case value is positive. */
function geometricMeanRatio(b: readonly number[], c: readonly number[], alpha: number): { estimate: number; ci: [number, number] } | null {
  if ([...b, ...c].some((x) => !(x > 0))) return null;
  const logs = c.map((x, i) => Math.log(x / (b[i] as number)));
  const t = pairedT(logs, alpha);
  return { estimate: Math.exp(t.mean) - 1, ci: [Math.exp(t.ci[0]) - 1, Math.exp(t.ci[1]) - 1] };
}

function wilcoxonOnLogRatios(b: readonly number[], c: readonly number[]): number | null {
  if ([...b, ...c].some((x) => !(x > 0))) return null;
  // A log ratio below 1e-12 in size is a ratio of 1 computed with rounding (0.3/0.1 · 0.1/0.3),
  // a zero for the test; equal ratios reached along different float paths are tied by the
  // test's own relative tolerance.
  const logs = c.map((x, i) => {
    const l = Math.log(x / (b[i] as number));
    return Math.abs(l) < 1e-12 ? 0 : l;
  });
  return logs.some((d) => d !== 0) ? wilcoxonSignedRank(logs).p : 1;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
