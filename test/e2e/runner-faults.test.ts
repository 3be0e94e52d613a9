import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { startSimServer } from "../../src/sim/server.ts";
import { loadSuite } from "../../src/suite/load.ts";
import { BIN, tempSuite } from "./helpers.ts";

const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
const CASES = ["cite-line", "fix-failing-test-js"];

function ab(t: { suite: string; results: string; dir: string }, extra: string[]) {
  return execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--trials", "2", "--sim-noise", "0", "--quiet", "--results-dir", t.results, ...extra], { env, extendEnv: false, reject: false, cwd: t.dir });
}

type Rec = { caseId: string; trial: number; arm: string; status: string; pass: boolean; attempt: number; metrics: Record<string, unknown> };
const readRecs = (dir: string): Rec[] => readFileSync(join(dir, "trials.jsonl"), "utf8").trim().split("\n").filter(Boolean).map((l) => JSON.parse(l));
// Exact on the trajectory; tokens and cost to within 1%: test runners print their own timings
// (`duration_ms`, "Ran 3 tests in 0.004s") into tool output, which the simulator tokenizes.
const comparable = (r: Rec) => ({
  key: `${r.caseId}.${r.trial}.${r.arm}`, pass: r.pass, turns: r.metrics.turns, toolCalls: r.metrics.toolCalls,
  repeatedCalls: r.metrics.repeatedCalls, tokensK: Math.round((r.metrics.tokens as number) / 500), costCents: Math.round((r.metrics.costUsd as number) * 200),
});
const finalRecords = (recs: Rec[]) => {
  const m = new Map<string, Rec>();
  for (const r of recs) m.set(`${r.caseId}.${r.trial}.${r.arm}`, r);
  return [...m.values()].sort((a, b) => `${a.caseId}.${a.trial}.${a.arm}`.localeCompare(`${b.caseId}.${b.trial}.${b.arm}`));
};

describe("crash safety and resume", () => {
  it("SIGKILL at 10 random points, resumed each time, ends with the planned trial set and the uninterrupted results", async () => {
    const ref = tempSuite(CASES);
    expect((await ab(ref, ["--run-id", "ref"])).exitCode).toBe(0);
    const expected = finalRecords(readRecs(join(ref.results, "ref"))).map(comparable);
    expect(expected).toHaveLength(8);

    const t = tempSuite(CASES);
    const runDir = join(t.results, "k");
    // Seeded delays (a linear congruential sequence), so a failure can be replayed.
    let s = 12345;
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      delays.push(s % 2500);
    }
    let kills = 0;
    const manifest = join(runDir, "manifest.json");
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for (const delay of delays) {
      const p = ab(t, existsSync(manifest) ? ["--resume", runDir] : ["--run-id", "k"]);
      // The delay counts from the moment the run is under way (its manifest exists), so the
      // kill lands among trials rather than during Node's start-up.
      let exited = false;
      void p.finally(() => (exited = true));
      while (!exited && !existsSync(manifest)) await sleep(50);
      await sleep(delay);
      p.kill("SIGKILL");
      const r = await p;
      if (r.signal === "SIGKILL") kills++;
      else expect(r.exitCode).toBe(0);
    }
    expect(kills).toBeGreaterThanOrEqual(8);
    const final = await ab(t, existsSync(manifest) ? ["--resume", runDir] : ["--run-id", "k"]);
    expect(final.stderr).toBe("");
    expect(final.exitCode).toBe(0);
    const recs = readRecs(runDir);
    const finals = finalRecords(recs);
    // Every planned trial once, with no duplicated final result.
    expect(finals.map((r) => `${r.caseId}.${r.trial}.${r.arm}`)).toEqual(expected.map((e) => e.key));
    const passKeys = recs.filter((r) => r.status !== "infra_error").map((r) => `${r.caseId}.${r.trial}.${r.arm}`);
    expect(new Set(passKeys).size).toBe(passKeys.length);
    expect(finals.map(comparable)).toEqual(expected);
  }, 300_000);

  it("refuses to resume when the experiment changed, naming what changed", async () => {
    const t = tempSuite(["cite-line"]);
    expect((await ab(t, ["--run-id", "r", "--trials", "1"])).exitCode).toBe(0);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=0", "--trials", "1", "--sim-noise", "0", "--quiet", "--resume", join(t.results, "r")], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/cannot resume .*: the experiment changed/);
    expect(r.stderr).toMatch(/variants\.candidate: \["env:FREECODE_READ_LINE_NUMBERS=1"\] → \["env:FREECODE_READ_LINE_NUMBERS=0"\]/);
  }, 120_000);
});

