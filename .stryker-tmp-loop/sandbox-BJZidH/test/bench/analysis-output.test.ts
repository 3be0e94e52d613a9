/**
 * The summary `eval analyze` prints must not change when the reading or the statistics are made
 * faster: seeded outputs are compared, as exact JSON text, with files written by the code
 * before the P3 work (test/bench/__snapshots__/analysis/). Generated runs cover the Monte Carlo
 * and the exact sign-flip paths, infra errors with retries, judged trials, a lost expectation,
 * and a CSV with every kind of column.
 */
// @ts-nocheck

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { syntheticRecords, writeSyntheticRun, type GeneratorSpec, type TrialRecordLine } from "../../bench/trials-generator.ts";
import { readAnalysisInput, recordsToAnalysisInput } from "../../src/results/observations.ts";
import { readTrials } from "../../src/results/results-file.ts";
import { analyze } from "../../src/stats/decision/analyze.ts";
import { parseTrialsCsv } from "../../src/results/from-csv.ts";
import type { AnalysisInput } from "../../src/stats/core/types.ts";

const dir = mkdtempSync(join(tmpdir(), "analysis-output-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const snapshot = (name: string) => join(import.meta.dirname, "__snapshots__", "analysis", `${name}.json`);
/** What `eval analyze FILE --json` prints with its default options (alpha 0.05, seed 1). */
const summaryText = (input: AnalysisInput) => `${JSON.stringify(analyze({ ...input, options: { ...input.options, alpha: 0.05, seed: 1 } }), null, 2)}\n`;

function generated(name: string, spec: GeneratorSpec): { jsonl: string; csv: string } {
  const jsonl = join(dir, `${name}.jsonl`);
  const csv = join(dir, `${name}.csv`);
  writeSyntheticRun(spec, jsonl, csv);
  return { jsonl, csv };
}

/** A run with infra errors retried at the end of the file, judge scores, and one case whose candidate loses an expectation. */
function retriedRun(): string {
  const records = [...syntheticRecords({ cases: 30, trials: 4, seed: 31, ratio: 0.85 })];
  const lines: TrialRecordLine[] = [];
  const retries: TrialRecordLine[] = [];
  records.forEach((r, i) => {
    const judged: TrialRecordLine = { ...r, judge: { score: ((i * 7) % 11) / 10, scale: 1, mode: "offline", model: null, costUsd: null, inputTokens: 0, outputTokens: 0 } };
    if (r.caseId === "case-03" && r.arm === "candidate") {
      judged.checks = judged.checks.map((c) => (c.kind === "expect" ? { ...c, pass: false } : c));
    }
    if (i % 7 === 3) {
      lines.push({ ...judged, status: "infra_error", pass: false, outcome: "crash", infraReason: "agent process crashed" });
      retries.push({ ...judged, attempt: 2 });
    } else {
      lines.push(judged);
    }
  });
  const file = join(dir, "retried.jsonl");
  writeFileSync(file, [...lines, ...retries].map((r) => `${JSON.stringify(r)}\n`).join(""));
  return file;
}

/** A CSV with infra and expectation columns, an extra numeric column, a quoted text column, NA cells and CRLF line ends. */
function richCsv(): string {
  const records = [...syntheticRecords({ cases: 25, trials: 3, seed: 77, ratio: 1.05 })];
  const rows = records.map((r, i) => [
    r.caseId, r.trial, r.arm, r.pass ? "yes" : "no", i % 13 === 5 ? "true" : "false", r.metrics.costUsd, r.metrics.tokens,
    i % 17 === 2 ? "NA" : r.metrics.turns, r.metrics.repeatedCalls, i % 5 === 0 ? "" : i % 3 === 0 ? "0" : "1",
    r.metrics.wallMs, `"note ${i}, with ""quotes"""`,
  ].join(","));
  const file = join(dir, "rich.csv");
  writeFileSync(file, `case,trial,variant,pass,infra,costUsd,tokens,turns,repeatedCalls,expect.parallelTools,wallMs,notes\r\n${rows.join("\r\n")}\r\n`);
  return file;
}

/** `eval analyze`'s streaming reader, checked against the whole-record path the other commands use. */
async function fromJsonl(file: string): Promise<AnalysisInput> {
  const input = readAnalysisInput(file);
  expect(input).toEqual(recordsToAnalysisInput(readTrials(file)));
  return input;
}

async function fromCsv(file: string): Promise<AnalysisInput> {
  return parseTrialsCsv(readFileSync(file, "utf8"), file);
}

describe("eval analyze output is unchanged", () => {
  const mc = generated("monte-carlo", { cases: 40, trials: 5, seed: 7, ratio: 0.9 });
  const exact = generated("exact", { cases: 12, trials: 3, seed: 11, ratio: 0.8 });

  it("trials.jsonl, 40 cases (Monte Carlo sign-flip)", async () => {
    await expect(summaryText(await fromJsonl(mc.jsonl))).toMatchFileSnapshot(snapshot("monte-carlo.jsonl"));
  });
  it("CSV, 40 cases (Monte Carlo sign-flip)", async () => {
    await expect(summaryText(await fromCsv(mc.csv))).toMatchFileSnapshot(snapshot("monte-carlo.csv"));
  });
  it("trials.jsonl, 12 cases (exact sign-flip)", async () => {
    await expect(summaryText(await fromJsonl(exact.jsonl))).toMatchFileSnapshot(snapshot("exact.jsonl"));
  });
  it("CSV, 12 cases (exact sign-flip)", async () => {
    await expect(summaryText(await fromCsv(exact.csv))).toMatchFileSnapshot(snapshot("exact.csv"));
  });
  it("trials.jsonl with infra errors, retries, judge scores and a lost expectation", async () => {
    await expect(summaryText(await fromJsonl(retriedRun()))).toMatchFileSnapshot(snapshot("retried.jsonl"));
  });
  it("CSV with infra, expectation, extra numeric and quoted text columns", async () => {
    await expect(summaryText(await fromCsv(richCsv()))).toMatchFileSnapshot(snapshot("rich.csv"));
  });
});
