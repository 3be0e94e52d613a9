/**
 * Seeded uniform random numbers for resampling (bootstrap, Monte Carlo sign-flip, calibration).
 * Randomness is always a parameter in src/stats: no function reads a global generator, so a
 * recorded seed reproduces every printed interval and p-value.
 */
// @ts-nocheck

import mt19937 from "@stdlib/random-base-mt19937";

/** A generator of uniform doubles in [0, 1). */
export type Rng = () => number;

/**
 * A Mersenne Twister (MT19937, Matsumoto & Nishimura 1998) stream of doubles in [0, 1) with
 * 53-bit resolution, from `@stdlib/random-base-mt19937`'s `normalized` generator. Its stream
 * equals numpy's legacy `np.random.RandomState(seed).random_sample()` for the same seed, which
 * lets tests replay a resampling in Python.
 * @param seed integer in [1, 2^32 − 1]
 * @throws when the seed is not such an integer: "createRng requires an integer seed in [1, 4294967295]"
 * @example createRng(42)() // => 0.3745401188473625
 */
export function createRng(seed: number): Rng {
  if (!Number.isInteger(seed) || seed < 1 || seed > 0xffffffff) {
    throw new RangeError(`createRng requires an integer seed in [1, 4294967295], got ${seed}`);
  }
  const generator = mt19937.factory({ seed }) as unknown as { normalized: () => number };
  // `normalized` exists at runtime but is missing from the package's type declarations.
  const normalized = generator.normalized;
  return () => normalized();
}

/**
 * A uniform integer in [0, n): floor(u · n) for u from `rng`.
 * @example randomIndex(createRng(42), 10) // => 3
 * @throws never
 */
export function randomIndex(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** A stream of uniform integers in [0, n): `next()` gives one, `fill(out)` the next `out.length` of the same stream. */
export type IndexSampler = (() => number) & { fill(out: Int32Array): void };

/**
 * A generator of uniform integers in [0, n) that takes several from each 53-bit double, as an
 * arithmetic decoder does: i = floor(u·n), then u ← u·n − i, which is again uniform on [0, 1)
 * with about log2(n) fewer bits. A double is used while at least 24 bits remain, so each
 * index's probability is within about 2^-24 of 1/n, and the generator is called about
 * 29/log2(n) times less often — what makes bootstraps of thousands of resamples cheap.
 * `fill` draws a whole resample at once from the same stream (the same numbers as calling the
 * sampler that many times) with its state in local variables, which is faster in a hot loop.
 * Deterministic for a given rng state.
 * @throws "indexSampler requires an integer n in [1, 2^24]"
 * @example const next = indexSampler(createRng(42), 10); next() // => 3
 */
export function indexSampler(rng: Rng, n: number): IndexSampler {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 24) throw new RangeError(`indexSampler requires an integer n in [1, 2^24], got ${n}`);
  const perDouble = Math.max(1, Math.floor(29 / Math.max(1, Math.ceil(Math.log2(n)))));
  let u = 0;
  let left = 0;
  const fill = (out: Int32Array): void => {
    let v = u;
    let l = left;
    for (let k = 0; k < out.length; k++) {
      if (l === 0) { v = rng(); l = perDouble; }
      l--;
      const x = v * n;
      const i = Math.min(n - 1, Math.floor(x)); // guard against rounding up to n
      v = x - i;
      out[k] = i;
    }
    u = v;
    left = l;
  };
  const one = new Int32Array(1);
  const next = (): number => {
    fill(one);
    return one[0] as number;
  };
  return Object.assign(next, { fill });
}
