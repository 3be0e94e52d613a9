// @ts-nocheck
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { syntheticRecords } from "../../bench/trials-generator.ts";
import { readAnalysisInput, recordsToAnalysisInput, TrialAnalysisView } from "../../src/results/observations.ts";
import { fileLines, readTrials, trialLines } from "../../src/results/results-file.ts";

const dir = mkdtempSync(join(tmpdir(), "results-file-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function file(content: string | Buffer): string {
  const f = join(dir, `f${n++}.jsonl`);
  writeFileSync(f, content);
  return f;
}

/** What the whole-file reader saw: the lines of split("\n"), the last one unterminated. */
function splitLines(f: string) {
  const parts = readFileSync(f, "utf8").split("\n");
  return parts.map((text, i) => ({ line: i + 1, text, unterminated: i === parts.length - 1 })).filter((l) => !(l.unterminated && l.text === ""));
}

describe("fileLines", () => {
  it("splits at \\n only, as split does, and marks an unterminated last line", () => {
    for (const text of ["", "\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "\n\nx\n\n", "\ufeff{}\n{}"]) {
      const f = file(text);
      expect([...fileLines(f)]).toEqual(splitLines(f));
    }
  });

  it("keeps multi-byte characters cut by a chunk boundary, and lines longer than a chunk", () => {
    // 1 MiB chunks: "é" (2 bytes) and "😀" (4 bytes) land across boundaries; one line is 2.5 MiB.
    const lines = Array.from({ length: 40_000 }, (_, i) => `${"é".repeat(i % 7)}{"i":${i},"s":"😀${"x".repeat(i % 50)}"}`);
    lines.splice(20_000, 0, "y".repeat(2.5 * 2 ** 20));
    const f = file(`${lines.join("\n")}\n`);
    const got = [...fileLines(f)];
    expect(got.length).toBe(lines.length);
    expect(got).toEqual(splitLines(f));
  });
});

describe("trialLines and readTrials", () => {
  const records = [...syntheticRecords({ cases: 2, trials: 2, seed: 3, ratio: 0.9 })];
  const text = records.map((r) => `${JSON.stringify(r)}\n`).join("");

  it("ignores a torn last line and blank lines, and names file and line of a bad complete line", () => {
    const f = file(`${text}\n   \n`);
    appendFileSync(f, '{"schema":1,"caseId":"to');
    expect(readTrials(f)).toHaveLength(records.length);
    expect(() => readTrials(file(`${text}{"schema":1}\n`))).toThrow(new RegExp(`:${records.length + 1}: not a trial record of eval ab: runId: `));
    expect(() => readTrials(file(`${text}nope\n`))).toThrow(new RegExp(`:${records.length + 1}: not a JSON line \\(`));
    expect(readTrials(join(dir, "missing.jsonl"))).toEqual([]);
  });

  it("checks the analysis view's fields as the whole record does, and no others", () => {
    const bad = { ...records[0]!, trial: -1 };
    const f = file(`${text}${JSON.stringify(bad)}\n`);
    const message = (fn: () => unknown) => { try { fn(); } catch (e) { return (e as Error).message; } return "no error"; };
    expect(message(() => [...trialLines(f, TrialAnalysisView)])).toBe(message(() => readTrials(f)));
    expect(message(() => readAnalysisInput(f))).toMatch(new RegExp(`:${records.length + 1}: not a trial record of eval ab: trial: `));
    // A field the analysis does not read is not checked by the view.
    const noTrace: Record<string, unknown> = { ...records[0]! };
    delete noTrace.trace;
    expect(() => readAnalysisInput(file(`${JSON.stringify(noTrace)}\n`))).not.toThrow();
  });

  it("reads into the same analysis input as the whole records, the last attempt of a retried trial winning", () => {
    const retry = { ...records[1]!, attempt: 2, metrics: { ...records[1]!.metrics, costUsd: 9 } };
    const f = file(`${text}${JSON.stringify(retry)}\n`);
    const input = readAnalysisInput(f, ["case-02", "zzz"]);
    expect(input).toEqual(recordsToAnalysisInput(readTrials(f), ["case-02", "zzz"]));
    expect(input.cases.map((c) => c.caseId)).toEqual(["case-02", "zzz", "case-01"]);
    expect(input.cases[2]!.candidate[0]!.metrics.costUsd).toBe(9);
  });
});
