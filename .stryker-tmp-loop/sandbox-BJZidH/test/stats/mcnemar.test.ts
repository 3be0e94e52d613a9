// @ts-nocheck
import { describe, expect, it } from "vitest";
import { mcnemar } from "../../src/stats/hypothesis-tests/mcnemar.ts";

/**
 * [b, c, exact, midP, asymptotic, asymptoticCc] from scipy 1.10:
 *   m = b + c; k = min(b, c)
 *   exact = min(1, 2 * scipy.stats.binom.cdf(k, m, .5))
 *   midP  = 1 - .5 * binom.pmf(k, m, .5) if b == c else exact - binom.pmf(k, m, .5)
 *   asymptotic = scipy.stats.chi2.sf((b - c)**2 / m, 1)
 *   asymptoticCc = chi2.sf(max(0, abs(b - c) - 1)**2 / m, 1)
 */
const SCIPY: Array<[number, number, number, number, number, number]> = [
  [1, 7, 0.0703125, 0.039062500000000014, 0.033894853524689295, 0.07709987174354202],
  [3, 3, 1, 0.8437500000000001, 1.0, 1.0],
  [0, 5, 0.0625, 0.03125000000000003, 0.025347318677468325, 0.07363827012030258],
  [10, 2, 0.03857421875, 0.022460937499999976, 0.020921335337794035, 0.04330814281079206],
  [2, 10, 0.03857421875, 0.022460937499999976, 0.020921335337794035, 0.04330814281079206],
  [4, 5, 1, 0.7539062500000002, 0.7388826803635273, 1.0],
  [0, 1, 1, 0.4999999999999999, 0.31731050786291115, 1.0],
];

describe("mcnemar against scipy", () => {
  it.each(SCIPY)("b=%d c=%d", (b, c, exact, midP, asymptotic, asymptoticCc) => {
    const r = mcnemar(b, c);
    expect(r.exact).toBeCloseTo(exact, 12);
    expect(r.midP).toBeCloseTo(midP, 12);
    expect(r.asymptotic).toBeCloseTo(asymptotic, 12);
    expect(r.asymptoticCc).toBeCloseTo(asymptoticCc, 12);
  });

  it("gives every p = 1 without discordant pairs", () => {
    expect(mcnemar(0, 0)).toEqual({ exact: 1, midP: 1, asymptotic: 1, asymptoticCc: 1 });
  });

  it.each([
    [-1, 2],
    [2, -1],
    [1.5, 2],
    [2, 0.5],
    [Number.NaN, 1],
    [1, Number.POSITIVE_INFINITY],
  ])("refuses b=%s c=%s: counts must be non-negative integers", (b, c) => {
    expect(() => mcnemar(b, c)).toThrow(new RangeError(`mcnemar requires non-negative integer counts, got b=${b}, c=${c}`));
  });

  it("accepts zero on either side", () => {
    expect(() => mcnemar(0, 3)).not.toThrow();
    expect(() => mcnemar(3, 0)).not.toThrow();
  });
});
