/**
 * pass@k (Chen et al. 2021, eq. 1) and pass^k (Yao et al. 2024) against exact binomial ratios.
 * Reference values from Python 3.11's math.comb:
 *   1 - comb(n-c, k)/comb(n, k)  and  comb(c, k)/comb(n, k)
 */
import { describe, expect, it } from "vitest";
import { passAtK, passHatK } from "../../src/stats/core/pass-at-k.ts";
import { passAtKOf, passAtKTable } from "../../src/report/pass-at-k-table.ts";

const REF: [number, number, number, number, number][] = [
  // n, c, k, pass@k, pass^k
  [10, 3, 5, 0.9166666666666666, 0.0],
  [10, 8, 3, 1.0, 0.4666666666666667],
  [5, 0, 1, 0.0, 0.0],
  [5, 5, 5, 1.0, 1.0],
  [200, 13, 10, 0.4975511147306061, 1.2738851058221087e-14],
  [200, 13, 100, 0.9999194971988055, 0.0],
  [3, 1, 2, 0.6666666666666667, 0.0],
  [3, 2, 2, 1.0, 0.3333333333333333],
  [7, 4, 3, 0.9714285714285714, 0.11428571428571428],
];

describe("passAtK and passHatK", () => {
  it.each(REF)("n=%i c=%i k=%i", (n, c, k, at, hat) => {
    expect(passAtK(n, c, k)).toBeCloseTo(at, 12);
    expect(passHatK(n, c, k)).toBeCloseTo(hat, 12);
  });
  it("k = 1 is the pass rate for both", () => {
    expect(passAtK(8, 3, 1)).toBeCloseTo(3 / 8, 14);
    expect(passHatK(8, 3, 1)).toBeCloseTo(3 / 8, 14);
  });
  it("refuses k > n and invalid counts", () => {
    expect(() => passAtK(3, 1, 4)).toThrow(/pass@4 needs at least 4 trials; this case has 3/);
    expect(() => passHatK(3, 4, 1)).toThrow(RangeError);
  });
});

describe("the pass@k table", () => {
  const obs = (passes: boolean[], infra: boolean[] = []) => passes.map((pass, i) => ({ trial: i, pass, infra: infra[i] ?? false, metrics: {} }));
  const input = {
    cases: [
      { caseId: "a", baseline: obs([true, false, false]), candidate: obs([true, true, false]) },
      { caseId: "b", baseline: obs([true, true, true]), candidate: obs([true, false, true], [false, true, false]) },
    ],
  };
  it("estimates per case and arm from the trials without infra errors, and the suite's mean", () => {
    const r = passAtKOf(input, 2, 3);
    expect(r.cases[0]!.baseline).toMatchObject({ n: 3, c: 1, passHatK: 0 });
    expect(r.cases[0]!.baseline.passAtK).toBeCloseTo(1 - 1 / 3, 14);
    expect(r.cases[1]!.candidate).toEqual({ n: 2, c: 2, passAtK: 1, passHatK: 1 });
    expect(r.suite.baseline.passHatK).toBeCloseTo((0 + 1) / 2, 12);
    expect(r.suite.candidate.passAtK).toBeCloseTo((1 + 1) / 2, 12);
    const k3 = passAtKOf(input, 3, 3);
    expect(k3.cases[1]!.candidate.passAtK).toBeNull(); // 2 counted trials < k
    expect(k3.suite.candidate.cases).toBe(1);
    expect(passAtKTable(k3)).toMatch(/n\/a \(n < k\)/);
    expect(passAtKTable(r)).toMatch(/Chen et al\. 2021/);
  });
  it("refuses k above the run's trials", () => {
    expect(() => passAtKOf(input, 4, 3)).toThrow(/--pass-k 4: the run has 3 trials per case per arm; pass@k and pass\^k need k ≤ trials/);
    expect(() => passAtKOf(input, 0, 3)).toThrow(/expected an integer ≥ 1/);
    // The advice names only valid values (0 is refused): "1 to 3", or "1" for a one-trial run.
    expect(() => passAtKOf(input, 4, 3)).toThrow(/use --pass-k 1 to 3, or run more trials$/);
    expect(() => passAtKOf(input, 2, 1)).toThrow(/use --pass-k 1, or run more trials$/);
  });
});
