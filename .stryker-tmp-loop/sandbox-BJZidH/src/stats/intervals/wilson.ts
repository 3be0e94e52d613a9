/**
 * Wilson score interval for one proportion.
 */
// @ts-nocheck

import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";

/**
 * Wilson score interval (Wilson 1927; scipy `binomtest(k, n).proportion_ci(method='wilson')`):
 * (p̂ + z²/2n ± z·√(p̂(1 − p̂)/n + z²/4n²)) / (1 + z²/n) with z = Φ⁻¹(1 − alpha/2).
 * @throws "wilsonInterval requires integers 0 <= k <= n, n >= 1 and 0 < alpha < 1"
 * @example wilsonInterval(682, 925) // => [0.707995…, 0.764635…]
 */
export function wilsonInterval(k: number, n: number, alpha = 0.05): [number, number] {
  if (!Number.isInteger(k) || !Number.isInteger(n) || n < 1 || k < 0 || k > n || !(alpha > 0 && alpha < 1)) {
    throw new RangeError(`wilsonInterval requires integers 0 <= k <= n, n >= 1 and 0 < alpha < 1, got k=${k}, n=${n}`);
  }
  const z = normalQuantile(1 - alpha / 2, 0, 1);
  const p = k / n;
  const z2 = z * z;
  const center = p + z2 / (2 * n);
  const half = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const den = 1 + z2 / n;
  // The limits are exactly 0 at k = 0 and 1 at k = n; rounding would leave 1e-17 there.
  return [k === 0 ? 0 : (center - half) / den, k === n ? 1 : (center + half) / den];
}
