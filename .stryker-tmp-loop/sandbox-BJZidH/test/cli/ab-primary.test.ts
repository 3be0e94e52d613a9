// @ts-nocheck
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, tempSuite } from "../e2e/helpers.ts";

const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };

describe("eval ab --primary", () => {
  it("refuses a metric it does not record before any trial, with a did-you-mean", async () => {
    const t = tempSuite(["reconcile-currency"]);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--primary", "tokns", "--results-dir", t.results], { env: scrubbed, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('--primary tokns: no metric "tokns" in what eval ab records; did you mean "tokens"?');
    expect(() => readdirSync(t.results)).toThrow(); // nothing written
  });

  it("decides on pass when asked, and the summary keeps the option", async () => {
    const t = tempSuite(["reconcile-currency"]);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--primary", "pass", "--trials", "1", "--sim-noise", "0", "--json", "--results-dir", t.results], { env: scrubbed, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.exitCode).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.options.primary).toBe("pass");
    expect(s.metrics.pass.role).toBe("primary");
    expect(s.metrics.costUsd.role).toBe("secondary");
    const stored = JSON.parse(readFileSync(join(t.results, readdirSync(t.results)[0]!, "summary.json"), "utf8"));
    expect(stored.options.primary).toBe("pass");
  }, 120_000);
});
