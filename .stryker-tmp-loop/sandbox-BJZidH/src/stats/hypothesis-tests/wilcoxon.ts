/**
 * Wilcoxon signed-rank test for paired differences.
 */
// @ts-nocheck

import normalCdf from "@stdlib/stats-base-dists-normal-cdf";

export interface WilcoxonOptions {
  /** "wilcox" drops zero differences (Wilcoxon 1945); "pratt" ranks them then ignores their ranks (Pratt 1959). */
  zeroMethod?: "wilcox" | "pratt";
  /** "auto": exact when at most 50 non-zero differences, else normal. */
  method?: "auto" | "exact" | "normal";
  /** Continuity correction of the normal approximation, default true (R's default). */
  correction?: boolean;
  /**
   * Relative tolerance under which two |d_i| are one tie, and under which a d_i (relative to the
   * largest |d|) counts as zero. Default 1e-9: differences that are equal as numbers but were
   * computed along different float paths (log(0.3/0.1) against log(6/2)) differ in the last
   * bits and would otherwise be ranked as distinct. 0 compares exactly, as scipy and R do.
   */
  tieTolerance?: number;
}

export interface WilcoxonResult {
  /** T⁺: sum of the (mid-)ranks of the positive differences. */
  statistic: number;
  /** T⁻: sum of the ranks of the negative differences. */
  tMinus: number;
  /** Non-zero differences. */
  n: number;
  zeros: number;
  ties: boolean;
  /** Two-sided p, never above 1. */
  p: number;
  pGreater: number;
  pLess: number;
  method: "exact" | "normal";
  /** Normal-approximation z (continuity-corrected when asked), null for the exact method. */
  z: number | null;
}

/**
 * Mid-ranks of values (ties get the mean of the ranks they span), 1-based. In ascending order,
 * a value joins the tie group of the group's first value when it is within `tol` of it,
 * relative to the larger magnitude (measured from the first value, so a chain of small steps
 * cannot grow a group without bound).
 */
function midRanks(values: readonly number[], tol: number): { ranks: number[]; tieSizes: number[] } {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(values.length);
  const tieSizes: number[] = [];
  const same = (a: number, b: number) => a === b || Math.abs(a - b) <= tol * Math.max(Math.abs(a), Math.abs(b));
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && same((order[j + 1] as readonly [number, number])[0], (order[i] as readonly [number, number])[0])) j++;
    const rank = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) ranks[(order[k] as readonly [number, number])[1]] = rank;
    tieSizes.push(j - i + 1);
    i = j + 1;
  }
  return { ranks, tieSizes };
}

/**
 * Exact null distribution of T⁺ conditional on the (mid-)ranks: every sign pattern of the
 * non-zero differences is equally likely. Counts subsets by doubled rank sums with the recursion
 * c_k(s) = c_{k−1}(s) + c_{k−1}(s − 2r_k) (research/statistics.md §3.1; the conditional test of
 * R `exactRankTests::wilcox.exact`). Returns P(T⁺ ≤ t) and P(T⁺ ≥ t).
 */
function exactTails(ranks: readonly number[], t: number): { le: number; ge: number } {
  const doubled = ranks.map((r) => Math.round(2 * r));
  const max = doubled.reduce((s, r) => s + r, 0);
  let counts = new Float64Array(max + 1);
  counts[0] = 1;
  for (const r of doubled) {
    const next = counts.slice();
    for (let s = r; s <= max; s++) next[s] = (next[s] as number) + (counts[s - r] as number);
    counts = next;
  }
  const total = 2 ** ranks.length;
  const t2 = 2 * t;
  let le = 0;
  let ge = 0;
  for (let s = 0; s <= max; s++) {
    if (s <= t2 + 1e-9) le += counts[s] as number;
    if (s >= t2 - 1e-9) ge += counts[s] as number;
  }
  return { le: le / total, ge: ge / total };
}

