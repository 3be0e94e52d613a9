import { existsSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { planLine } from "../../src/report/plan-line.ts";
import { BIN, tempSuite } from "../e2e/helpers.ts";

describe("the plan line (issue 22 item 3)", () => {
  it("names suite, subset, arms, trials and the run folder", () => {
    expect(planLine({ suite: "coding", baseline: [], candidate: ["env:FREECODE_READ_LINE_NUMBERS=1"], trials: 1, runDir: "results/r", resume: false })).toBe(
      "plan: suite coding · baseline defaults vs candidate env:FREECODE_READ_LINE_NUMBERS=1 · 1 trial per case per arm · run folder results/r");
    expect(planLine({ suite: "s", baseline: ["model:a"], candidate: ["model:b"], trials: undefined, runDir: "results/x", resume: true, subset: { cases: ["fmt-*"], tags: ["py"] } })).toBe(
      "plan: suite s (cases fmt-*, tags py) · baseline model:a vs candidate model:b · the suite's trials per case per arm · resuming results/x");
  });

  it("is the first line eval ab prints, and names the folder the run then writes", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "--max-trials", "0", "--results-dir", t.results], { env: { PATH: process.env.PATH ?? "", HOME: "/tmp" }, extendEnv: false, reject: false, cwd: t.dir });
    const first = r.stderr.split("\n")[0]!;
    const m = /^plan: suite .*t\.yaml · baseline defaults vs candidate env:FREECODE_READ_LINE_NUMBERS=1 · the suite's trials per case per arm · run folder (.+)$/.exec(first);
    expect(m, first).not.toBeNull();
    expect(existsSync(join(m![1]!, "manifest.json"))).toBe(true);
  });
});

describe("--pass-k through the CLI (issue 22 item 7)", () => {
  const env = { PATH: process.env.PATH ?? "", HOME: "/tmp" };
  it("eval ab refuses k > trials before any trial; eval report prints the table of a stored run", async () => {
    const t = tempSuite(["cite-line"]);
    const refused = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "-t", "2", "--pass-k", "3", "-q", "--results-dir", t.results], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/--pass-k 3: the run has 2 trials per case per arm/);
    expect(existsSync(t.results)).toBe(false);
    const run = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "-t", "2", "--pass-k", "2", "-q", "--sim-noise", "0", "--run-id", "r", "--results-dir", t.results], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ cite-line +│ 100\.0% +│ 100\.0% +│ 100\.0% +│ 100\.0% +│ 2\/2 \/ 2\/2 +│/);
    const report = await execa(process.execPath, [BIN, "eval", "report", join(t.results, "r"), "--pass-k", "1"], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(report.stdout).toMatch(/pass@1: a trial passes, .*pass\^1: the same, for one trial,/);
    expect(report.stdout).not.toMatch(/one of 1 trials|all 1 pass/);
  }, 300_000);
});
