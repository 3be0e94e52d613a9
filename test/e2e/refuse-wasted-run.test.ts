/**
 * A run that would be wasted is refused before its first trial, or stopped after its first
 * pair (issue 22 item 1), through the CLI.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, tempSuite } from "./helpers.ts";

// COLUMNS: messages unwrapped, so the tests read their words (the 80-column layout: test/e2e/terminal-screen.test.ts).
const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", COLUMNS: "1000" };
const ab = (args: string[], env: Record<string, string> = scrubbed, cwd?: string) => execa(process.execPath, [BIN, "eval", "ab", ...args], { env, extendEnv: false, reject: false, ...(cwd ? { cwd } : {}) });

describe("eval ab refuses a wasted run", () => {
  it("a misspelt FreeCode flag: exit 2 with a did-you-mean, no run folder", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await ab([t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBER=1", "--results-dir", t.results]);
    expect(r.exitCode).toBe(2);
    // The plan line says the folder the run would write; the refusal says it was not made.
    expect(r.stderr).toMatch(/^plan: suite .* · will write (\S+)\n/);
    expect(r.stderr).toMatch(/\nnothing was run: \S+ was not made$/);
    expect(r.stderr).toMatch(/^freecode: variant "env:FREECODE_READ_LINE_NUMBER=1": FREECODE_READ_LINE_NUMBER is not a FreeCode flag; did you mean FREECODE_READ_LINE_NUMBERS\?/m);
    expect(existsSync(t.results)).toBe(false);
    const bad = await ab([t.suite, "--candidate", "env:FREECODE_OUTPUT_MAX_CHARS=x", "--results-dir", t.results]);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/FREECODE_OUTPUT_MAX_CHARS=x: not a number; use a number ≥ 200/);
  });

  it("an unpriced model against the Anthropic API: exit 2 before any request", async () => {
    const t = tempSuite(["cite-line"]);
    // No server behind this key: any request would fail; the refusal comes first.
    const r = await ab([t.suite, "--candidate", "model:claude-sonet-5-5", "--results-dir", t.results], { ...scrubbed, ANTHROPIC_API_KEY: "sk-ant-test-not-a-key" });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/model "claude-sonet-5-5" has no price .*did you mean claude-sonnet-5-5\?.*--allow-unpriced/);
    expect(r.stderr).not.toContain("sk-ant-test-not-a-key");
    expect(existsSync(t.results)).toBe(false);
  });

  it("a run that is not refused prints its plan line first", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await ab([t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--trials", "1", "--max-trials", "0", "--results-dir", t.results]);
    expect(r.stderr.split("\n")[0]).toMatch(/^plan: suite .* · 1 trial per case per arm · will write .*results\/\S+$/);
    expect(r.stderr).toMatch(/\n2 trials planned\n/);
    // One case can never decide at 0.05 (smallest sign-flip p 1/2): said before the first trial, exit code unchanged.
    expect(r.stderr).toContain("warning: with 1 case the sign-flip test of the primary metric cannot reach one-sided p ≤ 0.05 (its smallest p is 1/2^1), whatever the effect: this run cannot ADOPT or REJECT; at least 5 cases are needed\n");
    expect(r.exitCode).toBe(0);
  });

  it("a paid run without a spend estimate or --yes: exit 2 with the estimate", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await ab([t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--results-dir", t.results], { ...scrubbed, ANTHROPIC_API_KEY: "sk-ant-test-not-a-key" });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/estimated spend: unknown for 2 trials .*This run is billed: confirm with --yes, or cap it with --max-cost USD/);
    expect(existsSync(t.results)).toBe(false);
  });

  it("a candidate whose flags equal the baseline's: stops after the first pair, exit 2", async () => {
    const t = tempSuite(["cite-line", "rename-function"]);
    const r = await ab([t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=0", "--trials", "2", "--concurrency", "1", "--quiet", "--sim-noise", "0", "--results-dir", t.results], scrubbed, t.dir);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/^freecode: the candidate changes nothing: after the first pair \(.*\) both arms' session\.start has the same agent, model and flags/m);
    // Briefly: the key the specs set and the value both arms ran, not the whole flags JSON.
    expect(r.stderr).toMatch(/flags \(agent freecode, model \S+; in both arms FREECODE_READ_LINE_NUMBERS=(false|0|"0"|"false")\), although/);
    expect(r.stderr).not.toContain("FREECODE_BASH_COMPRESS");
    const [run] = readdirSync(t.results);
    const lines = readFileSync(join(t.results, run!, "trials.jsonl"), "utf8").trim().split("\n");
    expect(lines).toHaveLength(2); // of 8 planned: one pair, kept for the record
  }, 120_000);
});