describe("shards", () => {
  it("two shards merged give the same analysis as the unsharded run (noise 0)", async () => {
    const whole = tempSuite(CASES);
    expect((await ab(whole, ["--run-id", "all", "--json"])).exitCode).toBe(0);
    const t = tempSuite(CASES);
    const [a, b] = await Promise.all([ab(t, ["--run-id", "s1", "--shard", "1/2"]), ab(t, ["--run-id", "s2", "--shard", "2/2"])]);
    expect([a.exitCode, b.exitCode]).toEqual([0, 0]);
    const n1 = readRecs(join(t.results, "s1")).length;
    const n2 = readRecs(join(t.results, "s2")).length;
    expect(n1 + n2).toBe(8);
    expect(n1 % 2).toBe(0); // pairs never split
    const m = await execa(process.execPath, [BIN, "eval", "merge", join(t.results, "s1"), join(t.results, "s2"), "--out", join(t.results, "m"), "--json"], { env, extendEnv: false, reject: false });
    expect(m.stderr).toBe("");
    const merged = JSON.parse(m.stdout);
    const ref = JSON.parse(readFileSync(join(whole.results, "all", "summary.json"), "utf8"));
    expect(merged.decision).toBe(ref.decision);
    for (const k of ["pass", "turns", "repeatedCalls"]) {
      expect([k, merged.metrics[k].baseline, merged.metrics[k].candidate, merged.metrics[k].delta]).toEqual([k, ref.metrics[k].baseline, ref.metrics[k].candidate, ref.metrics[k].delta]);
    }
    // Within 1% (absolute 0.01 on the relative delta): test runners print timings into tool output.
    for (const k of ["costUsd", "tokens"]) {
      expect(merged.metrics[k].baseline / ref.metrics[k].baseline).toBeCloseTo(1, 2);
      expect(merged.metrics[k].candidate / ref.metrics[k].candidate).toBeCloseTo(1, 2);
      expect(Math.abs(merged.metrics[k].delta - ref.metrics[k].delta)).toBeLessThan(0.01);
    }
  }, 300_000);

  it("refuses to merge runs of different experiments", async () => {
    const t = tempSuite(["cite-line"]);
    await ab(t, ["--run-id", "x", "--trials", "1"]);
    await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_BASH_COMPRESS=1", "--trials", "1", "--sim-noise", "0", "--quiet", "--results-dir", t.results, "--run-id", "y"], { env, extendEnv: false, reject: false, cwd: t.dir });
    const m = await execa(process.execPath, [BIN, "eval", "merge", join(t.results, "x"), join(t.results, "y"), "--out", join(t.results, "m")], { env, extendEnv: false, reject: false });
    expect(m.exitCode).toBe(2);
    expect(m.stderr).toMatch(/not the same experiment[\s\S]*variants\.candidate/);
  }, 120_000);
});

function scan(dir: string, needle: string): string[] {
  const hits: string[] = [];
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) hits.push(...scan(p, needle));
    else if (readFileSync(p).includes(needle)) hits.push(p);
  }
  return hits;
}

describe("secrets", () => {
  it("a run with a key finds the key 0 times in results/", async () => {
    const suite = loadSuite(tempSuite(["cite-line"]).suite);
    // The simulator accepts keys naming a case and seed; the rest of this one plays a secret.
    const server = await startSimServer({ cases: suite.loadedCases.map((c) => ({ id: c.id, sim: c.sim, workspaceDir: c.workspaceDir })), noise: 0, port: 0 });
    const secret = "fcsim_cite-line_1_sk-ant-FAKESECRET0123456789";
    try {
      const t = tempSuite(["cite-line"]);
      const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1,MY_TOKEN=tok-SECRET-987654321", "--trials", "1", "--quiet", "--provider", "anthropic", "--results-dir", t.results], {
        env: { ...env, ANTHROPIC_API_KEY: secret, ANTHROPIC_BASE_URL: server.url }, extendEnv: false, reject: false, cwd: t.dir,
      });
      expect(r.stderr).toBe("");
      expect(r.exitCode).toBe(0);
      expect(r.stdout).not.toContain("FAKESECRET");
      expect(scan(t.results, "FAKESECRET0123456789")).toEqual([]);
      expect(scan(t.results, "tok-SECRET-987654321")).toEqual([]);
      expect(readRecs(join(t.results, readdirSync(t.results)[0]!)).every((x) => x.status === "pass")).toBe(true);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("an agent:command arm that echoes the keys leaves them in no file of results/ (its stdout copy and invalid trace included)", async () => {
    const suite = loadSuite(tempSuite(["cite-line"]).suite);
    const server = await startSimServer({ cases: suite.loadedCases.map((c) => ({ id: c.id, sim: c.sim, workspaceDir: c.workspaceDir })), noise: 0, port: 0 });
    const key = "fcsim_cite-line_1_sk-ant-api03-REALLOOKINGKEY0001";
    try {
      const t = tempSuite(["cite-line"]);
      // stdout goes to traces/<trial>.command.log; a trace that is not JSON is kept as <trace>.invalid.
      const command = 'agent:command=echo "anth=$ANTHROPIC_API_KEY key=$MY_API_KEY"; echo "$MY_API_KEY $ANTHROPIC_API_KEY" > "$FREECODE_TRACE"';
      const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", `env:MY_API_KEY=sk-ant-secret-abc123+${command}`, "--trials", "1", "--quiet", "--provider", "anthropic", "--results-dir", t.results], {
        env: { ...env, ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: server.url }, extendEnv: false, reject: false, cwd: t.dir,
      });
      expect(r.stderr).toBe("");
      const traces = join(t.results, readdirSync(t.results)[0]!, "traces");
      const sideFiles = readdirSync(traces).filter((f) => !f.endsWith(".jsonl"));
      expect(sideFiles.some((f) => f.endsWith(".command.log"))).toBe(true);
      expect(sideFiles.some((f) => f.endsWith(".jsonl.invalid"))).toBe(true);
      const log = readFileSync(join(traces, sideFiles.find((f) => f.endsWith(".command.log"))!), "utf8");
      expect(log).toBe("anth=[redacted] key=[redacted]\n"); // the command ran, and said both
      expect(scan(t.results, "REALLOOKINGKEY0001")).toEqual([]);
      expect(scan(t.results, "sk-ant-secret-abc123")).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
