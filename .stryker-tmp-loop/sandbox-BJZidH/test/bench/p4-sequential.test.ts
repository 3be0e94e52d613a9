// @ts-nocheck
import { describe, expect, it } from "vitest";
import { simulateSequential } from "../../bench/p4-sequential.ts";
import { sequentialPlan } from "../../src/stats/sequential/sequential-look.ts";
import { crossingProbabilities } from "../../src/stats/sequential/group-sequential.ts";
import { pocockSpending } from "../../src/stats/sequential/spending.ts";

describe("simulateSequential", () => {
  it("is deterministic for a seed and counts the fixed design's trials as 2·n·K", () => {
    const spec = { reps: 6, seed: 3, cases: 12, rounds: 3, looks: 3, ratio: 0.75 };
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
    const r = simulateSequential({ reps: 4, seed: 8, cases: 60, rounds: 3, looks: 3, ratio: 0.3 });
    expect(r.fixed.adoptRate).toBe(1);
    expect(r.sequential.adoptRate).toBe(1);
    expect(r.trialShare).toBeLessThan(1);
  });

  it("counts futility stops, and uses looks given as fractions of the rounds", () => {
    const r = simulateSequential({ reps: 6, seed: 5, cases: 12, rounds: 4, looks: [0.25, 0.5, 1], spending: "hsd:-2", futility: 0.4, ratio: 1 });
    expect(r.sequential.stoppedAtLook).toHaveLength(3);
    // looks after rounds 1, 2 and 4 of 4: 24 trials per round
    const rounds = r.sequential.stoppedAtLook[0]! * 1 + r.sequential.stoppedAtLook[1]! * 2 + r.sequential.stoppedAtLook[2]! * 4;
    expect(r.sequential.meanTrials).toBeCloseTo(24 * rounds, 9);
    // no futility check at 25% (before half the information): futility stops only at look 2
    expect(r.sequential.futilityRate).toBeLessThanOrEqual(r.sequential.stoppedAtLook[1]!);
    expect(r.sequential.futilityRate).toBeGreaterThan(0);
  });

  it("refuses a design it cannot simulate", () => {
    expect(() => simulateSequential({ reps: 0, seed: 1, cases: 12, rounds: 3, looks: 3, ratio: 1 })).toThrow("simulateSequential requires");
    expect(() => simulateSequential({ reps: 1, seed: 1, cases: 12, rounds: 1, looks: 1, ratio: 1 })).toThrow("simulateSequential requires");
  });
});

describe("a Pocock plan", () => {
  it("spends Pocock-type alpha look by look", () => {
    const plan = sequentialPlan(3, 0.05, undefined, { spending: "pocock" });
    const crossings = crossingProbabilities(plan.boundaries, plan.fractions);
    let cumulative = 0;
    plan.fractions.forEach((t, k) => {
      cumulative += crossings[k]!;
      expect(cumulative).toBeCloseTo(2 * pocockSpending(t, 0.05), 6);
    });
    expect(plan.nominalAlphas[0]).toBeGreaterThan(0.01);
  });
});
