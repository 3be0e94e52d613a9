/**
 * `eval merge` on synthetic shard folders (no agent, no simulator): the merged run gets the
 * reports `eval ab` writes, and a refused merge leaves no --out folder behind.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import type { Manifest } from "../../src/runner/manifest.ts";
import { loadFinishedRun } from "../../src/runner/experiment-analyze.ts";
import { mergeRuns, shardCoverage } from "../../src/runner/merge.ts";
import type { TrialRecord } from "../../src/results/record.ts";
import { BIN } from "../e2e/helpers.ts";
import { manifest, sampleRecords } from "../report/fixtures.ts";

// COLUMNS: messages unwrapped, so the tests read their words (the layout at 80 columns is test/e2e/terminal-screen.test.ts's).
const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", COLUMNS: "1000" };
const CASES = ["alpha", "beta", "gamma"];

/** A shard folder: its manifest, its records, and a trace file for each. */
function shard(parent: string, name: string, records: TrialRecord[], over: Partial<Manifest> = {}): string {
  const dir = join(parent, name);
  mkdirSync(join(dir, "traces"), { recursive: true });
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest(CASES, { runId: name, ...over })));
  writeFileSync(join(dir, "trials.jsonl"), records.map((r) => `${JSON.stringify({ ...r, runId: name })}\n`).join(""));
  for (const r of records) writeFileSync(join(dir, r.trace), `{"from":"${name}"}\n`);
  return dir;
}

/** Two shards of the sample run: alpha and beta in the first, gamma in the second. */
function twoShards(over2: Partial<Manifest> = {}, second = sampleRecords().filter((r) => r.caseId === "gamma")) {
  const parent = mkdtempSync(join(tmpdir(), "fc-merge-"));
  const a = shard(parent, "s1", sampleRecords().filter((r) => r.caseId !== "gamma"), { shard: { index: 1, count: 2 } });
  const b = shard(parent, "s2", second, { shard: { index: 2, count: 2 }, ...over2 });
  return { parent, a, b, out: join(parent, "merged") };
}

const merge = (args: string[]) => execa(process.execPath, [BIN, "eval", "merge", ...args], { env, extendEnv: false, reject: false });

describe("eval merge", () => {
  it("joins the shards and writes summary.json, report.md, report.html and junit.xml as eval ab does", async () => {
    const t = twoShards();
    const r = await merge([t.a, t.b, "--out", t.out]);
    expect(r.stderr).toBe("");
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^merged 2 runs \(12 trial records\) into /);
    expect(readdirSync(t.out).sort()).toEqual(["junit.xml", "manifest.json", "report.html", "report.md", "summary.json", "traces", "trials.jsonl"]);
    const summary = JSON.parse(readFileSync(join(t.out, "summary.json"), "utf8"));
    expect(summary.nCases).toBe(3);
    expect(readFileSync(join(t.out, "report.md"), "utf8")).toMatch(new RegExp(`^# freecode eval · coding · ${summary.decision}\\n`));
    expect(readFileSync(join(t.out, "junit.xml"), "utf8")).toContain('<testsuite name="coding.candidate" tests="3" failures="1"');
    expect(readFileSync(join(t.out, "report.html"), "utf8")).toMatch(/^<!doctype html>/i);
    const m = JSON.parse(readFileSync(join(t.out, "manifest.json"), "utf8"));
    expect(m).toMatchObject({ runId: "merged", shard: null, mergedFrom: [t.a, t.b] });
    expect(readdirSync(join(t.out, "traces"))).toHaveLength(12);
    expect(readdirSync(t.parent).sort()).toEqual(["merged", "s1", "s2"]); // no staging folder left
  }, 60_000);

  it("leaves no --out folder when the manifests disagree, listing the difference", async () => {
    const t = twoShards({ options: { maxTrialTokens: 5000 } });
    const r = await merge([t.a, t.b, "--out", t.out]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toBe(`freecode: cannot merge: the runs are not the same experiment\n  ${t.b} differs from ${t.a}:\n    options.maxTrialTokens: null → 5000`);
    expect(existsSync(t.out)).toBe(false);
    expect(readdirSync(t.parent).sort()).toEqual(["s1", "s2"]);
  }, 60_000);

  it("checks every shard's trials before writing anything: a trial in two shards leaves nothing behind", () => {
    const t = twoShards({}, sampleRecords().filter((r) => r.caseId !== "alpha"));
    expect(() => mergeRuns([t.a, t.b], t.out)).toThrow(`cannot merge: trial beta 0 baseline is in both ${t.a} and ${t.b}`);
    expect(readdirSync(t.parent).sort()).toEqual(["s1", "s2"]);
  });

  it("refuses an --out that holds anything, and merges into an empty one", () => {
    const t = twoShards();
    mkdirSync(t.out);
    writeFileSync(join(t.out, "notes.txt"), "mine\n");
    expect(() => mergeRuns([t.a, t.b], t.out)).toThrow(`${t.out} already exists and is not an empty folder; choose another --out`);
    expect(readdirSync(t.out)).toEqual(["notes.txt"]);
    const empty = join(t.parent, "empty");
    mkdirSync(empty);
    expect(mergeRuns([t.a, t.b], empty).records).toHaveLength(12);
    expect(readdirSync(empty).sort()).toEqual(["manifest.json", "traces", "trials.jsonl"]);
  });
});

