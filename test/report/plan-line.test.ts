import { existsSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { planLine } from "../../src/report/plan-line.ts";
import { BIN, tempSuite } from "../e2e/helpers.ts";

describe("the plan line (issue 22 item 3)", () => {
  it("names suite, subset, arms, trials and the run folder", () => {
    expect(planLine({ suite: "coding", baseline: [], candidate: ["env:FREECODE_READ_LINE_NUMBERS=1"], trials: 1, runDir: "results/r", resume: false })).toBe(
      "plan: suite coding · baseline defaults vs candidate env:FREECODE_READ_LINE_NUMBERS=1 · 1 trial per case per arm · run folder results/r");
    expect(planLine({ suite: "s", baseline: ["model:a"], candidate: ["model:b"], trials: undefined, runDir: "results/x", resume: true, subset: { cases: ["fmt-*"], tags: ["py"] } })).toBe(
      "plan: suite s (cases fmt-*, tags py) · baseline model:a vs candidate model:b · the suite's trials per case per arm · resuming results/x");
  });

  it("is the first line eval ab prints, and names the folder the run then writes", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "--max-trials", "0", "--results-dir", t.results], { env: { PATH: process.env.PATH ?? "", HOME: "/tmp" }, extendEnv: false, reject: false, cwd: t.dir });
    const first = r.stderr.split("\n")[0]!;
    const m = /^plan: suite .*t\.yaml · baseline defaults vs candidate env:FREECODE_READ_LINE_NUMBERS=1 · the suite's trials per case per arm · run folder (.+)$/.exec(first);
    expect(m, first).not.toBeNull();
    expect(existsSync(join(m![1]!, "manifest.json"))).toBe(true);
  });
});
