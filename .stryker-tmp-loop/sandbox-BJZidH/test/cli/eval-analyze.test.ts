// @ts-nocheck
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeCommand } from "../../src/cli/eval-analyze.ts";

describe("eval analyze", () => {
  it("refuses an empty trials.jsonl as an input error instead of analysing no cases", async () => {
    const f = join(mkdtempSync(join(tmpdir(), "fc-analyze-")), "trials.jsonl");
    writeFileSync(f, "");
    await expect(analyzeCommand.handler!({ file: f, json: false, alpha: 0.05, seed: 1 } as never))
      .rejects.toThrow(`${f}: no trial records (the run recorded nothing; a CSV must be named *.csv)`);
  });
});
