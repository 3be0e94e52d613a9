// @ts-nocheck
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mergeRuns } from "../../src/runner/merge.ts";
import { manifest, record, sampleView, writeRunFolder } from "../report/fixtures.ts";

const cases = ["a"];
const shard = (runId: string, trial: number) =>
  writeRunFolder(sampleView([
    record({ caseId: "a", trial, arm: "baseline", pass: true, costUsd: 0.1 }),
    record({ caseId: "a", trial, arm: "candidate", pass: true, costUsd: 0.09 }),
  ].map((r) => ({ ...r, runId })), manifest(cases, { runId })), false);

describe("mergeRuns refuses bad input before creating --out", () => {
  it("a run folder given twice", () => {
    const one = shard("s1", 0);
    const out = join(mkdtempSync(join(tmpdir(), "fc-merge-")), "merged");
    expect(() => mergeRuns([one, one], out)).toThrow(`cannot merge: ${one} given more than once; name each shard's run folder once`);
    expect(existsSync(out)).toBe(false);
  });

  it("two runs holding the same trial", () => {
    const [one, two] = [shard("s1", 0), shard("s2", 0)];
    const out = join(mkdtempSync(join(tmpdir(), "fc-merge-")), "merged");
    expect(() => mergeRuns([one, two], out)).toThrow(/^cannot merge: trial a 0 (baseline|candidate) is in both /);
    expect(existsSync(out)).toBe(false);
  });

  it("--out that is one of the runs, or a file", () => {
    const [one, two] = [shard("s1", 0), shard("s2", 1)];
    expect(() => mergeRuns([one, two], two)).toThrow(`--out ${two} is one of the runs to merge; choose a new folder`);
    const file = join(mkdtempSync(join(tmpdir(), "fc-merge-")), "merged");
    writeFileSync(file, "");
    expect(() => mergeRuns([one, two], file)).toThrow(`--out ${file} is a file; choose a new folder`);
  });

  it("merges shards that hold different trials", () => {
    const [one, two] = [shard("s1", 0), shard("s2", 1)];
    const out = join(mkdtempSync(join(tmpdir(), "fc-merge-")), "merged");
    expect(mergeRuns([one, two], out).records).toHaveLength(4);
  });
});
