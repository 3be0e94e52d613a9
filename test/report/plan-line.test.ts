import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { planLine, suiteTrialsOf } from "../../src/report/plan-line.ts";
import { PACKAGE_ROOT } from "../../src/suite/resolve.ts";
import { BIN, tempSuite } from "../e2e/helpers.ts";

describe("the plan line (issue 22 item 3)", () => {
  it("names suite, subset, arms, trials and the run folder", () => {
    expect(planLine({ suite: "coding", baseline: [], candidate: ["env:FREECODE_READ_LINE_NUMBERS=1"], trials: 1, runDir: "results/r", resume: false })).toBe(
      "plan: suite coding · baseline defaults vs candidate env:FREECODE_READ_LINE_NUMBERS=1 · 1 trial per case per arm · will write results/r");
    expect(planLine({ suite: "s", baseline: ["model:a"], candidate: ["model:b"], trials: undefined, runDir: "results/x", resume: true, subset: { cases: ["fmt-*"], tags: ["py"] } })).toBe(
      "plan: suite s (cases fmt-*, tags py) · baseline model:a vs candidate model:b · the suite's trials per case per arm · resuming results/x");
    // No -t: the suite's own number, when its file was read.
    expect(planLine({ suite: "coding", baseline: [], candidate: ["env:X=1"], trials: undefined, suiteTrials: 3, runDir: "results/r", resume: false })).toBe(
      "plan: suite coding · baseline defaults vs candidate env:X=1 · 3 trials per case per arm (the suite's) · will write results/r");
  });

  it("reads a suite file's top-level trials without the YAML parser", () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-plan-"));
    const file = (name: string, text: string) => { writeFileSync(join(dir, name), text); return join(dir, name); };
    expect(suiteTrialsOf(file("a.yaml", "name: a\ncases:\n  - x\ntrials: 5 # per arm\n"))).toBe(5);
    expect(suiteTrialsOf(file("b.yaml", "name: b\ncases: [x]\n"))).toBeUndefined();
    // An indented key is some other mapping's, not the suite's.
    expect(suiteTrialsOf(file("c.yaml", "name: c\ncases: [x]\nother:\n  trials: 9\n"))).toBeUndefined();
    expect(suiteTrialsOf(join(dir, "missing.yaml"))).toBeUndefined();
    expect(suiteTrialsOf(join(PACKAGE_ROOT, "suites", "coding.yaml"))).toBe(3);
  });

  it("is the first line eval ab prints, and names the folder the run then writes", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "--max-trials", "0", "--results-dir", t.results], { env: { PATH: process.env.PATH ?? "", HOME: "/tmp", COLUMNS: "1000" }, extendEnv: false, reject: false, cwd: t.dir });
    const first = r.stderr.split("\n")[0]!;
    const m = /^plan: suite .*t\.yaml · baseline defaults vs candidate env:FREECODE_READ_LINE_NUMBERS=1 · \d+ trials? per case per arm \(the suite's\) · will write (.+)$/.exec(first);
    expect(m, first).not.toBeNull();
    expect(existsSync(join(m![1]!, "manifest.json"))).toBe(true);
  });
});

describe("--pass-k through the CLI (issue 22 item 7)", () => {
  const env = { PATH: process.env.PATH ?? "", HOME: "/tmp" };
  it("eval ab refuses k > trials before any trial; eval report prints the table of a stored run", async () => {
    const t = tempSuite(["cite-line"]);
    const refused = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "-t", "2", "--pass-k", "3", "-q", "--results-dir", t.results], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(refused.exitCode, refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(/--pass-k 3: the run has 2 trials per case per arm/);
    expect(existsSync(t.results)).toBe(false);
    const run = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "-t", "2", "--pass-k", "2", "-q", "--sim-noise", "0", "--run-id", "r", "--results-dir", t.results], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/│ cite-line +│ 100\.0% +│ 100\.0% +│ 100\.0% +│ 100\.0% +│ 2\/2 \/ 2\/2 +│/);
    const report = await execa(process.execPath, [BIN, "eval", "report", join(t.results, "r"), "--pass-k", "1"], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(report.stdout).toMatch(/pass@1: a trial passes, .*pass\^1: the same, for one trial,/);
    expect(report.stdout).not.toMatch(/one of 1 trials|all 1 pass/);
  }, 300_000);
});