/**
 * Wilcoxon signed-rank test (Wilcoxon 1945; Hollander & Wolfe 1973 §3.1). Exact: the null
 * distribution of T⁺ given the (mid-)ranks, by counting sign patterns in integers — without ties
 * the distribution of R `wilcox.test` and scipy `method='exact'`, with ties or Pratt zeros the
 * permutation distribution of scipy's fallback. (`@stdlib/stats-base-dists-signrank-cdf` gives
 * the same values but can be one unit in the last place off; the counts divided by 2^n are
 * exact, and the tests check the two agree.) Normal: mean n(n+1)/4 and
 * variance n(n+1)(2n+1)/24 − Σ(t³ − t)/48 over tie groups t, with Pratt's zero adjustment
 * (Cureton 1967) and continuity correction z − sign(z)·½/σ — the formulas of scipy 1.17
 * `wilcoxon(method='asymptotic')`. The two-sided p is min(1, 2·min(one-sided p)), never above 1
 * (unlike `@stdlib/stats-wilcoxon` 0.2.3, which can return 1.25). Ties and zeros are found
 * with `tieTolerance` (default 1e-9 relative): per-case log ratios that are equal as fractions
 * but differ in the last bit are one tie, so the tie correction of the variance and the
 * mid-ranks are those of the exact values (tests check scipy on the exact values).
 * @throws "wilcoxonSignedRank requires at least one non-zero difference"; "wilcoxonSignedRank requires finite differences"
 * @example wilcoxonSignedRank([6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75]).p // => 0.041259765625
 */
export function wilcoxonSignedRank(diffs: readonly number[], opts: WilcoxonOptions = {}): WilcoxonResult {
  const zeroMethod = opts.zeroMethod ?? "wilcox";
  const correction = opts.correction ?? true;
  const tol = opts.tieTolerance ?? 1e-9;
  if (diffs.some((d) => !Number.isFinite(d))) throw new RangeError("wilcoxonSignedRank requires finite differences");
  const largest = diffs.reduce((m, d) => Math.max(m, Math.abs(d)), 0);
  // A difference within tol of 0, relative to the largest one, is a zero computed with rounding.
  const cleaned = diffs.map((d) => (Math.abs(d) <= tol * largest ? 0 : d));
  const zeros = cleaned.filter((d) => d === 0).length;
  const used = zeroMethod === "wilcox" ? cleaned.filter((d) => d !== 0) : cleaned;
  const n = diffs.length - zeros;
  if (n === 0) throw new RangeError("wilcoxonSignedRank requires at least one non-zero difference");
  const { ranks, tieSizes } = midRanks(used.map(Math.abs), tol);
  let tPlus = 0;
  let tMinus = 0;
  const nonZeroRanks: number[] = [];
  used.forEach((d, i) => {
    if (d > 0) tPlus += ranks[i] as number;
    if (d < 0) tMinus += ranks[i] as number;
    if (d !== 0) nonZeroRanks.push(ranks[i] as number);
  });
  // Tie groups among the non-zero values only (a zero group, under Pratt, is not a tie).
  const zeroGroup = zeroMethod === "pratt" && zeros > 0 ? zeros : 0;
  const tieGroups = tieSizes.filter((t, i) => !(i === 0 && zeroGroup > 0 && t === zeroGroup));
  const ties = tieGroups.some((t) => t > 1);
  const method = opts.method === "normal" || (opts.method !== "exact" && n > 50) ? "normal" : "exact";

  if (method === "exact") {
    const { le, ge } = exactTails(nonZeroRanks, tPlus);
    return { statistic: tPlus, tMinus, n, zeros, ties, p: Math.min(1, 2 * Math.min(le, ge)), pGreater: ge, pLess: le, method, z: null };
  }

  const count = used.length;
  let meanT = (count * (count + 1)) / 4;
  let varT = (count * (count + 1) * (2 * count + 1)) / 24;
  if (zeroGroup > 0) {
    meanT -= (zeroGroup * (zeroGroup + 1)) / 4;
    varT -= (zeroGroup * (zeroGroup + 1) * (2 * zeroGroup + 1)) / 24;
  }
  varT -= tieGroups.reduce((s, t) => s + t ** 3 - t, 0) / 48;
  const sd = Math.sqrt(varT);
  const zRaw = (tPlus - meanT) / sd;
  const shift = correction ? 0.5 / sd : 0;
  const z = zRaw - Math.sign(zRaw) * shift;
  const pGreater = 1 - normalCdf(zRaw - shift, 0, 1);
  const pLess = normalCdf(zRaw + shift, 0, 1);
  return { statistic: tPlus, tMinus, n, zeros, ties, p: Math.min(1, 2 * normalCdf(-Math.abs(z), 0, 1)), pGreater, pLess, method, z };
}
