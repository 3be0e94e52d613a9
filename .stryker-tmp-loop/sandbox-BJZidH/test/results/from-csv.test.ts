// @ts-nocheck
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/stats/index.ts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseTrialsCsv, readTrialsCsv, TrialsCsvError } from "../../src/results/from-csv.ts";

const HEADER = "case,trial,variant,pass,costUsd,tokens,turns,repeatedCalls";

function csv(rows: string[]): string {
  return [HEADER, ...rows].join("\n") + "\n";
}

describe("the CSV syntax (csv-parse)", () => {
  it("reads quoted fields with commas, quotes and line breaks, CRLF, a BOM and blank lines; a row's line is where it starts", () => {
    const input = parseTrialsCsv('\ufeffcase,variant,note\r\n"a,1",baseline,"x,""y"""\r\nb,candidate,"two\nlines"\n\nc,baseline,\n', "q.csv");
    expect(input.cases.map((c) => c.caseId)).toEqual(["a,1", "b", "c"]);
    expect(() => parseTrialsCsv('case,variant\nb,"two\nlines",x\n', "q.csv")).toThrow(/^q\.csv:2: this row has 3 fields/);
  });

  it("reads a file as a stream with the same result as the text", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-csv-"));
    try {
      const rows = ["case,trial,variant,pass,costUsd,score"];
      for (let i = 0; i < 500; i++) rows.push(`c${i % 50},${Math.floor(i / 50)},${i % 2 ? "candidate" : "baseline"},${i % 3 ? 1 : 0},${(i / 1000).toFixed(3)},${i}`);
      const text = rows.join("\n") + "\n";
      writeFileSync(join(dir, "r.csv"), text);
      expect(await readTrialsCsv(join(dir, "r.csv"))).toEqual(parseTrialsCsv(text, join(dir, "r.csv")));
      writeFileSync(join(dir, "bad.csv"), 'case,variant\n"a,baseline\n');
      await expect(readTrialsCsv(join(dir, "bad.csv"))).rejects.toThrow(/bad\.csv:\d+: a quoted field is never closed \(CSV_QUOTE_NOT_CLOSED\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("parseTrialsCsv", () => {
  it("reads the documented columns into cases and arms", () => {
    const input = parseTrialsCsv(csv([
      "fix-bug,1,baseline,true,0.12,40000,7,1",
      "fix-bug,1,candidate,false,0.09,30000,6,0",
      "logs,1,baseline,1,0.3,90000,12,2",
      "logs,1,candidate,1,,85000,11,2",
    ]), "runs.csv");
    expect(input.notRecorded).toBeUndefined();
    expect(input.cases.map((c) => c.caseId)).toEqual(["fix-bug", "logs"]);
    expect(input.cases[0]!.candidate[0]).toEqual({
      trial: 1, pass: false, infra: false, metrics: { costUsd: 0.09, tokens: 30000, turns: 6, repeatedCalls: 0 },
    });
    expect(input.cases[1]!.candidate[0]!.metrics.costUsd).toBeNull(); // empty = unknown, never 0
  });

  it("skips missing columns, numbers trials itself and keeps extra numeric columns as metrics", () => {
    const input = parseTrialsCsv(
      "variant,case,costUsd,wallMs,model\nbaseline,a,0.1,1200,sonnet\nbaseline,a,0.2,1300,sonnet\ncandidate,a,0.1,900,sonnet\n",
      "other-harness.csv",
    );
    expect(input.notRecorded).toEqual(["pass"]);
    expect(input.cases[0]!.baseline.map((t) => t.trial)).toEqual([1, 2]);
    expect(input.cases[0]!.candidate[0]!.metrics).toEqual({ costUsd: 0.1, wallMs: 900 });
  });

  it("reads expect.<name> columns as expectations", () => {
    const input = parseTrialsCsv("case,variant,expect.parallelTools\na,baseline,true\na,candidate,\n", "e.csv");
    expect(input.cases[0]!.baseline[0]!.expectations).toEqual({ parallelTools: true });
    expect(input.cases[0]!.candidate[0]!.expectations).toBeUndefined();
  });

  it("feeds analyze: without a pass column no pass guardrail is tested", () => {
    const rows = ["variant,case,costUsd,repeatedCalls"];
    for (let i = 0; i < 8; i++) {
      for (let t = 0; t < 2; t++) {
        rows.push(`baseline,c${i},${(0.1 * (i + 1) + 0.01 * t).toFixed(3)},0`);
        rows.push(`candidate,c${i},${(0.07 * (i + 1) + 0.01 * t).toFixed(3)},0`);
      }
    }
    const s = analyze(parseTrialsCsv(rows.join("\n"), "r.csv"));
    expect(s.metrics.pass).toBeUndefined();
    expect(s.decision).toBe("ADOPT");
  });

  const errorOf = (text: string): string => {
    try {
      parseTrialsCsv(text, "runs.csv");
    } catch (e) {
      expect(e).toBeInstanceOf(TrialsCsvError);
      return (e as Error).message;
    }
    throw new Error("no error thrown");
  };

  it("names file, line and column, and what would be valid", () => {
    expect(errorOf(csv(["a,1,baseline,true,0.1,1,1,0", "a,1,treatment,true,0.1,1,1,0"]))).toBe(
      'runs.csv:3, column 3: column "variant" is "treatment"; valid values are baseline and candidate',
    );
    expect(errorOf(csv(["a,1,baseline,maybe,0.1,1,1,0"]))).toBe(
      'runs.csv:2, column 4: column "pass" is "maybe"; use true or false (or 1/0, yes/no)',
    );
    expect(errorOf(csv(["a,1,baseline,true,$0.10,1,1,0"]))).toBe(
      'runs.csv:2, column 5: column "costUsd" is "$0.10"; use a number, or leave it empty when unknown',
    );
    expect(errorOf(csv(["a,one,baseline,true,0.1,1,1,0"]))).toBe(
      'runs.csv:2, column 2: column "trial" is "one"; use a whole number such as 1',
    );
    expect(errorOf(csv(["a,1,baseline,true,0.1,1,1"]))).toBe("runs.csv:2: this row has 7 fields but the header has 8");
    expect(errorOf(csv(["a,1,baseline,true,0.1,1,1,0", "a,1,baseline,true,0.1,1,1,0"]))).toBe(
      "runs.csv:3: case a, baseline trial 1 already appears on line 2",
    );
    expect(errorOf("case,variant,costUSD\na,baseline,1\n")).toBe('runs.csv:1, column 3: column "costUSD" is not recognised; did you mean "costUsd"?');
    expect(errorOf("trial,variant\n1,baseline\n")).toBe(
      'runs.csv:1: the header has no "case" column; expected columns: case,trial,variant,pass,infra,costUsd,tokens,turns,repeatedCalls',
    );
    expect(errorOf("case,variant,score\na,baseline,1\na,candidate,high\n")).toBe(
      'runs.csv:3, column 3: column "score" holds numbers elsewhere but "high" here; an extra column must be all numbers (or empty)',
    );
    expect(errorOf('case,variant\n"a,baseline\n')).toMatch(/^runs\.csv:\d+: a quoted field is never closed \(CSV_QUOTE_NOT_CLOSED\)$/);
    expect(errorOf('case,variant\na"b,baseline\n')).toMatch(/^runs\.csv:2: a quote inside a field that is not quoted as a whole/);
    expect(errorOf("")).toBe("runs.csv:1: the file is empty; expected a header such as case,trial,variant,pass,infra,costUsd,tokens,turns,repeatedCalls");
    expect(errorOf(HEADER + "\n")).toBe("runs.csv:2: the file has a header but no trial rows");
  });

  it("refuses a near miss of a known column the header lacks, instead of reading it as an extra column", () => {
    expect(errorOf("case,variant,pas,costUsd\na,baseline,1,0.1\na,candidate,0,0.2\n")).toBe(
      'runs.csv:1, column 3: column "pas" is not recognised; did you mean "pass"? (known columns: case,trial,variant,pass,infra,costUsd,tokens,turns,repeatedCalls; any other numeric column is read as an extra metric)',
    );
    expect(errorOf("case,trail,variant\na,1,baseline\n")).toMatch(/^runs.csv:1, column 2: column "trail" is not recognised; did you mean "trial"\?/);
    // Names that contain a known column, or are far from every missing one, stay extra columns.
    const input = parseTrialsCsv("case,variant,pass,tokens_in,passed,wallMs\na,baseline,1,5,yes,10\na,candidate,0,6,no,12\n", "x.csv");
    expect(input.cases[0]!.baseline[0]!.metrics).toEqual({ tokens_in: 5, wallMs: 10 });
  });

  it("refuses a negative cost or count", () => {
    expect(errorOf(csv(["a,1,baseline,true,-0.1,1,1,0"]))).toBe(
      'runs.csv:2, column 5: column "costUsd" is "-0.1"; a cost or a count is never negative (use a number ≥ 0, or leave it empty when unknown)',
    );
  });
});
