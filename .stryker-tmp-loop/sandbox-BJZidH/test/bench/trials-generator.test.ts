// @ts-nocheck
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CSV_HEADER, syntheticRecords, writeSyntheticRun } from "../../bench/trials-generator.ts";
import { recordsToAnalysisInput } from "../../src/results/observations.ts";
import { TrialRecord } from "../../src/results/record.ts";
import { readTrials } from "../../src/results/results-file.ts";
import { parseTrialsCsv } from "../../src/results/from-csv.ts";

const dir = mkdtempSync(join(tmpdir(), "bench-gen-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("syntheticRecords", () => {
  it("yields cases × trials × 2 valid trial records, both arms of every pair", () => {
    const records = [...syntheticRecords({ cases: 4, trials: 3, seed: 9, ratio: 0.9 })];
    expect(records).toHaveLength(24);
    for (const r of records) expect(TrialRecord.safeParse(r).success).toBe(true);
    const pairs = new Set(records.map((r) => `${r.caseId}/${r.trial}/${r.arm}`));
    expect(pairs.size).toBe(24);
    expect(records.filter((r) => r.arm === "candidate")).toHaveLength(12);
  });

  it("is deterministic for a seed", () => {
    const a = [...syntheticRecords({ cases: 3, trials: 2, seed: 5, ratio: 1 })];
    const b = [...syntheticRecords({ cases: 3, trials: 2, seed: 5, ratio: 1 })];
    const c = [...syntheticRecords({ cases: 3, trials: 2, seed: 6, ratio: 1 })];
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it("scales the candidate's cost by the ratio", () => {
    const records = [...syntheticRecords({ cases: 200, trials: 4, seed: 3, ratio: 0.5 })];
    const total = (arm: string) => records.filter((r) => r.arm === arm).reduce((s, r) => s + (r.metrics.costUsd as number), 0);
    const ratio = total("candidate") / total("baseline");
    expect(ratio).toBeGreaterThan(0.35);
    expect(ratio).toBeLessThan(0.65);
  });
});

describe("writeSyntheticRun", () => {
  it("writes the same trials as trials.jsonl and as CSV, both readable by the analysis", () => {
    const jsonl = join(dir, "trials.jsonl");
    const csv = join(dir, "trials.csv");
    expect(writeSyntheticRun({ cases: 5, trials: 2, seed: 4, ratio: 0.9 }, jsonl, csv)).toBe(20);
    const records = readTrials(jsonl);
    expect(records).toHaveLength(20);
    const fromJsonl = recordsToAnalysisInput(records);
    const text = readFileSync(csv, "utf8");
    expect(text.split("\n")[0]).toBe(CSV_HEADER);
    const fromCsv = parseTrialsCsv(text, csv);
    expect(fromCsv.cases.map((c) => c.caseId)).toEqual(fromJsonl.cases.map((c) => c.caseId));
    const first = (x: typeof fromCsv) => x.cases[0]!.candidate[1]!;
    expect(first(fromCsv).metrics.costUsd).toBe(first(fromJsonl).metrics.costUsd);
    expect(first(fromCsv).pass).toBe(first(fromJsonl).pass);
  });
});
