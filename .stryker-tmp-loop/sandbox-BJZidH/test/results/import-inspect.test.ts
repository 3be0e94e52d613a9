/**
 * Inspect AI eval logs. Inspect is a Python package and PyPI is unreachable here, so these
 * fixtures were NOT written by Inspect: fixtures/inspect-haiku.json and inspect-sonnet.json were
 * written by hand from the log schema in Inspect's source (github UKGovernmentBEIS/inspect_ai at
 * 499e6152, src/inspect_ai/log/_log.py EvalLog/EvalSpec/EvalSample, model/_model_output.py
 * ModelUsage, scorer/_metric.py Score and value_to_float). The reader was also run once by hand
 * on four logs Inspect itself wrote (that repository's tests/analysis/test_logs and
 * tests/log/test_eval_log), which it read.
 */
// @ts-nocheck

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseInspectLogs } from "../../src/results/from-inspect.ts";
import { readImportedInput } from "../../src/results/imported-input.ts";
import { analyze } from "../../src/stats/index.ts";

const HAIKU = join(import.meta.dirname, "fixtures", "inspect-haiku.json");
const SONNET = join(import.meta.dirname, "fixtures", "inspect-sonnet.json");
const read = (f: string) => ({ file: f, text: readFileSync(f, "utf8") });

describe("--from inspect (Inspect JSON eval logs, one per arm)", () => {
  it("maps sample id → case, epoch → trial, model → arm, score → pass, model usage → tokens", () => {
    const trials = parseInspectLogs([read(HAIKU), read(SONNET)]);
    expect(trials).toHaveLength(36);
    const log = JSON.parse(read(HAIKU).text);
    const s = log.samples.find((x: any) => x.id === "csv-quote" && x.epoch === 2);
    const u = s.model_usage["anthropic/claude-haiku-4-5"];
    const t = trials.find((x) => x.caseId === "csv-quote" && x.trial === 2 && x.arm === "anthropic/claude-haiku-4-5")!;
    expect(t).toMatchObject({ pass: true, infra: false });
    expect(t.metrics).toMatchObject({ score: 1, tokens: u.total_tokens, inputTokens: u.input_tokens, outputTokens: u.output_tokens, cacheReadTokens: u.input_tokens_cache_read, costUsd: u.total_cost, wallMs: s.total_time * 1000, turns: s.turn_count });
    expect(trials.find((x) => x.caseId === "csv-quote" && x.trial === 1 && x.arm === "anthropic/claude-haiku-4-5")!.pass).toBe(false); // "I"
    // the sample that errored (no score) is an infra error
    expect(trials.filter((x) => x.infra).map((x) => [x.caseId, x.arm, x.trial])).toEqual([["tz-parse", "anthropic/claude-sonnet-4-5", 2]]);
  });

  it("reads scores as Inspect's value_to_float does: C 1, P 0.5 (not a pass), I and N 0, yes/true, numbers", () => {
    const log = JSON.parse(read(HAIKU).text);
    const values = ["C", "P", "I", "N", "yes", "false", 1, 0.5, true, "0.75"];
    log.samples = values.map((v, i) => ({ ...log.samples[0], id: `s${i}`, epoch: 1, scores: { check_tests: { value: v } } }));
    const other = { ...log, eval: { ...log.eval, model: "m2" } };
    const trials = parseInspectLogs([{ file: "a", text: JSON.stringify(log) }, { file: "b", text: JSON.stringify(other) }]).slice(0, values.length);
    expect(trials.map((t) => t.metrics.score)).toEqual([1, 0.5, 0, 0, 1, 0, 1, 0.5, 1, 0.75]);
    expect(trials.map((t) => t.pass)).toEqual([true, false, false, false, true, false, true, false, true, false]);
  });

  it("names arms by the task argument that differs when the model is the same", () => {
    const a = JSON.parse(read(HAIKU).text);
    const b = { ...a, eval: { ...a.eval, task_args: { difficulty: "hard", hints: true } } };
    a.eval.task_args = { difficulty: "hard", hints: false };
    const arms = new Set(parseInspectLogs([{ file: "a", text: JSON.stringify(a) }, { file: "b", text: JSON.stringify(b) }]).map((t) => t.arm));
    expect([...arms]).toEqual(["hints=false", "hints=true"]);
    expect(() => parseInspectLogs([{ file: "a", text: JSON.stringify(a) }, { file: "b", text: JSON.stringify(a) }])).toThrow(/do not differ in model \(anthropic\/claude-haiku-4-5\) or task arguments/);
  });

  it("analyses the pair: the pass gain as primary, costs from total_cost", async () => {
    const r = await readImportedInput("inspect", [HAIKU, SONNET], {});
    expect([r.baseline, r.candidate]).toEqual(["anthropic/claude-haiku-4-5", "anthropic/claude-sonnet-4-5"]);
    const s = analyze({ ...r.input, options: { seed: 1, primary: "pass" } });
    expect(s.nCases).toBe(6);
    expect(s.metrics.pass!.role).toBe("primary");
    // 4 cases gain, 2 tie: the exact one-sided sign-flip p is 4/64 = 1/16
    expect(s.metrics.pass!.extra!.pGreater).toBeCloseTo(1 / 16, 12);
    expect(s.decision).toBe("INCONCLUSIVE");
  });

  it("refuses a zipped .eval log, a single log and a malformed sample with the file and field", () => {
    expect(() => parseInspectLogs([{ file: "x.eval", text: "PK\u0003\u0004…" }, read(SONNET)])).toThrow("x.eval: an Inspect .eval (zip) log; convert it with: inspect log convert --to json x.eval");
    expect(() => parseInspectLogs([read(HAIKU)])).toThrow(/one log is one arm; give two logs/);
    const bad = JSON.parse(read(HAIKU).text);
    bad.samples[3].epoch = "two";
    expect(() => parseInspectLogs([{ file: "bad.json", text: JSON.stringify(bad) }, read(SONNET)])).toThrow(/^bad\.json: samples\[3\]\.epoch: /);
  });
});
