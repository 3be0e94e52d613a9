import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { baselineArm, candidateArms, readArmsFile, singleCandidateArm, splitArmSpecs } from "../../src/runner/candidate-arms.ts";
import { planPairs } from "../../src/runner/plan.ts";

describe("candidate arms", () => {
  it("one --candidate per arm; + joins the specs of one arm, a + inside a value stays", () => {
    expect(splitArmSpecs("agent:freecode+env:X=a+b")).toEqual(["agent:freecode", "env:X=a+b"]);
    const arms = candidateArms(["env:FREECODE_READ_LINE_NUMBERS=1", "env:FREECODE_BASH_COMPRESS=1+model:claude-haiku-4-5"]);
    expect(arms.map((a) => [a.name, a.env, a.model])).toEqual([
      ["env:FREECODE_READ_LINE_NUMBERS=1", { FREECODE_READ_LINE_NUMBERS: "1" }, undefined],
      ["env:FREECODE_BASH_COMPRESS=1 model:claude-haiku-4-5", { FREECODE_BASH_COMPRESS: "1" }, "claude-haiku-4-5"],
    ]);
  });

  it("a single-arm command (eval gate, release) reads --candidate as eval ab does: + joins one arm, several arms are refused with the + form", () => {
    const one = singleCandidateArm(["env:FREECODE_READ_LINE_NUMBERS=1+model:claude-haiku-4-5"], "eval gate");
    expect([one.env, one.model]).toEqual([{ FREECODE_READ_LINE_NUMBERS: "1" }, "claude-haiku-4-5"]);
    expect(singleCandidateArm([], "eval gate").specs).toEqual([]);
    expect(() => singleCandidateArm(["env:FREECODE_READ_LINE_NUMBERS=1", "env:FREECODE_BASH_COMPRESS=1"], "eval gate")).toThrow(
      /^eval gate compares one candidate arm with the baseline, but --candidate was given 2 times .*--candidate env:FREECODE_READ_LINE_NUMBERS=1\+env:FREECODE_BASH_COMPRESS=1; to compare several arms, run eval ab/,
    );
    // The baseline is one arm: repeated values and + joins are the same variant.
    expect(baselineArm(["env:FREECODE_READ_LINE_NUMBERS=1+env:FREECODE_BASH_COMPRESS=1"], "reference").env).toEqual(baselineArm(["env:FREECODE_READ_LINE_NUMBERS=1", "env:FREECODE_BASH_COMPRESS=1"], "reference").env);
    expect(baselineArm(["env:FREECODE_READ_LINE_NUMBERS=1+env:FREECODE_BASH_COMPRESS=1"], "reference").env).toEqual({ FREECODE_READ_LINE_NUMBERS: "1", FREECODE_BASH_COMPRESS: "1" });
  });

  it("reads an arms file with labels, and refuses duplicates and bad fields with file:line:col", () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-arms-"));
    const file = join(dir, "arms.yaml");
    writeFileSync(file, "- label: numbers\n  specs: [env:FREECODE_READ_LINE_NUMBERS=1]\n- env:FREECODE_BASH_COMPRESS=1\n");
    expect(candidateArms([], readArmsFile(file)).map((a) => a.name)).toEqual(["numbers", "env:FREECODE_BASH_COMPRESS=1"]);
    writeFileSync(file, "- label: a\n  spec: env:FREECODE_READ_LINE_NUMBERS=1\n");
    expect(() => readArmsFile(file)).toThrow(new RegExp(`${file}:\\d+:\\d+`));
    expect(() => candidateArms(["env:FREECODE_READ_LINE_NUMBERS=1", "env:FREECODE_READ_LINE_NUMBERS=1"])).toThrow(/arms 1 and 2 have the same/);
    expect(() => candidateArms([])).toThrow(/no candidate/);
  });

  it("plans every arm of a (case, trial) together, in a seeded order; one candidate keeps the two-arm plan", () => {
    const two = planPairs(["a", "b"], 3, 7);
    expect(two.every((p) => p.order.length === 2)).toBe(true);
    const three = planPairs(["a", "b"], 50, 7, 2);
    expect(three.map((p) => [p.caseId, p.trial, p.seed])).toEqual(planPairs(["a", "b"], 50, 7).map((p) => [p.caseId, p.trial, p.seed]));
    for (const p of three) expect([...p.order].sort()).toEqual(["baseline", "candidate", "candidate2"]);
    // Every arm starts some tuples: no arm systematically goes first.
    const firsts = new Set(three.map((p) => p.order[0]));
    expect(firsts).toEqual(new Set(["baseline", "candidate", "candidate2"]));
  });
});
