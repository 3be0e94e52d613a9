// @ts-nocheck
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/stats/index.ts";
import { suite } from "./fixtures.ts";

describe("analyze: pairs with an infra error, and the infra share of an arm", () => {
  it("leaves a pair out whole when one of its arms is an infra error", () => {
    const cases = suite(8, 3, { factor: 0.8 });
    cases[0]!.candidate[2] = { ...cases[0]!.candidate[2]!, infra: true, metrics: { costUsd: 100 } };
    const s = analyze({ cases });
    const row = s.perCase!.find((r) => r.caseId === "case-1")!;
    expect([row.baselineTrials, row.candidateTrials]).toEqual([2, 2]);
    // The same as analysing the run without that pair at all.
    const without = suite(8, 3, { factor: 0.8 });
    without[0]!.baseline.splice(2, 1);
    without[0]!.candidate.splice(2, 1);
    const ref = analyze({ cases: without });
    expect(s.metrics.costUsd!.delta).toBe(ref.metrics.costUsd!.delta);
    expect(s.metrics.costUsd!.ci).toEqual(ref.metrics.costUsd!.ci);
    expect(s.integrity.infra).toEqual({ baseline: 0, candidate: 1, baselineTrials: 24, candidateTrials: 24, p: 1 });
    expect(s.integrity.ok).toBe(true);
  });

  it("is INVALID with 3 permanent infra errors in one arm against 0 in the other at 30 trials (20% of the arm)", () => {
    const cases = suite(5, 3, { factor: 0.8 });
    for (const i of [0, 2, 4]) cases[i]!.candidate[1] = { ...cases[i]!.candidate[1]!, infra: true };
    const s = analyze({ cases });
    expect(s.decision).toBe("INVALID");
    // The split test alone cannot see it: exact binomial p = 0.25 for 3 against 0.
    expect(s.integrity.infra).toMatchObject({ baseline: 0, candidate: 3, baselineTrials: 15, candidateTrials: 15, p: 0.25 });
    expect(s.integrity.reasons).toEqual(["candidate infra errors 3 of 15 trials (20.0%) exceed 10% of the arm's trials: the run measured the infrastructure"]);
  });

  it("keeps a run valid at 10% or less of an arm's trials", () => {
    const cases = suite(5, 2, { factor: 0.8 });
    cases[3]!.baseline[0] = { ...cases[3]!.baseline[0]!, infra: true };
    const s = analyze({ cases });
    expect(s.integrity).toMatchObject({ ok: true, infra: { baseline: 1, candidate: 0, baselineTrials: 10, candidateTrials: 10 } });
  });
});
