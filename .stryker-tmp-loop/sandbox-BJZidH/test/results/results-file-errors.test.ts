// @ts-nocheck
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTrials } from "../../src/results/results-file.ts";
import { InputError } from "../../src/suite/errors.ts";

const file = (text: string, name = "trials.jsonl") => {
  const f = join(mkdtempSync(join(tmpdir(), "fc-trials-")), name);
  writeFileSync(f, text);
  return f;
};

describe("readTrials", () => {
  it("ignores a torn last line (a crash mid-write)", () => {
    expect(readTrials(file('{"schema":1,"ru'))).toEqual([]);
  });

  it("names file and line of a line that is not JSON, and how a CSV must be named (an input error, exit 2)", () => {
    const f = file("case,variant\na,baseline\n", "runs.txt");
    expect(() => readTrials(f)).toThrow(InputError);
    expect(() => readTrials(f)).toThrow(`${f}:1: not a JSON line (a trials.jsonl holds one trial record per line, as eval ab writes it; a CSV must be named *.csv)`);
  });

  it("lists the first three problems of a line that is not a trial record and counts the rest", () => {
    const f = file('{"x":1}\n');
    expect(() => readTrials(f)).toThrow(InputError);
    expect(() => readTrials(f)).toThrow(/trials\.jsonl:1: not a trial record of eval ab: schema: Invalid input: expected 1; runId: .*; caseId: .*; and \d+ more$/);
  });
});
