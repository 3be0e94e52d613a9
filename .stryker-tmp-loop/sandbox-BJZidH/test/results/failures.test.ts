// @ts-nocheck
import { describe, expect, it } from "vitest";
import { caseArmResults, tail, trialFailure } from "../../src/results/failures.ts";
import { record } from "../report/fixtures.ts";

describe("failures", () => {
  it("keeps the last lines, then the last characters, of a check's output", () => {
    expect(tail("a\nb\nc\nd\n\n", 2)).toBe("c\nd");
    expect(tail("x".repeat(50), 20, 10)).toBe(`…${"x".repeat(10)}`);
  });

  it("words a failure by outcome and failing checks, and an infra error by its reason", () => {
    const r = record({ caseId: "a", trial: 0, arm: "candidate", pass: false, explanation: "exit code 1\nboom" });
    r.outcome = "max_turns";
    expect(trialFailure(r)).toMatchObject({ headline: "agent ended with max_turns; check failed", checks: [{ name: "check", tail: "exit code 1\nboom" }] });
    expect(trialFailure(record({ caseId: "a", trial: 0, arm: "candidate", status: "infra_error" }))?.headline).toBe("infrastructure error: provider failed past retries: overloaded");
    expect(trialFailure(record({ caseId: "a", trial: 0, arm: "candidate" }))).toBeNull();
  });

  it("groups by case × arm in the manifest's order and counts the latest attempt of a retried trial", () => {
    const first = record({ caseId: "b", trial: 0, arm: "candidate", status: "infra_error" });
    const retry = { ...record({ caseId: "b", trial: 0, arm: "candidate" }), attempt: 2 };
    const groups = caseArmResults([record({ caseId: "a", trial: 0, arm: "baseline" }), first, retry, record({ caseId: "b", trial: 0, arm: "baseline", pass: false })], ["b", "a"]);
    expect(groups.map((g) => `${g.caseId}.${g.arm}:${g.passes}/${g.counted}:${g.failures.length}`)).toEqual(["b.baseline:0/1:1", "b.candidate:1/1:0", "a.baseline:1/1:0"]);
  });
});
