/**
 * promptfoo's own output: fixtures/promptfoo-0.121.20-out.json was written by promptfoo 0.121.20
 * (npm, Node 20), offline, from fixtures/promptfoo-parity.yaml with its file:// provider
 * (fixtures/promptfoo-parity-provider.js):
 *   PROMPTFOO_DISABLE_TELEMETRY=1 promptfoo eval -c promptfoo-parity.yaml --repeat 3 --no-cache -o out.json
 * 12 tests × 3 repeats × 2 providers (labels "terse" and "careful"); "terse" errors on test "four", repeat 2.
 */
// @ts-nocheck

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePromptfooOutput } from "../../src/results/from-promptfoo.ts";
import { toPairedInput } from "../../src/results/imported-arms.ts";
import { readImportedInput } from "../../src/results/imported-input.ts";
import { analyze } from "../../src/stats/index.ts";

const FILE = join(import.meta.dirname, "fixtures", "promptfoo-0.121.20-out.json");
const text = readFileSync(FILE, "utf8");

describe("--from promptfoo (promptfoo 0.121.20 eval -o out.json)", () => {
  it("maps test → case, repeat → trial, provider label → arm, gradingResult.pass → pass, cost and tokenUsage", () => {
    const trials = parsePromptfooOutput(text, FILE);
    expect(trials).toHaveLength(72);
    const raw = JSON.parse(text).results.results as Array<Record<string, any>>;
    const first = raw.find((r) => r.testIdx === 0 && r.provider.label === "terse")!;
    const t = trials.find((x) => x.caseId === "two" && x.arm === "terse" && x.trial === 1)!;
    expect(t.pass).toBe(first.gradingResult.pass);
    expect(t.infra).toBe(false);
    expect(t.metrics.costUsd).toBe(first.cost);
    expect(t.metrics.tokens).toBe(first.tokenUsage.total);
    expect(t.metrics.inputTokens).toBe(first.tokenUsage.prompt);
    expect(t.metrics.outputTokens).toBe(first.tokenUsage.completion);
    expect(t.metrics.wallMs).toBe(first.latencyMs);
    // every case has trials 1, 2, 3 in both arms
    const cases = new Set(trials.map((x) => x.caseId));
    expect([...cases]).toEqual(["two", "three", "four", "six", "seven", "nine", "ten", "twelve", "fifteen", "eighteen", "twenty", "twenty-one"]);
    for (const c of cases) for (const arm of ["terse", "careful"]) {
      expect(trials.filter((x) => x.caseId === c && x.arm === arm).map((x) => x.trial).sort()).toEqual([1, 2, 3]);
    }
    // the repeats of "three" for terse: promptfoo's own results, in testIdx order
    const three = raw.filter((r) => r.testCase.description === "three" && r.provider.label === "terse").sort((a, b) => a.testIdx - b.testIdx);
    expect(trials.filter((x) => x.caseId === "three" && x.arm === "terse").sort((a, b) => a.trial - b.trial).map((x) => x.pass))
      .toEqual(three.map((r) => r.gradingResult.pass));
  });

  it("marks failureReason 2 (the provider errored, nothing graded) as an infra error, and an assertion failure as a fail", () => {
    const trials = parsePromptfooOutput(text, FILE);
    const infra = trials.filter((x) => x.infra);
    expect(infra.map((x) => [x.caseId, x.arm, x.trial])).toEqual([["four", "terse", 2]]);
    const failed = trials.filter((x) => !x.pass && !x.infra);
    expect(failed.length).toBe(JSON.parse(text).results.stats.failures);
  });

  it("pairs the first provider as baseline, and a pass gain is ADOPT only with --primary pass", async () => {
    const r = await readImportedInput("promptfoo", [FILE], {});
    expect([r.baseline, r.candidate]).toEqual(["terse", "careful"]);
    const byCost = analyze({ ...r.input, options: { seed: 1 } });
    expect(byCost.decision).toBe("REJECT"); // careful costs more
    const byPass = analyze({ ...r.input, options: { seed: 1, primary: "pass" } });
    expect(byPass.metrics.pass!.delta).toBeCloseTo(97.2222 / 100 - 69.4444 / 100, 3);
    expect(byPass.decision).toBe("ADOPT");
    // the infra error's partner is left out of the pair
    expect(byPass.perCase!.find((c) => c.caseId === "four")).toMatchObject({ baselineTrials: 2, candidateTrials: 2 });
    const swapped = await readImportedInput("promptfoo", [FILE], { baseline: "careful" });
    expect([swapped.baseline, swapped.candidate]).toEqual(["careful", "terse"]);
  });

  it("refuses what it cannot read, naming the file and the field", async () => {
    expect(() => parsePromptfooOutput("{", "x.json")).toThrow(/^x\.json: not JSON .*promptfoo eval -o out\.json/);
    expect(() => parsePromptfooOutput('{"results": {"version": 3, "results": [{"provider": "p", "testIdx": "a"}]}}', "x.json")).toThrow(/^x\.json: results\.results\[0\]\.testIdx: /);
    await expect(readImportedInput("promptfoo", [FILE], { baseline: "tersee" })).rejects.toThrow('--baseline tersee: out.json has no arm "tersee"; did you mean "terse"? (arms: terse, careful)'.replace("out.json", FILE));
    await expect(readImportedInput("promptfoo", ["out.csv"], {})).rejects.toThrow(/no such file/);
    const one = parsePromptfooOutput(text, FILE).filter((t) => t.arm === "terse");
    expect(() => toPairedInput(one, {}, "f")).toThrow(/only one arm \(terse\)/);
    const three = [...parsePromptfooOutput(text, FILE), ...one.map((t) => ({ ...t, arm: "third" }))];
    expect(() => toPairedInput(three, {}, "f")).toThrow("f: 3 arms (terse, careful, third); choose the candidate with --candidate LABEL (baseline: terse)");
    expect(toPairedInput(three, { candidate: "third" }, "f").candidate).toBe("third");
  });
});
