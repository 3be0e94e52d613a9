// @ts-nocheck
import { describe, expect, it } from "vitest";
import { analyzeRatioMetric } from "../../src/stats/decision/metric-ratio.ts";
import { createRng } from "../../src/stats/core/rng.ts";

describe("ratio-of-totals interval", () => {
  it("never leaves the range of per-case ratios, where every bootstrap replicate lies (reported and bootstrap-t)", () => {
    // 10 cases with no change and 2 with large savings: resamples of unchanged cases have
    // se* = 0, so the bootstrap-t pivot explodes and its raw lower end reaches −100%.
    const values = [
      ...Array.from({ length: 10 }, (_, i) => ({ caseId: `same${i}`, baseline: [1, 1, 1], candidate: [1, 1, 1] })),
      { caseId: "log", baseline: [2, 2.1, 1.9], candidate: [0.6, 0.58, 0.62] },
      { caseId: "dump", baseline: [1.5, 1.4, 1.6], candidate: [0.9, 0.85, 0.95] },
    ];
    const m = analyzeRatioMetric(values, { alpha: 0.05, rng: createRng(3), bootstrapResamples: 2000, signFlipDraws: 10000 });
    const perCase = [0, 0.6 / 2 - 1, 0.9 / 1.5 - 1];
    // The raw bootstrap-t end does leave the range here, so the clamp is what is tested.
    const extra = m.extra as { ciBootstrapTUnclamped?: [number, number]; ciBootstrapT: [number, number] };
    const raw = extra.ciBootstrapTUnclamped;
    expect(raw && (raw[0] < Math.min(...perCase) || raw[1] > Math.max(...perCase))).toBe(true);
    expect(extra.ciBootstrapT[0]).toBeGreaterThanOrEqual(Math.min(...perCase) - 1e-12);
    expect(extra.ciBootstrapT[1]).toBeLessThanOrEqual(Math.max(...perCase) + 1e-12);
    // The reported sign-flip interval stays inside the range by construction: beyond it every
    // residual C_i − θB_i has one sign and p = 2/2^12 < 0.05.
    expect(m.ci![0]).toBeGreaterThanOrEqual(Math.min(...perCase) - 1e-12);
    expect(m.ci![1]).toBeLessThanOrEqual(Math.max(...perCase) + 1e-12);
    expect(m.delta!).toBeGreaterThanOrEqual(m.ci![0]);
    expect(m.delta!).toBeLessThanOrEqual(m.ci![1]);
  });
});
