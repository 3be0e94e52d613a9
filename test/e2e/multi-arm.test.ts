import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { ViewerData } from "../../src/report/viewer/data.ts";
import { BIN, tempSuite } from "./helpers.ts";

const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", COLUMNS: "1000" }; // no ANTHROPIC_API_KEY: the simulator; COLUMNS: lines unwrapped
const run = (args: string[], cwd: string) => execa(process.execPath, [BIN, "eval", ...args], { env: scrubbed, extendEnv: false, reject: false, cwd });
const trials = (dir: string) => readFileSync(join(dir, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
const armOf = (r: { arm: string; armIndex?: number }) => (r.arm === "baseline" ? "baseline" : `candidate${r.armIndex}`);

describe("eval ab with three arms (baseline and two candidates)", () => {
  it("runs each (case, trial) in all three arms, decides each candidate against the baseline, and every report shows the arms", async () => {
    const t = tempSuite(["cite-line", "rename-function", "config-dump-head"]);
    const r = await run(["ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "-c", "env:FREECODE_BASH_COMPRESS=1", "--cases", "cite-line,config-dump-head", "--json", "--sim-noise", "0", "--concurrency", "2", "--results-dir", t.results], t.dir);
    expect(r.stderr).toBe("");
    expect(r.exitCode).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.arms.map((a: { arm: number; label: string }) => [a.arm, a.label])).toEqual([[1, "env:FREECODE_READ_LINE_NUMBERS=1"], [2, "env:FREECODE_BASH_COMPRESS=1"]]);
    for (const a of s.arms) {
      expect(a.holm.arms).toBe(2);
      expect(a.summary.nCases).toBe(2);
      expect(a.summary.reasons.at(-1)).toMatch(/^Holm over 2 arms on costUsd: adjusted one-sided p = /);
    }
    const [runId] = readdirSync(t.results);
    const dir = join(t.results, runId!);
    const records = trials(dir);
    expect(records).toHaveLength(6);
    // Interleaved: the three arms of a (case, trial) tuple share its seed and each start position once.
    for (const c of ["cite-line", "config-dump-head"]) {
      const tuple = records.filter((x) => x.caseId === c);
      expect(tuple.map(armOf).sort()).toEqual(["baseline", "candidate1", "candidate2"]);
      expect(new Set(tuple.map((x) => x.seed)).size).toBe(1);
      expect(tuple.map((x) => x.orderInPair).sort()).toEqual([0, 1, 2]);
    }
    // Arm 2's tool output differs from arm 1's: the candidates really ran apart.
    expect(records.find((x) => x.armIndex === 2)!.variant).toBe("env:FREECODE_BASH_COMPRESS=1");
    const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
    expect(manifest.variants.candidates.map((v: { specs: string[] }) => v.specs)).toEqual([["env:FREECODE_READ_LINE_NUMBERS=1"], ["env:FREECODE_BASH_COMPRESS=1"]]);
    const md = readFileSync(join(dir, "report.md"), "utf8");
    expect(md).toMatch(/^# freecode eval · t · 2 arms · overall: (ADOPT|REJECT|INCONCLUSIVE|INVALID) \(arm [12], env:FREECODE_\w+=1\)\n/);
    expect(md.split("\n").filter((l) => l.startsWith("# "))).toHaveLength(1); // one H1; the arms are H2
    expect(md.split("\n").filter((l) => /^## arm [12]: /.test(l))).toHaveLength(2);
    expect([1, 2]).toContain(s.decisionArm);
    const junit = readFileSync(join(dir, "junit.xml"), "utf8");
    expect([...junit.matchAll(/<testsuite name="([^"]+)"/g)].map((m) => m[1])).toEqual(["t.baseline", "t.candidate", "t.candidate2"]);
    expect(readFileSync(join(dir, "report.html"), "utf8")).toContain('<section id="arm-2">');
    // eval analyze on the folder: the same verdicts; eval report: the arms overview first.
    const an = await run(["analyze", dir, "--json"], t.dir);
    expect(an.exitCode).toBe(0);
    expect(JSON.parse(an.stdout).arms.map((a: { summary: { decision: string } }) => a.summary.decision)).toEqual(s.arms.map((a: { summary: { decision: string } }) => a.summary.decision));
    const rep = await run(["report", dir], t.dir);
    expect(rep.stdout).toMatch(/^run .*: suite t, 2 candidate arms against the baseline \(defaults\)\n/);
    expect(rep.stdout).toContain("── arm 2: env:FREECODE_BASH_COMPRESS=1 ──");
    // The viewer shows one two-arm run per candidate, with pairs of two transcripts.
    const v = new ViewerData([dir]);
    expect(v.list().map((x) => x.candidate)).toEqual(["arm 1 of 2: env:FREECODE_READ_LINE_NUMBERS=1", "arm 2 of 2: env:FREECODE_BASH_COMPRESS=1"]);
    const pair = v.pair(`${runId}@arm2`, "cite-line", 0);
    expect(pair.baseline?.flags).not.toEqual(pair.candidate?.flags);
    expect(pair.candidate?.file).toMatch(/\.candidate2\.a1-/);
  }, 900_000);

  it("an --arms file with labels; a run stopped by --max-trials resumes with every arm", async () => {
    const t = tempSuite(["cite-line", "config-dump-head"]);
    const arms = join(t.dir, "arms.yaml");
    writeFileSync(arms, "- label: numbers\n  specs: [env:FREECODE_READ_LINE_NUMBERS=1]\n- label: compress\n  specs: env:FREECODE_BASH_COMPRESS=1\n");
    const args = ["ab", t.suite, "--arms", arms, "--sim-noise", "0", "--concurrency", "1", "--quiet", "--results-dir", t.results, "--run-id", "r3"];
    const first = await run([...args, "--max-trials", "2"], t.dir);
    expect(first.exitCode).toBe(0);
    const dir = join(t.results, "r3");
    // Rounded up to a whole (case, trial) tuple: its three arms.
    expect(trials(dir).map(armOf).sort()).toEqual(["baseline", "candidate1", "candidate2"]);
    const again = await run(["ab", t.suite, "--arms", arms, "--sim-noise", "0", "--concurrency", "1", "--quiet", "--resume", dir, "--json"], t.dir);
    expect(again.stderr).toBe("");
    expect(again.exitCode).toBe(0);
    const records = trials(dir);
    expect(records).toHaveLength(6);
    expect(new Set(records.map((x) => `${x.caseId}/${x.trial}/${armOf(x)}`)).size).toBe(6);
    const s = JSON.parse(again.stdout);
    expect(s.arms.map((a: { label: string; summary: { nCases: number } }) => [a.label, a.summary.nCases])).toEqual([["numbers", 2], ["compress", 2]]);
    // Another set of arms is another experiment.
    const other = await run(["ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "--quiet", "--resume", dir], t.dir);
    expect(other.exitCode).toBe(2);
    expect(other.stderr).toMatch(/cannot resume .*: the experiment changed/);
  }, 900_000);

  it("the candidate-changes-nothing check applies per arm", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await run(["ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "-c", "env:FREECODE_READ_LINE_NUMBERS=0", "--trials", "2", "--concurrency", "1", "--quiet", "--sim-noise", "0", "--results-dir", t.results], t.dir);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/^freecode: candidate arm 2 \(env:FREECODE_READ_LINE_NUMBERS=0\) changes nothing: after the first pair \(cite-line, trial 0\)/m);
  }, 600_000);
});
