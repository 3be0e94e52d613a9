/**
 * Issue 21: efficacy spending by name (Pocock, Hwang–Shih–DeCani) over unequal looks, and the
 * non-binding futility stop by conditional power. Reference values: `python3
 * test/stats/scipy/gsd.py 0.05` (scipy 1.17.1): boundaries by optimize.brentq over
 * integrate.quad / dblquad crossing probabilities; conditional power by
 * `scipy.stats.norm.sf(b_K, loc=z*sqrt(t) + (z/sqrt(t))*(1 - t), scale=sqrt(1 - t))`; the
 * futility boundary by brentq on that conditional power.
 */
import { describe, expect, it } from "vitest";
import {
  analyzeLook, conditionalPower, futilityBoundary, hsdSpending, parseSpending, sequentialPlan, spendingBoundaries, zFromOneSidedP,
} from "../../src/stats/index.ts";
import { suite } from "./fixtures.ts";

const LOOKS = [0.25, 0.5, 1];
// scipy 1.17.1, python3 test/stats/scipy/gsd.py 0.05 (dblquad at epsabs 1e-11 for these)
const SCIPY_POCOCK = [2.09990269155573, 2.0767117802163004, 1.9131387169732357];
const SCIPY_HSD_M2 = [2.570552879812816, 2.320829913086941, 1.7136644492673156];
const SCIPY_HSD_1 = [2.108437068678526, 2.065883408291264, 1.9138667141836487];
const SCIPY_CP = [0.0099991088919544, 0.2048600455155148, 0.9311748911084385, 0.0001772167417581346];
const SCIPY_FUT = [0.571417372215798, 0.9870543510562975];

// eval ab --sequential's default design (issue 21 item 5): scipy 1.17.1, python3 test/stats/scipy/gsd_default.py
// (quad for two looks, multivariate_normal.cdf with lower_limit for three, brentq)
const SCIPY_DEFAULT: Array<[number[], number[]]> = [
  [[0.5, 0.75, 1], [2.077514841437528, 1.9975350645150816, 1.8235397816529175]], // trials 4
  [[2 / 3, 1], [1.9176459965325403, 1.7776225251161577]], // trials 3
  [[0.5, 1], [2.077514841437528, 1.7472566170756452]], // trials 2
];

describe("the default design's boundaries (Hwang–Shih–DeCani γ = −1)", () => {
  it("match scipy at the looks the default places for 4, 3 and 2 trials", () => {
    for (const [t, want] of SCIPY_DEFAULT) {
      const got = sequentialPlan(t.length, 0.05, t, { spending: "hsd:-1" }).boundaries;
      got.forEach((b, k) => expect(b).toBeCloseTo(want[k]!, 6));
    }
  });
});

describe("spending by name over looks at 25%, 50%, 100%", () => {
  it("matches scipy for Pocock and Hwang–Shih–DeCani γ = −2 and γ = 1", () => {
    const ref: Record<string, number[]> = {
      // scipy: gsd.py lines "pocock 25/50/100", "hsd-2 25/50/100", "hsd1 25/50/100"
      pocock: SCIPY_POCOCK,
      "hsd:-2": SCIPY_HSD_M2,
      "hsd:1": SCIPY_HSD_1,
    };
    for (const [name, want] of Object.entries(ref)) {
      const got = spendingBoundaries(LOOKS, 0.05, parseSpending(name).fn);
      got.forEach((b, k) => expect(b).toBeCloseTo(want[k]!, 6));
    }
  });

  it("spends α·t at γ = 0 and α by t = 1 for any γ", () => {
    expect(hsdSpending(0)(0.3, 0.05)).toBeCloseTo(0.015, 15);
    for (const g of [-4, -2, 1, 3]) expect(hsdSpending(g)(1, 0.05)).toBeCloseTo(0.05, 15);
    expect(hsdSpending(-4)(0.5, 0.05)).toBeCloseTo((0.05 * (1 - Math.exp(2))) / (1 - Math.exp(4)), 15);
  });

  it("refuses an unknown spending, naming what is valid", () => {
    expect(() => parseSpending("obrien")).toThrow('spending "obrien" is not one of obf, pocock, hsd:<gamma>');
    expect(() => parseSpending("hsd:99")).toThrow("gamma a number from -40 to 40");
    expect(parseSpending("hsd:-2").label).toBe("Hwang–Shih–DeCani γ = -2");
  });
});

