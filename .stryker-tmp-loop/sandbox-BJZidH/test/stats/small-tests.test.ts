// @ts-nocheck
import { describe, expect, it } from "vitest";
import signrankCdf from "@stdlib/stats-base-dists-signrank-cdf";
import {
  analyze, binomialTest, mcnemar, pairedT, tangoInterval, tangoNonInferiorityP, tangoStatistic, tBound, wilcoxonSignedRank, wilsonInterval,
} from "../../src/stats/index.ts";
import { suite } from "./fixtures.ts";

describe("wilcoxonSignedRank", () => {
  it("agrees with @stdlib's signed-rank CDF without ties (to the last few bits)", () => {
    for (const n of [5, 12, 20]) {
      const d = Array.from({ length: n }, (_, i) => (i + 1) * (i % 3 === 0 ? -1 : 1));
      const r = wilcoxonSignedRank(d);
      expect(Math.abs(r.pLess - signrankCdf(r.statistic, n))).toBeLessThan(1e-14);
    }
  });

  it("uses the normal approximation above 50 non-zero differences", () => {
    const d = Array.from({ length: 55 }, (_, i) => (i + 1) * ([1, 4, 12, 51].includes(i) ? -1 : 1));
    d[0] = 0.5;
    const r = wilcoxonSignedRank(d);
    expect(r.method).toBe("normal");
    // scipy: stats.wilcoxon(d, method='asymptotic', correction=True).pvalue
    expect(r.p).toBeCloseTo(5.095058708097728e-9, 14);
  });

  it("refuses an all-zero input", () => {
    expect(() => wilcoxonSignedRank([0, 0])).toThrow("wilcoxonSignedRank requires at least one non-zero difference");
  });
});

describe("paired t helpers", () => {
  it("degenerates cleanly when every difference is equal", () => {
    const r = pairedT([0.2, 0.2, 0.2]); // mean 0.20000000000000004: rounding must not fake a spread
    expect(r).toMatchObject({ sd: 0, se: 0, p: 0, t: Infinity });
    expect(r.ci[0]).toBe(r.mean);
    expect(r.ci[1]).toBe(r.mean);
    expect(pairedT([0, 0]).p).toBe(1);
    expect(() => pairedT([1])).toThrow("pairedT requires at least two differences, got 1");
  });
  it("one-sided bound: scipy stats.t.ppf(0.95, 9) = 1.833112932656237", () => {
    expect(tBound(0, 1, 9, 0.05, "lower")).toBeCloseTo(-1.833112932656237, 12);
    expect(tBound(0, 1, 9, 0.05, "upper")).toBeCloseTo(1.833112932656237, 12);
  });
});

describe("Tango and McNemar edge cases", () => {
  it("Tango's statistic at δ0 = 0 is McNemar's z, (n12 − n21)/√(n12 + n21)", () => {
    expect(tangoStatistic({ candidateOnly: 1, baselineOnly: 7, total: 21 }, 0)).toBeCloseTo(-6 / Math.sqrt(8), 12);
  });
  it("the interval contains the estimate and handles no discordant case", () => {
    const r = tangoInterval({ candidateOnly: 0, baselineOnly: 0, total: 30 });
    expect(r.estimate).toBe(0);
    expect(r.ci[0]).toBeLessThan(0);
    expect(r.ci[1]).toBeGreaterThan(0);
    // 30 concordant cases, margin 0.2: shown non-inferior; margin 0.01: not
    expect(tangoNonInferiorityP({ candidateOnly: 0, baselineOnly: 0, total: 30 }, 0.2)).toBeLessThan(0.05);
    expect(tangoNonInferiorityP({ candidateOnly: 0, baselineOnly: 0, total: 30 }, 0.01)).toBeGreaterThan(0.05);
  });
  it("McNemar with no discordant pairs and with b = c", () => {
    expect(mcnemar(0, 0)).toEqual({ exact: 1, midP: 1, asymptotic: 1, asymptoticCc: 1 });
    // scipy: 1 - 0.5*stats.binom.pmf(3, 6, 0.5)
    expect(mcnemar(3, 3).midP).toBeCloseTo(0.84375, 15);
    expect(mcnemar(3, 3).exact).toBe(1);
  });
  it("binomial and Wilson reject impossible counts", () => {
    expect(() => binomialTest(5, 3, 0.5)).toThrow("binomialTest requires integers 0 <= x <= n, n >= 1 and 0 <= p0 <= 1, got x=5, n=3, p0=0.5");
    expect(binomialTest(5, 10, 0.5)).toBe(1);
    expect(wilsonInterval(0, 10)[0]).toBe(0);
  });
});


describe("guardrails on 0/1 counts with one trial per case", () => {
  it("use Tango below a margin of 1 and the t interval at or above it", () => {
    const cases = suite(10, 1, { factor: 0.7, repeated: (arm, i) => (arm === "candidate" && i < 2 ? 1 : 0) });
    expect(analyze({ cases, options: { margins: { repeatedCalls: 0.5 } } }).metrics.repeatedCalls!.method).toContain("Tango");
    const wide = analyze({ cases, options: { margins: { repeatedCalls: 2 } } }).metrics.repeatedCalls!;
    expect(wide.method).toContain("paired t");
    expect(wide.nonInferior).toBe(true);
  });
});
