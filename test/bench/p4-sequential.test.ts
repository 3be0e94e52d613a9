import { describe, expect, it } from "vitest";
import { pocockPlan, simulateSequential } from "../../bench/p4-sequential.ts";
import { crossingProbabilities } from "../../src/stats/sequential/group-sequential.ts";
import { pocockSpending } from "../../src/stats/sequential/spending.ts";

describe("simulateSequential", () => {
  it("is deterministic for a seed and counts the fixed design's trials as 2·n·K", () => {
    const spec = { reps: 6, seed: 3, cases: 12, looks: 3, ratio: 0.75 };
    const a = simulateSequential(spec);
    expect(simulateSequential(spec)).toEqual(a);
    expect(a.fixed.meanTrials).toBe(72);
    expect(a.sequential.stoppedAtLook.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
    // Trials used follow from where the experiments stopped.
    const rounds = a.sequential.stoppedAtLook.reduce((s, x, k) => s + x * (k + 1), 0);
    expect(a.sequential.meanTrials).toBeCloseTo(24 * rounds, 9);
    expect(a.trialShare).toBeCloseTo(rounds / 3, 9);
  });

  it("stops early and adopts when the saving is large and the cases many", () => {
    // 60 cases: with the pass guardrail's variance floor, 2 trials per case need about 44 cases to show it non-inferior at look 2's level.
    const r = simulateSequential({ reps: 4, seed: 8, cases: 60, looks: 3, ratio: 0.3 });
    expect(r.fixed.adoptRate).toBe(1);
    expect(r.sequential.adoptRate).toBe(1);
    expect(r.trialShare).toBeLessThan(1);
  });

  it("refuses a design it cannot simulate", () => {
    expect(() => simulateSequential({ reps: 0, seed: 1, cases: 12, looks: 3, ratio: 1 })).toThrow("simulateSequential requires");
    expect(() => simulateSequential({ reps: 1, seed: 1, cases: 12, looks: 1, ratio: 1 })).toThrow("simulateSequential requires");
  });
});

describe("pocockPlan", () => {
  it("spends Pocock-type alpha look by look", () => {
    const plan = pocockPlan(3, 0.05);
    const crossings = crossingProbabilities(plan.boundaries, plan.fractions);
    let cumulative = 0;
    plan.fractions.forEach((t, k) => {
      cumulative += crossings[k]!;
      expect(cumulative).toBeCloseTo(2 * pocockSpending(t, 0.05), 6);
    });
    expect(plan.nominalAlphas[0]).toBeGreaterThan(0.01);
  });
});
