/**
 * A check that passes 2 of 3 times on the same solved workspace (issue 20, item 7): with
 * `--check-repeats 3` every trial is `check_flaky` (neither a pass nor an agent failure) where
 * one run of the check would have passed it; `validate --prove` fails the case as "unstable".
 * Then `eval report` on that run (item 10): it recomputes from trials.jsonl, saying so when
 * summary.json disagrees, and an emptied trials.jsonl is exit 2, not the stale summary.
 */
// @ts-nocheck

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { beforeAll, describe, expect, it } from "vitest";
import { BIN } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "fc-checkflaky-"));
// Counts its runs in the workspace: the 2nd run on the same workspace fails, the 1st and 3rd pass.
const CHECK = 'grep -q good a.txt || exit 1; n=$(cat .runs 2>/dev/null || echo 0); n=$((n+1)); echo $n > .runs; [ "$n" -ne 2 ]';
mkdirSync(join(dir, "cases", "flaky", "workspace"), { recursive: true });
mkdirSync(join(dir, "cases", "flaky", "solution"));
writeFileSync(join(dir, "cases", "flaky", "workspace", "a.txt"), "bad\n");
writeFileSync(join(dir, "cases", "flaky", "solution", "a.txt"), "good\n");
writeFileSync(join(dir, "cases", "flaky", "case.yaml"), [
  "id: flaky", "title: a check that passes 2 of 3 times", "prompt: Make a.txt say good.",
  `check: {run: ${JSON.stringify(CHECK)}, timeoutSec: 10}`,
  "sim:", "  steps:", "    - tools:", "        - name: bash", "          input: {command: \"echo good > a.txt\"}", "    - final: Done.", "",
].join("\n"));
mkdirSync(join(dir, "suites"));
writeFileSync(join(dir, "suites", "flaky.yaml"), "name: flaky\ncases: [flaky]\ntrials: 2\n");
const results = join(dir, "results");
const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
const cli = (args: string[]) => execa(process.execPath, [BIN, "eval", ...args], { env, extendEnv: false, reject: false, cwd: dir });
const ab = (runId: string, extra: string[]) => cli(["ab", join(dir, "suites", "flaky.yaml"), "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--provider", "sim", "--sim-noise", "0", "--quiet", "--results-dir", results, "--run-id", runId, "--concurrency", "2", "--infra-retries", "0", ...extra]);
type Rec = { status: string; pass: boolean; checks: Array<{ explanation: string }> };
const records = (runId: string): Rec[] => readFileSync(join(results, runId, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));

let once: Awaited<ReturnType<typeof ab>>;
let thrice: Awaited<ReturnType<typeof ab>>;
beforeAll(async () => {
  [once, thrice] = await Promise.all([ab("once", []), ab("thrice", ["--check-repeats", "3"])]);
}, 180_000);

describe("a check that passes 2 of 3 times", () => {
  it("--check-repeats 3 marks every trial check_flaky, where one run of the check passes them all", () => {
    const one = records("once");
    const three = records("thrice");
    console.log(`check-repeats 1: ${JSON.stringify(one.map((r) => r.status))}; check-repeats 3: ${JSON.stringify(three.map((r) => r.status))}, exit ${thrice.exitCode}`);
    expect(once.exitCode, once.stderr).toBe(0);
    expect(one.map((r) => r.status)).toEqual(["pass", "pass", "pass", "pass"]);
    expect(three.map((r) => r.status)).toEqual(["check_flaky", "check_flaky", "check_flaky", "check_flaky"]);
    expect(three.every((r) => !r.pass && r.checks[0]!.explanation.endsWith("[check run 3 times: pass, fail, pass — results differ: check_flaky]"))).toBe(true);
    // Not agent failures: no trial is left to compare, so the run cannot decide (INVALID, exit 3).
    expect(thrice.exitCode).toBe(3);
    const summary = JSON.parse(readFileSync(join(results, "thrice", "summary.json"), "utf8")) as { decision: string; integrity: { ok: boolean } };
    expect(summary).toMatchObject({ decision: "INVALID", integrity: { ok: false } });
  });

  it("validate --prove fails the case as unstable", async () => {
    const r = await cli(["validate", join(dir, "suites", "flaky.yaml"), "--prove"]);
    console.log(`validate --prove: exit ${r.exitCode}\n${r.stdout}`);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toContain("ok   untouched fails");
    expect(r.stdout).toContain("ok   solution passes");
    expect(r.stdout).toMatch(/FAIL check is stable\n\s+unstable: the check's runs disagree on the same workspace \(solution: pass, fail, pass\)/);
    expect(r.stderr).toContain("case flaky: check is stable");
  }, 120_000);

  it("eval report recomputes from trials.jsonl (saying when summary.json disagrees), and refuses an emptied trials.jsonl with exit 2", async () => {
    const run = join(results, "once");
    const file = join(run, "trials.jsonl");
    const lines = readFileSync(file, "utf8").trim().split("\n");
    // Every candidate trial now failed: the stored summary (4 of 4 passed) is stale.
    writeFileSync(file, `${lines.map((l) => { const o = JSON.parse(l); return JSON.stringify(o.arm === "candidate" ? { ...o, pass: false, status: "agent_failure" } : o); }).join("\n")}\n`);
    const stale = await cli(["report", run, "--format", "json"]);
    expect(stale.exitCode, stale.stderr).toBe(0);
    expect(stale.stderr).toMatch(/summary\.json disagrees with trials\.jsonl \(.+\); shown: recomputed from trials\.jsonl/);
    const shown = JSON.parse(stale.stdout) as { metrics: { pass: { baseline: number; candidate: number; delta: number } } };
    console.log(`report after editing trials.jsonl: ${stale.stderr.trim()}`);
    expect(shown.metrics.pass).toMatchObject({ baseline: 1, candidate: 0, delta: -1 });
    writeFileSync(file, "");
    const empty = await cli(["report", run]);
    console.log(`report on an emptied trials.jsonl: exit ${empty.exitCode}: ${empty.stderr.trim()}`);
    expect(empty.exitCode).toBe(2);
    expect(empty.stderr).toContain("no trial records (the file is empty), so there is nothing to report; summary.json cannot stand for trials that are not there");
    expect(empty.stdout).toBe("");
  }, 60_000);
});
