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
import { mergeRuns } from "../../src/runner/merge.ts";
import type { TrialRecord } from "../../src/runner/record.ts";
import { BIN } from "../e2e/helpers.ts";
import { manifest, sampleRecords } from "../report/fixtures.ts";

const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
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
