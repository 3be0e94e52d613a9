// @ts-nocheck
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { abCommand } from "../../src/cli/eval-ab.ts";
import { checkAppendFile, checkOutputFolder } from "../../src/cli/output-paths.ts";

const tmp = () => mkdtempSync(join(tmpdir(), "fc-paths-"));

describe("paths a command writes are checked before it runs", () => {
  it("an output folder may be absent but not a file", () => {
    const dir = tmp();
    const file = join(dir, "results");
    expect(() => checkOutputFolder("results-dir", join(dir, "new"))).not.toThrow();
    writeFileSync(file, "");
    expect(() => checkOutputFolder("results-dir", file)).toThrow(`--results-dir ${file}: a file, not a folder; give a folder (it is created when absent)`);
  });

  it("a file appended to needs an existing folder and must not be one", () => {
    const dir = tmp();
    expect(() => checkAppendFile("ledger", join(dir, "experiments.jsonl"))).not.toThrow();
    expect(() => checkAppendFile("ledger", join(dir, "no", "experiments.jsonl"))).toThrow(`--ledger ${join(dir, "no", "experiments.jsonl")}: no folder ${join(dir, "no")} to create it in`);
    expect(() => checkAppendFile("ledger", dir)).toThrow(`--ledger ${dir}: a folder, not a file`);
  });

  it("eval ab refuses a --ledger it could not append to before loading the suite or running a trial", async () => {
    const ledger = join(tmp(), "missing-folder", "experiments.jsonl");
    await expect(abCommand.handler!({ suite: "no-such-suite", candidate: ["env:A=1"], baseline: [], hypothesis: "h", ledger, "results-dir": tmp() } as never))
      .rejects.toThrow(`--ledger ${ledger}: no folder`);
  });
});