/** Three shards of the sample run, one case each: alpha in 1/3, beta in 2/3, gamma in 3/3. */
function threeShards() {
  const parent = mkdtempSync(join(tmpdir(), "fc-merge-"));
  const [s1, s2, s3] = CASES.map((c, i) => shard(parent, `s${i + 1}`, sampleRecords().filter((r) => r.caseId === c), { shard: { index: i + 1, count: 3 } }));
  return { parent, s1: s1!, s2: s2!, s3: s3!, out: join(parent, "merged") };
}

describe("eval merge and missing shards", () => {
  it("refuses shards 2/3 and 3/3 without 1/3 (exit 2, naming it) and writes nothing", async () => {
    const t = threeShards();
    const r = await merge([t.s2, t.s3, "--out", t.out]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toBe("freecode: cannot merge: shard 1/3 missing (given: 2/3, 3/3); give the run of every shard 1..3, or --allow-partial to analyse only the shards given (every report then says the merge is partial)");
    expect(readdirSync(t.parent).sort()).toEqual(["s1", "s2", "s3"]);
  }, 60_000);

  it("with --allow-partial merges them, and the manifest, summary, every report and a re-analysis say it is partial", async () => {
    const t = threeShards();
    const r = await merge([t.s2, t.s3, "--out", t.out, "--allow-partial"]);
    expect(r.stderr).toBe("");
    const said = "PARTIAL merge (merged shards 2/3, 3/3 only; shard 1/3 missing)";
    expect(r.stdout).toContain(`WARNING: ${said}`);
    const m = JSON.parse(readFileSync(join(t.out, "manifest.json"), "utf8")) as Manifest;
    expect(m.outcome?.partial).toBe("merged shards 2/3, 3/3 only; shard 1/3 missing");
    const reasons = (JSON.parse(readFileSync(join(t.out, "summary.json"), "utf8")) as { reasons: string[] }).reasons;
    expect(reasons.filter((x) => x.startsWith(said))).toHaveLength(1);
    expect(readFileSync(join(t.out, "report.md"), "utf8")).toContain(said);
    expect(readFileSync(join(t.out, "report.html"), "utf8")).toContain(said);
    expect(readFileSync(join(t.out, "junit.xml"), "utf8")).toContain('<property name="partial" value="merged shards 2/3, 3/3 only; shard 1/3 missing"/>');
    // `eval gate --run` re-analyses the stored run: the reason must survive that.
    expect(loadFinishedRun(t.out).summary.reasons.filter((x) => x.startsWith(said))).toHaveLength(1);
  }, 60_000);

  it("a complete set of shards in any order merges with no partial mark", () => {
    const t = threeShards();
    const { manifest: m } = mergeRuns([t.s3, t.s1, t.s2], t.out);
    expect(m.outcome?.partial).toBeUndefined();
  });
});

describe("shardCoverage", () => {
  const run = (dir: string, shard: Manifest["shard"]) => ({ dir, manifest: { shard } });
  it("accepts exactly one run per shard 1..n, and runs that are all unsharded", () => {
    expect(shardCoverage([run("a", { index: 2, count: 2 }), run("b", { index: 1, count: 2 })], false)).toBeNull();
    expect(shardCoverage([run("a", null), run("b", null)], false)).toBeNull();
  });

  it("refuses a shard given twice, even with allowPartial", () => {
    expect(() => shardCoverage([run("a", { index: 1, count: 2 }), run("b", { index: 1, count: 2 }), run("c", { index: 2, count: 2 })], true))
      .toThrow("cannot merge: shard 1/2 is given more than once (a, b); give one run per shard");
  });

  it("refuses shards of splits of different sizes, and a sharded run with an unsharded one", () => {
    expect(() => shardCoverage([run("a", { index: 1, count: 2 }), run("b", { index: 2, count: 3 })], true))
      .toThrow("cannot merge: the runs come from splits of different sizes (/2, /3): a (shard 1/2), b (shard 2/3); merge the shards of one --shard i/n split");
    expect(() => shardCoverage([run("a", null), run("b", { index: 2, count: 2 })], true))
      .toThrow("cannot merge: a ran every pair (no --shard) but b (shard 2/2) is one shard; merge only the shards of one --shard i/n split");
  });

  it("names every missing shard; with allowPartial says which shards the merge holds", () => {
    expect(() => shardCoverage([run("a", { index: 3, count: 4 })], false)).toThrow("cannot merge: shard 1/4, 2/4, 4/4 missing (given: 3/4)");
    expect(shardCoverage([run("a", { index: 3, count: 4 })], true)).toBe("merged shards 3/4 only; shard 1/4, 2/4, 4/4 missing");
  });
});
