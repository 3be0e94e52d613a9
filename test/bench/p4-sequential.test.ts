import { describe, expect, it } from "vitest";
import { pooledFigures, simulateSequential, type SequentialResult } from "../../bench/p4-sequential.ts";
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

describe("pooledFigures", () => {
  const result = (reps: number, share: number, shareSq: number, fixed: number, seq: number, fixedOnly: number, sequentialOnly: number): SequentialResult => ({
    spec: { reps, seed: 1, cases: 60, rounds: 4, looks: 3, ratio: 1 },
    fixed: { adoptRate: fixed, rejectRate: 0, meanTrials: 480 },
    sequential: { adoptRate: seq, rejectRate: 0, meanTrials: 480 * share, stoppedAtLook: [0.5, 0.5, 0], futilityRate: 0 },
    trialShare: share,
    paired: { fixedOnly, sequentialOnly, shareSq },
  });

  it("pools batches and gives each figure's Monte-Carlo SE", () => {
    // Batch 1: 100 experiments, half stopped at share 0.5 and half at 0.75; batch 2: 100 at 0.5.
    const a = result(100, 0.625, 50 * 0.25 + 50 * 0.5625, 0.9, 0.88, 3, 1);
    const b = result(100, 0.5, 100 * 0.25, 0.9, 0.9, 0, 0);
    const p = pooledFigures([a, b]);
    expect(p.trialShare.n).toBe(200);
    expect(p.trialShare.value).toBeCloseTo(0.5625, 12);
    // shares: 150 × 0.5 and 50 × 0.75 → variance 0.25·0.75·0.25² = 0.01171875
    expect(p.trialShare.se).toBeCloseTo(Math.sqrt(0.01171875 / 200), 12);
    expect(p.adoptRate.value).toBeCloseTo(0.89, 12);
    expect(p.adoptRate.se).toBeCloseTo(Math.sqrt((0.89 * 0.11) / 200), 12);
    // McNemar: b = 3, c = 1 of 200 → d = 0.01, var = 4/200 − 0.01² = 0.0199
    expect(p.powerLoss.value).toBeCloseTo(0.01, 12);
    expect(p.powerLoss.se).toBeCloseTo(Math.sqrt(0.0199 / 200), 12);
    expect(() => pooledFigures([])).toThrow("pooledFigures requires at least one result");
  });

  it("matches the paired counts simulateSequential records", () => {
    const r = simulateSequential({ reps: 6, seed: 8, cases: 60, rounds: 3, looks: 3, ratio: 0.3 });
    expect(r.fixed.adoptRate - r.sequential.adoptRate).toBeCloseTo((r.paired.fixedOnly - r.paired.sequentialOnly) / 6, 12);
    expect(r.paired.shareSq / 6).toBeGreaterThanOrEqual(r.trialShare ** 2 - 1e-12);
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
