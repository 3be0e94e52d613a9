// @ts-nocheck
import { describe, expect, it } from "vitest";
import { COST_SHAPES, runAaCalibration, runCoverage, runCoverageTable } from "../../src/stats/index.ts";

// The small version of `npm run calibrate` (scripts/calibrate.ts runs 1,000 splits, band 3.6–6.4%).
describe("calibration on synthetic data", () => {
  it("A/A: 200 splits falsely ADOPT at about alpha (wide bound 1–11%)", () => {
    const r = runAaCalibration({ reps: 200, seed: 20240601 });
    expect(r.falseAdoptRate).toBeGreaterThanOrEqual(0.01);
    expect(r.falseAdoptRate).toBeLessThanOrEqual(0.11);
    expect(r.guardrailsNonInferiorRate).toBeGreaterThan(0.9);
  });

  it("known effect: the cost interval covers the true change in most experiments", () => {
    const r = runCoverage({ reps: 100, seed: 20240603 }, 0.8);
    expect(r.coverage).toBeGreaterThanOrEqual(0.88);
    expect(r.disagreements).toBe(0);
    expect(r.adoptRate).toBeGreaterThan(0.2);
    expect(Math.abs(r.meanEstimate - r.trueDelta)).toBeLessThan(0.05);
  });

  it("coverage table: every shape at 12 cases, the interval never disagrees with the primary's p", () => {
    // The small version of calibrate's table (2,000 experiments per cell there, bar 94% at 12 cases).
    const rows = runCoverageTable({ seed: 20240603, reps: () => 60, caseCounts: [12], options: { bootstrapResamples: 200 } });
    expect(rows.map((r) => r.shape)).toEqual(COST_SHAPES.map((s) => s.name));
    for (const r of rows) {
      expect(r.cases).toBe(12);
      expect(r.disagreements).toBe(0);
      expect(r.coverage).toBeGreaterThanOrEqual(0.85);
      expect(r.adoptRate).toBe(0); // the pass guardrail needs 20 cases at 3 trials per arm
    }
  });
});
