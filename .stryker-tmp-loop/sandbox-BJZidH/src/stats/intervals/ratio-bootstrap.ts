/**
 * Case-cluster bootstrap of the ratio of totals: bootstrap-t on the log ratio, percentile, BCa.
 */
// @ts-nocheck

import { bcaInterval, percentileInterval, sortNumbers, sortedQuantile } from "./bootstrap-intervals.ts";
import { leaveOneOutRatios, logRatioSe } from "./ratio-of-totals.ts";
import { indexSampler, type Rng } from "../core/rng.ts";

export interface RatioBootstrapResult {
  /** R = ΣC/ΣB − 1 on the data. */
  estimate: number;
  /** Bootstrap-t interval of R via log(ΣC/ΣB); null when the log ratio or its SE is undefined. */
  bootstrapT: [number, number] | null;
  /** Percentile interval of R. */
  percentile: [number, number];
  /** BCa interval of R; null when the bootstrap distribution is degenerate. */
  bca: [number, number] | null;
  /** Resamples drawn. */
  resamples: number;
  /** Resamples left out of the bootstrap-t pivot because their SE was 0 or their ratio undefined. */
  degenerate: number;
}

/**
 * Bootstrap that resamples whole cases with replacement, keeping each case's two arms together
 * (Davison & Hinkley 1997 §3.8 for clustered data; Miller 2024 §3 for cases as the unit). For
 * every resample it computes R* = ΣC* ÷ ΣB* − 1 and, for the bootstrap-t (studentized) interval
 * on L = log(ΣC/ΣB) (Efron & Tibshirani 1993 §12.5; Davison & Hinkley §5.2.1), the pivot
 * T* = (L* − L)/se* with the delta-method se of {@link logRatioSe}; the interval for L is
 * [L − q(1 − α/2)·se, L − q(α/2)·se], mapped back by exp(·) − 1. Written here (not taken
 * from a package) because no installed JavaScript package has a paired cluster bootstrap.
 * @param baseline per-case baseline means B_i (≥ 0), length n ≥ 2
 * @param candidate per-case candidate means C_i, same order
 * @param opts rng (seeded), resamples (default 2,000), alpha (two-sided, default 0.05)
 * @throws "caseBootstrapRatio requires equal-length arrays of at least two cases with a positive baseline total"
 * @example caseBootstrapRatio([1, 2, 3, 4, 10], [1, 1, 3, 3, 6], { rng: createRng(1) }).estimate // => -0.30000000000000004
 */
export function caseBootstrapRatio(
  baseline: readonly number[],
  candidate: readonly number[],
  opts: { rng: Rng; resamples?: number; alpha?: number },
): RatioBootstrapResult {
  const n = baseline.length;
  const sumB = baseline.reduce((s, x) => s + x, 0);
  const sumC = candidate.reduce((s, x) => s + x, 0);
  if (n < 2 || n !== candidate.length || !(sumB > 0)) {
    throw new RangeError(
      "caseBootstrapRatio requires equal-length arrays of at least two cases with a positive baseline total",
    );
  }
  const resamples = opts.resamples ?? 2000;
  const alpha = opts.alpha ?? 0.05;
  const estimate = sumC / sumB - 1;
  const logRatio = sumC > 0 ? Math.log(sumC / sumB) : null;
  const se = logRatio === null ? null : logRatioSe(baseline, candidate);

  const nextIndex = indexSampler(opts.rng, n);
  // Each case's terms as typed arrays, products included (the same doubles as computing them
  // per draw), and a resample's indices drawn in one call before they are summed: the loops
  // stay short and monomorphic, and every sum adds the same numbers in the same order as a
  // draw-and-add loop.
  const bs = Float64Array.from(baseline);
  const cs = Float64Array.from(candidate);
  const bbs = bs.map((b) => b * b);
  const ccs = cs.map((c) => c * c);
  const bcs = bs.map((b, i) => b * (cs[i] as number));
  const drawn = new Int32Array(n);
  const replicates: number[] = [];
  const pivots: number[] = [];
  let degenerate = 0;
  for (let r = 0; r < resamples; r++) {
    nextIndex.fill(drawn);
    let sb = 0, sc = 0, sbb = 0, scc = 0, sbc = 0;
    for (let k = 0; k < n; k++) {
      const i = drawn[k] as number;
      sb += bs[i] as number; sc += cs[i] as number; sbb += bbs[i] as number; scc += ccs[i] as number; sbc += bcs[i] as number;
    }
    if (sb === 0) { degenerate++; continue; }
    replicates.push(sc / sb - 1);
    if (logRatio === null || se === null || !(sc > 0)) { degenerate++; continue; }
    const mb = sb / n, mc = sc / n;
    const vb = (sbb - n * mb * mb) / (n - 1);
    const vc = (scc - n * mc * mc) / (n - 1);
    const cov = (sbc - n * mb * mc) / (n - 1);
    const seStar = Math.sqrt(Math.max(0, vc / (mc * mc) + vb / (mb * mb) - (2 * cov) / (mc * mb)) / n);
    // A resample of (nearly) one repeated case has no spread: its pivot is undefined.
    if (!(seStar > 1e-12)) { degenerate++; continue; }
    pivots.push((Math.log(sc / sb) - logRatio) / seStar);
  }

  let bootstrapT: [number, number] | null = null;
  if (logRatio !== null && se !== null && se > 0 && pivots.length > 0) {
    const sorted = sortNumbers(pivots);
    const qLo = sortedQuantile(sorted, alpha / 2);
    const qHi = sortedQuantile(sorted, 1 - alpha / 2);
    bootstrapT = [Math.exp(logRatio - qHi * se) - 1, Math.exp(logRatio - qLo * se) - 1];
  } else if (se === 0 && logRatio !== null) {
    bootstrapT = [estimate, estimate]; // every case has the same ratio: no sampling spread
  }
  const percentile = replicates.length > 0 ? percentileInterval(replicates, alpha) : ([estimate, estimate] as [number, number]);
  const jackknife = leaveOneOutRatios(baseline, candidate);
  const bca = replicates.length > 0 && jackknife.every((x) => x !== null)
    ? (bcaInterval(replicates, estimate, jackknife as number[], alpha)?.ci ?? null)
    : null;
  return { estimate, bootstrapT, percentile, bca, resamples, degenerate };
}
