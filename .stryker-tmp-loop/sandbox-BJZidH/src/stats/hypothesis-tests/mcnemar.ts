/**
 * McNemar tests for paired 0/1 outcomes (one outcome per case and arm).
 */
// @ts-nocheck

import binomialCdf from "@stdlib/stats-base-dists-binomial-cdf";
import binomialPmf from "@stdlib/stats-base-dists-binomial-pmf";
import chisquareCdf from "@stdlib/stats-base-dists-chisquare-cdf";

export interface McNemarResult {
  /** Exact conditional p: min(1, 2·P(X ≤ min(b, c))), X ~ Binomial(b + c, ½). */
  exact: number;
  /** Mid-p: exact − P(X = min(b, c)); 1 − ½·P(X = b) when b = c. */
  midP: number;
  /** χ² = (b − c)²/(b + c) on 1 df, without continuity correction. */
  asymptotic: number;
  /** χ² = (|b − c| − 1)²/(b + c), R `mcnemar.test` default. */
  asymptoticCc: number;
}

/**
 * McNemar's test (McNemar 1947) on the discordant counts of a paired 2×2 table, with the exact
 * conditional, mid-p (Fagerland, Lydersen & Laake 2013, BMC Med Res Methodol 13:91) and
 * asymptotic versions. Valid only on case-level outcomes (one trial per case and arm), never on
 * pooled trials (research/statistics.md §2.2). With b + c = 0 every p is 1.
 * @param b cases where the baseline passes and the candidate fails
 * @param c cases where the candidate passes and the baseline fails
 * @throws "mcnemar requires non-negative integer counts"
 * @example mcnemar(1, 7) // => { exact: 0.0703125, midP: 0.0390625, … }
 */
export function mcnemar(b: number, c: number): McNemarResult {
  if (!Number.isInteger(b) || !Number.isInteger(c) || b < 0 || c < 0) {
    throw new RangeError(`mcnemar requires non-negative integer counts, got b=${b}, c=${c}`);
  }
  const m = b + c;
  if (m === 0) return { exact: 1, midP: 1, asymptotic: 1, asymptoticCc: 1 };
  const k = Math.min(b, c);
  const exact = Math.min(1, 2 * binomialCdf(k, m, 0.5));
  const midP = b === c ? 1 - 0.5 * binomialPmf(k, m, 0.5) : exact - binomialPmf(k, m, 0.5);
  const chi = ((b - c) ** 2) / m;
  const chiCc = ((Math.max(0, Math.abs(b - c) - 1)) ** 2) / m;
  return { exact, midP, asymptotic: 1 - chisquareCdf(chi, 1), asymptoticCc: 1 - chisquareCdf(chiCc, 1) };
}
