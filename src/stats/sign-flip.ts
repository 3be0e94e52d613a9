/**
 * Sign-flip (paired randomisation) test for the sum of per-case differences.
 */
import type { Rng } from "./rng.ts";

export interface SignFlipResult {
  /** Two-sided p: share of sign patterns with |Σ s_i d_i| ≥ |Σ d_i| (the observed pattern included). */
  pTwoSided: number;
  /** One-sided p for a positive sum: share with Σ s_i d_i ≥ Σ d_i. */
  pGreater: number;
  /** One-sided p for a negative sum: share with Σ s_i d_i ≤ Σ d_i. */
  pLess: number;
  /** True when all 2^n patterns were enumerated. */
  exact: boolean;
  /** Patterns evaluated: 2^n when exact, else the Monte Carlo draws B. */
  patterns: number;
}

export interface SignFlipOptions {
  /** Needed only when n > exactUpTo (Monte Carlo). */
  rng?: Rng;
  /** Monte Carlo draws B, default 10,000. */
  draws?: number;
  /** Enumerate every pattern up to this many cases, default 20. */
  exactUpTo?: number;
}

/**
 * Two-sided and one-sided sign-flip randomisation test of H0 "the arm labels within each case
 * are exchangeable" (Fisher 1935, The Design of Experiments §21, Darwin's Zea mays; scipy
 * `permutation_test(..., permutation_type='samples')`). The statistic is Σ s_i·d_i over sign
 * patterns s. Up to `exactUpTo` cases every pattern is enumerated; the null distribution is
 * symmetric (pattern −s gives −S), so only the 2^(n−1) patterns with s_1 = +1 are visited, in
 * Gray-code order so that each step changes the sum by one term (O(1) per pattern). Above it,
 * B random patterns give p = (b + 1)/(B + 1) (Phipson & Smyth 2010, "Permutation p-values
 * should never be zero"). Sums within 1e-9·Σ|d_i| of the observed one count as ties, so
 * rounding in the running sum never drops the observed pattern.
 * @throws "signFlipTest requires at least one difference" on empty input;
 *         "signFlipTest requires an rng above exactUpTo cases" when Monte Carlo has no generator
 * @example signFlipTest([6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75]).pTwoSided // => 0.05267333984375
 */
export function signFlipTest(diffs: readonly number[], opts: SignFlipOptions = {}): SignFlipResult {
  const n = diffs.length;
  if (n === 0) throw new RangeError("signFlipTest requires at least one difference");
  if (diffs.some((d) => !Number.isFinite(d))) throw new RangeError("signFlipTest requires finite differences");
  const observed = diffs.reduce((s, d) => s + d, 0);
  const tol = 1e-9 * diffs.reduce((s, d) => s + Math.abs(d), 0);
  if (n <= (opts.exactUpTo ?? 20)) return exactSignFlip(diffs, observed, tol);
  if (!opts.rng) throw new RangeError("signFlipTest requires an rng above exactUpTo cases");
  return monteCarloSignFlip(diffs, observed, tol, opts.rng, opts.draws ?? 10_000);
}

function exactSignFlip(d: readonly number[], observed: number, tol: number): SignFlipResult {
  const m = d.length - 1; // d[0] keeps its sign; the mirrored half is counted by symmetry
  const signs = new Int8Array(d.length).fill(1);
  const absObs = Math.abs(observed);
  let sum = observed;
  let countAbs = 0;
  let countGe = 0; // patterns in this half with S ≥ observed
  let countLe = 0; // … with S ≤ observed
  let countMirrorGe = 0; // … whose mirror −S is ≥ observed, i.e. S ≤ −observed
  let countMirrorLe = 0; // … whose mirror −S is ≤ observed, i.e. S ≥ −observed
  const total = 2 ** m;
  for (let g = 0; g < total; g++) {
    if (g > 0) {
      const j = 31 - Math.clz32(g & -g); // Gray code: flip the lowest set bit's element
      const i = j + 1;
      sum -= 2 * (signs[i] as number) * (d[i] as number);
      signs[i] = -(signs[i] as number);
    }
    if (Math.abs(sum) >= absObs - tol) countAbs++;
    if (sum >= observed - tol) countGe++;
    if (sum <= observed + tol) countLe++;
    if (-sum >= observed - tol) countMirrorGe++;
    if (-sum <= observed + tol) countMirrorLe++;
  }
  const all = 2 * total;
  return {
    pTwoSided: Math.min(1, (2 * countAbs) / all),
    pGreater: (countGe + countMirrorGe) / all,
    pLess: (countLe + countMirrorLe) / all,
    exact: true,
    patterns: all,
  };
}

function monteCarloSignFlip(d: readonly number[], observed: number, tol: number, rng: Rng, draws: number): SignFlipResult {
  if (!Number.isInteger(draws) || draws < 1) throw new RangeError(`signFlipTest requires draws >= 1, got ${draws}`);
  const absObs = Math.abs(observed);
  let countAbs = 0;
  let countGe = 0;
  let countLe = 0;
  for (let b = 0; b < draws; b++) {
    let sum = 0;
    for (const x of d) sum += rng() < 0.5 ? -x : x;
    if (Math.abs(sum) >= absObs - tol) countAbs++;
    if (sum >= observed - tol) countGe++;
    if (sum <= observed + tol) countLe++;
  }
  const p = (b: number) => (b + 1) / (draws + 1);
  return { pTwoSided: Math.min(1, p(countAbs)), pGreater: p(countGe), pLess: p(countLe), exact: false, patterns: draws };
}
