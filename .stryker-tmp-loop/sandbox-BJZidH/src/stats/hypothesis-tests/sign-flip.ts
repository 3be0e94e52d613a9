/**
 * Sign-flip (paired randomisation) test for the sum of per-case differences.
 */
// @ts-nocheck

import type { Rng } from "../core/rng.ts";

export interface SignFlipResult {
  /** Two-sided p: share of sign patterns with |Σ s_i d_i| ≥ |Σ d_i| (the observed pattern included). */
  pTwoSided: number;
  /** One-sided p for a positive sum: share with Σ s_i d_i ≥ Σ d_i. */
  pGreater: number;
  /** One-sided p for a negative sum: share with Σ s_i d_i ≤ Σ d_i. */
  pLess: number;
  /** True when all 2^n patterns were counted. */
  exact: boolean;
  /** Patterns counted: 2^n when exact, else the Monte Carlo draws B. */
  patterns: number;
}

export interface SignFlipOptions {
  /** Needed only when n > exactUpTo (Monte Carlo). */
  rng?: Rng;
  /** Monte Carlo draws B, default 10,000. */
  draws?: number;
  /** Count every pattern up to this many cases, default 20. */
  exactUpTo?: number;
}

/**
 * Two-sided and one-sided sign-flip randomisation test of H0 "the arm labels within each case
 * are exchangeable" (Fisher 1935, The Design of Experiments §21, Darwin's Zea mays; scipy
 * `permutation_test(..., permutation_type='samples')`), statistic Σ s_i·d_i over sign patterns s.
 * Up to `exactUpTo` cases all 2^n patterns are counted exactly, by meet in the middle (Horowitz
 * & Sahni 1974): the 2^(n/2) signed sums of each half are sorted and pairs reaching the
 * threshold are counted with two pointers, O(2^(n/2)·n) instead of O(2^n). Above it, B random
 * patterns give p = (b + 1)/(B + 1) (Phipson & Smyth 2010, "Permutation p-values should never
 * be zero"). Sums within 1e-9·Σ|d_i| of the observed one count as ties, so rounding never drops
 * the observed pattern.
 * @throws "signFlipTest requires at least one difference"; "signFlipTest requires finite differences";
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

/**
 * The fewest cases at which an exact sign-flip test ({@link signFlipTest}) can give p ≤ `level`.
 * With n non-zero differences the most extreme pattern is the observed one alone, so the
 * smallest one-sided p is 1/2^n (`pLess` and `pGreater` count the observed pattern) and the
 * smallest two-sided p is 2/2^n (the observed pattern and its mirror); the answer is the least n
 * with sides/2^n ≤ level, i.e. ⌈log2(sides/level)⌉: 5 one-sided and 6 two-sided at 0.05
 * (scipy.stats.permutation_test((d,), np.sum, permutation_type='samples') on 5 negative
 * differences gives 0.03125 'less' and 0.0625 'two-sided'). Zero differences only add ties, so
 * this is a necessary condition, never a sufficient one.
 * @throws "signFlipMinCases requires a level in (0, 1]"
 * @example signFlipMinCases(0.05, 1) // => 5
 */
export function signFlipMinCases(level: number, sides: 1 | 2): number {
  if (!(level > 0 && level <= 1)) throw new RangeError(`signFlipMinCases requires a level in (0, 1], got ${level}`);
  let n = 1;
  while (sides / 2 ** n > level) n++;
  return n;
}

/** All 2^k sums ±x_1 ± … ± x_k, sorted ascending. */
function signedSums(xs: readonly number[]): Float64Array {
  return allSignedSums(xs).sort();
}

/**
 * All 2^k sums ±x_1 ± … ± x_k, in pattern order: entry p has −x_j where bit (k − 1 − j) of p is
 * set (the same order for any two lists of the same length, so Σ s·C and Σ s·B pair up).
 * @throws never
 * @example allSignedSums([1, 2]) // => Float64Array [3, -1, 1, -3]
 */
export function allSignedSums(xs: readonly number[]): Float64Array {
  let sums = new Float64Array([0]);
  for (const x of xs) {
    const next = new Float64Array(sums.length * 2);
    for (let i = 0; i < sums.length; i++) {
      next[2 * i] = (sums[i] as number) + x;
      next[2 * i + 1] = (sums[i] as number) - x;
    }
    sums = next;
  }
  return sums;
}

/**
 * Pairs (a_i, b_j) of two ascending lists with a_i + b_j ≥ threshold, by two pointers in
 * O(|a| + |b|) (the counting step of the meet-in-the-middle enumeration above).
 * @throws never
 * @example countAtLeast(Float64Array.of(-1, 1), Float64Array.of(-2, 2), 0) // => 2
 */
export function countAtLeast(a: Float64Array, b: Float64Array, threshold: number): number {
  let count = 0;
  let j = b.length; // first index of b with b[j] ≥ threshold − a[i]; moves left as a grows
  for (let i = 0; i < a.length; i++) {
    const need = threshold - (a[i] as number);
    while (j > 0 && (b[j - 1] as number) >= need) j--;
    count += b.length - j;
  }
  return count;
}

/** Pairs with a + b ≤ threshold: by symmetry of both lists, the pairs with (−a) + (−b) ≥ −threshold. */
function countAtMost(a: Float64Array, b: Float64Array, threshold: number): number {
  return countAtLeast(a, b, -threshold);
}

function exactSignFlip(d: readonly number[], observed: number, tol: number): SignFlipResult {
  const half = Math.floor(d.length / 2);
  const a = signedSums(d.slice(0, half));
  const b = signedSums(d.slice(half));
  const all = a.length * b.length;
  const t = Math.abs(observed) - tol;
  const extreme = t <= 0 ? all : countAtLeast(a, b, t) + countAtMost(a, b, -t);
  return {
    pTwoSided: extreme / all,
    pGreater: countAtLeast(a, b, observed - tol) / all,
    pLess: countAtMost(a, b, observed + tol) / all,
    exact: true,
    patterns: all,
  };
}

function monteCarloSignFlip(d: readonly number[], observed: number, tol: number, rng: Rng, draws: number): SignFlipResult {
  if (!Number.isInteger(draws) || draws < 1) throw new RangeError(`signFlipTest requires draws >= 1, got ${draws}`);
  const absObs = Math.abs(observed);
  const n = d.length;
  const x = Float64Array.from(d);
  let countAbs = 0;
  let countGe = 0;
  let countLe = 0;
  for (let r = 0; r < draws; r++) {
    let sum = 0;
    // One uniform double yields 32 independent sign bits (its top 32 bits). Bit set: −x_k.
    // x·(1 − 2·bit) is exactly ±x, so the sums are those of a branch on the bit, without a
    // branch the processor mispredicts half the time (this loop is most of a 1,000-case analysis).
    for (let i = 0; i < n; i += 32) {
      let bits = Math.floor(rng() * 4294967296);
      const end = Math.min(n, i + 32);
      for (let k = i; k < end; k++, bits >>>= 1) sum += (x[k] as number) * (1 - 2 * (bits & 1));
    }
    if (Math.abs(sum) >= absObs - tol) countAbs++;
    if (sum >= observed - tol) countGe++;
    if (sum <= observed + tol) countLe++;
  }
  const p = (b: number) => (b + 1) / (draws + 1);
  return { pTwoSided: Math.min(1, p(countAbs)), pGreater: p(countGe), pLess: p(countLe), exact: false, patterns: draws };
}
