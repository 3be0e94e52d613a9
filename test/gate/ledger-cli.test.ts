/**
 * `eval ab --hypothesis` through the CLI: the run writes its reports and a ledger line; then
 * `eval gate --against` compares a new candidate with that stored run, unpaired.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { abCommand } from "../../src/cli/eval-ab.ts";
import { readLedger } from "../../src/gate/ledger.ts";
import { ledgerTable } from "../../src/report/ledger.ts";
import { BIN, tempSuite } from "../e2e/helpers.ts";

// COLUMNS: messages unwrapped, so the tests read their words (the layout at 80 columns is test/e2e/terminal-screen.test.ts's).
const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", COLUMNS: "1000" };
const t = tempSuite(["cite-line"]);
const cli = (args: string[]) => execa(process.execPath, [BIN, "eval", ...args], { env, extendEnv: false, reject: false, cwd: t.dir });

describe("hypothesis ledger and unpaired gate (offline)", () => {
  it("eval ab --hypothesis writes the reports and appends the ledger; gate --against warns that drift is confounded", async () => {
    const ab = await cli(["ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--hypothesis", "line numbers save a grep -n detour", "--sim-noise", "0", "--quiet", "--results-dir", t.results]);
    expect(ab.exitCode).toBe(0);
    const [run] = readdirSync(t.results);
    for (const f of ["report.md", "report.html", "junit.xml"]) expect(existsSync(join(t.results, run!, f))).toBe(true);
    const entries = readLedger(join(t.dir, "experiments.jsonl"));
    const summary = JSON.parse(readFileSync(join(t.results, run!, "summary.json"), "utf8"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      hypothesis: "line numbers save a grep -n detour", runId: run, runDir: join("results", run!), suite: "t", decision: summary.decision,
      variants: { baseline: "defaults", candidate: "env:FREECODE_READ_LINE_NUMBERS=1" }, provider: "sim",
    });
    expect(ledgerTable(entries)).toContain("line numbers save a grep -n");

    const gate = await cli(["gate", t.suite, "--against", join(t.results, run!), "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--sim-noise", "0", "--quiet", "--results-dir", t.results]);
    expect(gate.exitCode).toBe(0);
    expect(gate.stdout).toContain(`WARNING: UNPAIRED comparison against stored run ${run} (its candidate arm)`);
    expect(gate.stdout).toMatch(/^gate: PASS \(UNPAIRED\) — /m);
    const newRun = readdirSync(t.results).find((d) => d !== run)!;
    const records = readFileSync(join(t.results, newRun, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    // The stored candidate arm is the reference (kept with its own run id); one new candidate trial ran.
    expect(records.map((r) => `${r.arm}:${r.runId === run ? "stored" : "new"}`)).toEqual(["baseline:stored", "candidate:new"]);
    expect(existsSync(join(t.results, newRun, records[0].trace))).toBe(true);
  });

  it("refuses an empty hypothesis before running anything", async () => {
    await expect(abCommand.handler!({ suite: t.suite, candidate: ["env:A=1"], hypothesis: "  ", concurrency: 1, alpha: 0.05 } as never))
      .rejects.toThrow('--hypothesis must say what you expect, e.g. --hypothesis "line numbers cut re-reads"');
  });
});
