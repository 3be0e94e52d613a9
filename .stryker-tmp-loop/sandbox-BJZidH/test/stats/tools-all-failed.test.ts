/** A trial whose tool calls all failed is named in its case's flags, per arm. */
// @ts-nocheck

import { describe, expect, it } from "vitest";
import { perCaseRows } from "../../src/stats/decision/per-case.ts";
import type { CaseObservations, TrialObservation } from "../../src/stats/core/types.ts";

const trial = (pass: boolean, toolsAllFailed?: boolean): TrialObservation => ({
  trial: 0, pass, infra: false, metrics: { costUsd: 0.01 }, ...(toolsAllFailed ? { toolsAllFailed } : {}),
});

describe("tools-all-failed flag", () => {
  it("flags the arm whose trial called only failing tools, and not the other", () => {
    const cases: CaseObservations[] = [
      { caseId: "a", baseline: [trial(true)], candidate: [trial(false, true)] },
      { caseId: "b", baseline: [trial(true)], candidate: [trial(true)] },
    ];
    const rows = perCaseRows(cases, []);
    expect(rows[0]!.flags).toEqual(["flipped", "tools-all-failed:candidate"]);
    expect(rows[1]!.flags).toEqual([]);
  });
});
