/**
 * Exact two-sided binomial test.
 */
// @ts-nocheck

import binomialCdf from "@stdlib/stats-base-dists-binomial-cdf";
import binomialPmf from "@stdlib/stats-base-dists-binomial-pmf";

/**
 * Exact binomial test of H0: success probability = p0, two-sided by the "minimum likelihood"
 * rule of R `binom.test` and scipy `binomtest`: the p-value sums the probabilities of all
 * outcomes no more likely than the observed one (relative tolerance 1e-7, as both do).
 * @param x successes, integer in [0, n]
 * @param n trials, positive integer
 * @param p0 null probability in [0, 1]
 * @throws "binomialTest requires integers 0 <= x <= n, n >= 1 and 0 <= p0 <= 1"
 * @example binomialTest(682, 925, 0.75) // => 0.38249155…
 */
export function binomialTest(x: number, n: number, p0: number): number {
  if (!Number.isInteger(x) || !Number.isInteger(n) || n < 1 || x < 0 || x > n || !(p0 >= 0 && p0 <= 1)) {
    throw new RangeError(`binomialTest requires integers 0 <= x <= n, n >= 1 and 0 <= p0 <= 1, got x=${x}, n=${n}, p0=${p0}`);
  }
  if (p0 === 0) return x === 0 ? 1 : 0;
  if (p0 === 1) return x === n ? 1 : 0;
  // Upper tail P(X ≥ k) as the lower tail of n − X ~ Binomial(n, 1 − p0): no cancellation in 1 − F.
  const upper = (k: number) => (k <= 0 ? 1 : k > n ? 0 : binomialCdf(n - k, n, 1 - p0));
  const expected = n * p0;
  const d = binomialPmf(x, n, p0) * (1 + 1e-7);
  if (x === expected) return 1;
  if (x < expected) {
    let y = 0; // outcomes on the upper side at most as likely as x
    for (let i = Math.ceil(expected); i <= n; i++) if (binomialPmf(i, n, p0) <= d) y++;
    return Math.min(1, binomialCdf(x, n, p0) + upper(n - y + 1));
  }
  let y = 0; // outcomes on the lower side at most as likely as x
  for (let i = 0; i <= Math.floor(expected); i++) if (binomialPmf(i, n, p0) <= d) y++;
  return Math.min(1, (y > 0 ? binomialCdf(y - 1, n, p0) : 0) + upper(x));
}
