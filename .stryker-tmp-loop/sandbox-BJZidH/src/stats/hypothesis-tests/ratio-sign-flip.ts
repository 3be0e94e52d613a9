/**
 * Sign-flip test for a ratio of totals, log(ΣC/ΣB), swapping arms within cases.
 */
// @ts-nocheck

import type { Rng } from "../core/rng.ts";
import { signFlipTest, type SignFlipResult } from "./sign-flip.ts";

/**
 * Two-sided randomisation test of |log(ΣC_i/ΣB_i)| where each case's arms may be swapped
 * (DESIGN §7; the randomisation argument of Fisher 1935 applied to a ratio statistic). Swapping
 * case i moves c_i − b_i from the numerator to the denominator, so ΣC + ΣB is the same for every
 * pattern and log(ΣC/ΣB) is a strictly increasing function of ΣC − ΣB = Σ s_i(c_i − b_i).
 * The test is therefore exactly the sign-flip test of the per-case differences c_i − b_i
 * ({@link signFlipTest}): exact over all 2^n patterns up to `exactUpTo` cases, else Monte
 * Carlo with (b + 1)/(B + 1). `pLess` is the one-sided p for a ratio below 1.
 * @param baseline per-case baseline values B_i (e.g. mean cost per trial, USD), ≥ 0
 * @param candidate per-case candidate values C_i, same order, ≥ 0
 * @throws "ratioSignFlipTest requires equal-length arrays of at least one case";
 *         "ratioSignFlipTest requires non-negative finite values"
 * @example ratioSignFlipTest([1, 2, 3], [0.5, 1, 1.5]).pTwoSided // => 0.25 (2 of 8 patterns)
 */
export function ratioSignFlipTest(
  baseline: readonly number[],
  candidate: readonly number[],
  opts: { rng?: Rng; draws?: number; exactUpTo?: number } = {},
): SignFlipResult {
  if (baseline.length === 0 || baseline.length !== candidate.length) {
    throw new RangeError("ratioSignFlipTest requires equal-length arrays of at least one case");
  }
  if ([...baseline, ...candidate].some((v) => !(v >= 0) || !Number.isFinite(v))) {
    throw new RangeError("ratioSignFlipTest requires non-negative finite values");
  }
  return signFlipTest(
    candidate.map((c, i) => c - (baseline[i] as number)),
    opts,
  );
}
