/**
 * pass@k and pass^k of one case from n trials with c passes.
 *
 * pass@k — the probability that at least one of k trials passes — is estimated without bias by
 *   1 − C(n−c, k) / C(n, k)
 * (Chen et al. 2021, "Evaluating Large Language Models Trained on Code", arXiv:2107.03374,
 * §2.1, eq. 1), computed as 1 − ∏_{i=n−c+1}^{n} (1 − k/i), their numerically stable form. The
 * plug-in 1 − (1 − c/n)^k is biased low, which is why the estimator matters.
 *
 * pass^k — the probability that all k trials pass, the consistency metric — is estimated
 * without bias by C(c, k) / C(n, k) (Yao et al. 2024, "τ-bench", arXiv:2406.12045, §5),
 * computed as ∏_{i=0}^{k−1} (c − i)/(n − i).
 *
 * Both need k ≤ n: with fewer trials than k there is no unbiased estimate.
 */
// @ts-nocheck


function check(n: number, c: number, k: number): void {
  if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k) || n < 1 || c < 0 || c > n || k < 1) {
    throw new RangeError(`pass@k needs integers n ≥ 1, 0 ≤ c ≤ n, k ≥ 1; got n=${n}, c=${c}, k=${k}`);
  }
  if (k > n) throw new RangeError(`pass@${k} needs at least ${k} trials; this case has ${n}`);
}

/**
 * Unbiased pass@k (Chen et al. 2021, eq. 1).
 * @param n trials, c passes among them, k ≤ n
 * @throws RangeError when k > n or the counts are not valid
 * @example passAtK(10, 3, 5) // => 0.9166666666666666 (= 1 − C(7,5)/C(10,5) = 1 − 21/252)
 */
export function passAtK(n: number, c: number, k: number): number {
  check(n, c, k);
  if (n - c < k) return 1;
  let fail = 1;
  for (let i = n - c + 1; i <= n; i++) fail *= 1 - k / i;
  return 1 - fail;
}

/**
 * Unbiased pass^k, all k trials pass (Yao et al. 2024).
 * @param n trials, c passes among them, k ≤ n
 * @throws RangeError when k > n or the counts are not valid
 * @example passHatK(10, 8, 3) // => 0.4666666666666667 (= C(8,3)/C(10,3) = 56/120)
 */
export function passHatK(n: number, c: number, k: number): number {
  check(n, c, k);
  let p = 1;
  for (let i = 0; i < k; i++) p *= (c - i) / (n - i);
  return Math.max(0, p);
}
