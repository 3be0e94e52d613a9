// @ts-nocheck
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { trialFiles } from "../../src/runner/artifacts.ts";
import { redactTrialFiles } from "../../src/runner/redact.ts";

function runDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "fc-artifacts-"));
  mkdirSync(join(dir, "traces"));
  mkdirSync(join(dir, "diffs"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const record = { trace: "traces/c.0.candidate.a1-ab12.jsonl", diff: "diffs/c.0.candidate.a1-ab12.patch" };

describe("trialFiles", () => {
  it("lists the trace, every side file beside it and the diff, and no other trial's files", () => {
    const dir = runDir({
      "traces/c.0.candidate.a1-ab12.jsonl": "{}",
      "traces/c.0.candidate.a1-ab12.command.log": "x",
      "traces/c.0.candidate.a1-ab12.codex.ndjson": "x",
      "traces/c.0.candidate.a1-ab12.claude-code.ndjson": "x",
      "traces/c.0.candidate.a1-ab12.jsonl.invalid": "x",
      "traces/c.0.candidate.a1-ab13.command.log": "other attempt",
      "traces/c.0.baseline.a1-ab12.jsonl": "other arm",
      "diffs/c.0.candidate.a1-ab12.patch": "x",
    });
    expect(trialFiles(dir, record).map((p) => p.slice(dir.length + 1))).toEqual([
      "traces/c.0.candidate.a1-ab12.jsonl",
      "traces/c.0.candidate.a1-ab12.claude-code.ndjson",
      "traces/c.0.candidate.a1-ab12.codex.ndjson",
      "traces/c.0.candidate.a1-ab12.command.log",
      "traces/c.0.candidate.a1-ab12.jsonl.invalid",
      "diffs/c.0.candidate.a1-ab12.patch",
    ]);
  });

  it("lists only the files that exist (an infra error may have written none)", () => {
    expect(trialFiles(runDir({}), record)).toEqual([]);
  });
});

describe("redactTrialFiles", () => {
  it("replaces the secret in the side files too, and leaves other trials' files alone", () => {
    const secret = "sk-ant-secret-abc123";
    const dir = runDir({
      "traces/c.0.candidate.a1-ab12.jsonl": "{}",
      "traces/c.0.candidate.a1-ab12.codex.ndjson": `{"k":"${secret}"}`,
      "traces/c.0.candidate.a1-ab12.command.log": `key=${secret}`,
      "traces/c.0.baseline.a1-ab12.command.log": `key=${secret}`,
    });
    redactTrialFiles(dir, record, [secret]);
    expect(readFileSync(join(dir, "traces/c.0.candidate.a1-ab12.codex.ndjson"), "utf8")).toBe('{"k":"[redacted]"}');
    expect(readFileSync(join(dir, "traces/c.0.candidate.a1-ab12.command.log"), "utf8")).toBe("key=[redacted]");
    expect(readFileSync(join(dir, "traces/c.0.baseline.a1-ab12.command.log"), "utf8")).toBe(`key=${secret}`);
  });
});
