/**
 * `eval gate` and `eval release` read `--candidate` as `eval ab` does (each value an arm, `+`
 * joining the specs of one arm); several arms are refused before any trial (issue 22 item 6).
 */
import { existsSync } from "node:fs";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, tempSuite } from "./helpers.ts";

const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
const cli = (args: string[]) => execa(process.execPath, [BIN, "eval", ...args], { env: scrubbed, extendEnv: false, reject: false });

describe("single-arm commands and several --candidate arms", () => {
  it("eval gate: two --candidate values are refused with exit 2, the + form shown, no run folder", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await cli(["gate", t.suite, "--baseline", "env:FREECODE_READ_LINE_NUMBERS=0", "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--candidate", "env:FREECODE_BASH_COMPRESS=1", "--results-dir", t.results]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/eval gate compares one candidate arm with the baseline, but --candidate was given 2 times/);
    expect(r.stderr).toContain("--candidate env:FREECODE_READ_LINE_NUMBERS=1+env:FREECODE_BASH_COMPRESS=1");
    expect(existsSync(t.results)).toBe(false);
  });

  it("eval release: the same refusal before any gate runs", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await cli(["release", "--suites", t.suite, "--baseline", "env:FREECODE_READ_LINE_NUMBERS=0", "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--candidate", "env:FREECODE_BASH_COMPRESS=1", "--results-dir", t.results]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/eval release compares one candidate arm with the baseline/);
    expect(existsSync(t.results)).toBe(false);
  });
});