describe("conditionalPower under the current trend", () => {
  it("matches scipy norm.sf of the final score given the interim one", () => {
    // scipy: gsd.py lines "cp z t bK value"
    expect(conditionalPower(0, 0.5, 1.645)).toBeCloseTo(SCIPY_CP[0]!, 12);
    expect(conditionalPower(0.8, 0.5, 1.7143)).toBeCloseTo(SCIPY_CP[1]!, 12);
    expect(conditionalPower(1.5, 0.25, 1.7143)).toBeCloseTo(SCIPY_CP[2]!, 12);
    expect(conditionalPower(-0.3, 2 / 3, 1.6948)).toBeCloseTo(SCIPY_CP[3]!, 12);
  });

  it("has the futility boundary where it equals the threshold", () => {
    // scipy: gsd.py lines "fut t bK gamma z" (brentq)
    expect(futilityBoundary(0.5, 1.7143, 0.1)).toBeCloseTo(SCIPY_FUT[0]!, 9);
    expect(futilityBoundary(2 / 3, 1.6948, 0.2)).toBeCloseTo(SCIPY_FUT[1]!, 9);
    const a = futilityBoundary(0.5, 1.7143, 0.1);
    expect(conditionalPower(a, 0.5, 1.7143)).toBeCloseTo(0.1, 12);
  });

  it("refuses a look at the end or an invalid threshold", () => {
    expect(() => conditionalPower(1, 1, 1.96)).toThrow("conditionalPower requires 0 < t < 1");
    expect(() => futilityBoundary(0.5, 1.96, 0)).toThrow("futilityBoundary requires 0 < t < 1 and 0 < threshold < 1");
    expect(zFromOneSidedP(0)).toBeGreaterThan(8);
    expect(zFromOneSidedP(1)).toBeLessThan(-8);
    expect(zFromOneSidedP(0.025)).toBeCloseTo(1.959963984540054, 9); // scipy.stats.norm.isf(0.025)
  });
});

describe("a plan with futility", () => {
  const plan = sequentialPlan(3, 0.05, LOOKS, { spending: "hsd:-2", futility: 0.1 });

  it("checks futility from half the information on, before the last look, and leaves the efficacy boundaries alone (non-binding)", () => {
    expect(plan.futilityBoundaries[0]).toBeNull();
    expect(plan.futilityBoundaries[1]).toBeCloseTo(futilityBoundary(0.5, plan.boundaries[2]!, 0.1), 15);
    expect(plan.futilityBoundaries[2]).toBeNull();
    expect(plan.boundaries).toEqual(sequentialPlan(3, 0.05, LOOKS, { spending: "hsd:-2" }).boundaries);
  });

  const primaryOnly = ["pass", "repeatedCalls"];

  it("stops an interim look for futility when nothing changes, keeping the verdict INCONCLUSIVE", () => {
    const s = analyzeLook({ cases: suite(12, 2, { factor: 1 }), notRecorded: primaryOnly }, 2, plan);
    expect(s.decision).toBe("INCONCLUSIVE");
    expect(s.sequential!.futility!.stopped).toBe(true);
    expect(s.sequential!.futility!.conditionalPower).toBeLessThan(0.1);
    expect(s.sequential!.stop).toBe(true);
    expect(s.reasons.join("\n")).toMatch(/stopped for futility: conditional power to ADOPT at the last look 0\.\d{3} < 0\.1/);
  });

  it("does not stop for futility at 25%, nor without a threshold", () => {
    const cases = suite(12, 2, { factor: 1 });
    expect(analyzeLook({ cases, notRecorded: primaryOnly }, 1, plan).sequential!.stop).toBe(false);
    const none = sequentialPlan(3, 0.05, LOOKS, { spending: "hsd:-2" });
    expect(analyzeLook({ cases, notRecorded: primaryOnly }, 2, none).sequential!.stop).toBe(false);
  });

  it("continues when the trend points to ADOPT", () => {
    // all 6 cases 8% cheaper: exact one-sided p = 1/64 > look 2's level 0.0101, a trend that reaches the last look
    const s = analyzeLook({ cases: suite(6, 2, { factor: 0.92 }), notRecorded: primaryOnly }, 2, plan);
    expect(s.decision).toBe("INCONCLUSIVE");
    expect(s.sequential!.futility!.stopped).toBe(false);
    expect(s.sequential!.stop).toBe(false);
  });

  it("refuses a threshold of 0.5 or more", () => {
    expect(() => sequentialPlan(3, 0.05, LOOKS, { futility: 0.5 })).toThrow("sequentialPlan requires a futility threshold from 0 to below 0.5");
  });
});
