// @ts-nocheck
import { describe, expect, it } from "vitest";
import { createRng, ratioSignFlipTest, signFlipTest } from "../../src/stats/index.ts";

/** Every sign pattern, one by one: the definition the fast counting must reproduce. */
function bruteForce(d: number[]) {
  const n = d.length;
  const obs = d.reduce((a, b) => a + b, 0);
  let abs = 0, ge = 0, le = 0;
  for (let m = 0; m < 2 ** n; m++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += (m >> i) & 1 ? -(d[i] as number) : (d[i] as number);
    if (Math.abs(s) >= Math.abs(obs) - 1e-9) abs++;
    if (s >= obs - 1e-9) ge++;
    if (s <= obs + 1e-9) le++;
  }
  const all = 2 ** n;
  return { pTwoSided: abs / all, pGreater: ge / all, pLess: le / all };
}

describe("signFlipTest", () => {
  it("counts exactly as enumerating every pattern (ties included)", () => {
    const rng = createRng(11);
    for (let k = 0; k < 150; k++) {
      const n = 1 + Math.floor(rng() * 12);
      const d = Array.from({ length: n }, () => Math.round((rng() - 0.4) * 8)); // integers: many ties and zeros
      const r = signFlipTest(d);
      expect(r.exact).toBe(true);
      expect({ pTwoSided: r.pTwoSided, pGreater: r.pGreater, pLess: r.pLess }).toEqual(bruteForce(d));
    }
  });

  it("gives p = 1 for a zero sum and the minimum 2/2^n when every difference has the same sign", () => {
    expect(signFlipTest([1, -1, 2, -2]).pTwoSided).toBe(1);
    expect(signFlipTest([0.3, 0.1, 0.2, 0.5, 0.4]).pTwoSided).toBe(2 / 32);
    expect(signFlipTest([0.3, 0.1, 0.2, 0.5, 0.4]).pGreater).toBe(1 / 32);
  });

  it("handles 20 cases exactly and quickly (meet in the middle)", () => {
    const d = Array.from({ length: 20 }, (_, i) => Math.sin(i * 7.3) + 0.2);
    const r = signFlipTest(d);
    expect(r.patterns).toBe(2 ** 20);
    // both one-sided p-values count the observed pattern, and no other pattern ties with it
    expect(r.pLess + r.pGreater).toBe(1 + 1 / 2 ** 20);
  });

  it("switches to Monte Carlo above exactUpTo, never returns 0 and agrees with the exact count", () => {
    const d = Array.from({ length: 24 }, (_, i) => Math.cos(i * 3.1) + 0.15);
    const exact = signFlipTest(d, { exactUpTo: 24 });
    const mc = signFlipTest(d, { rng: createRng(5), draws: 40_000 });
    expect(mc.exact).toBe(false);
    expect(mc.patterns).toBe(40_000);
    // 4 Monte Carlo standard errors
    expect(Math.abs(mc.pTwoSided - exact.pTwoSided)).toBeLessThan(4 * Math.sqrt((exact.pTwoSided * (1 - exact.pTwoSided)) / 40_000));
    const extreme = signFlipTest(Array.from({ length: 30 }, () => 1), { rng: createRng(5), draws: 999 });
    expect(extreme.pTwoSided).toBe(1 / 1000);
  });

  it("says what it needs", () => {
    expect(() => signFlipTest([])).toThrow("signFlipTest requires at least one difference");
    expect(() => signFlipTest(Array.from({ length: 25 }, () => 1))).toThrow("signFlipTest requires an rng above exactUpTo cases");
    expect(() => signFlipTest([1, Number.NaN])).toThrow("signFlipTest requires finite differences");
  });
});

describe("ratioSignFlipTest", () => {
  it("equals the test that swaps arms and compares |log(ΣC/ΣB)| pattern by pattern", () => {
    const rng = createRng(3);
    for (let k = 0; k < 40; k++) {
      const n = 2 + Math.floor(rng() * 9);
      const b = Array.from({ length: n }, () => Math.exp(rng() * 3));
      const c = b.map((x) => x * (0.6 + rng() * 0.7));
      const obs = Math.abs(Math.log(c.reduce((s, x) => s + x, 0) / b.reduce((s, x) => s + x, 0)));
      let count = 0;
      for (let m = 0; m < 2 ** n; m++) {
        let sb = 0, sc = 0;
        for (let i = 0; i < n; i++) {
          const swap = (m >> i) & 1;
          sb += swap ? (c[i] as number) : (b[i] as number);
          sc += swap ? (b[i] as number) : (c[i] as number);
        }
        if (Math.abs(Math.log(sc / sb)) >= obs - 1e-9) count++;
      }
      expect(ratioSignFlipTest(b, c).pTwoSided).toBe(count / 2 ** n);
    }
  });

  it("rejects negative or mismatched inputs", () => {
    expect(() => ratioSignFlipTest([1, 2], [1])).toThrow("ratioSignFlipTest requires equal-length arrays of at least one case");
    expect(() => ratioSignFlipTest([1, -2], [1, 1])).toThrow("ratioSignFlipTest requires non-negative finite values");
  });
});
