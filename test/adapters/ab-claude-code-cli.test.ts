/**
 * `agent:claude-code` as an arm through the CLI, offline: the stand-in `claude`
 * (fixtures/fake-claude-main.ts) talks to the simulator, which plays the shipped case.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, tempSuite } from "../e2e/helpers.ts";
import { FIXTURES } from "./helpers.ts";

const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };

describe("freecode eval ab --candidate agent:claude-code (simulator)", () => {
  it("runs Claude Code's arm in the trial workspace against the simulator; both arms solve the case", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await execa(process.execPath, [
      BIN, "eval", "ab", t.suite, "--baseline", "agent:freecode",
      "--candidate", `agent:claude-code+env:FREECODE_CLAUDE_CODE_BIN=${join(FIXTURES, "fake-claude.mjs")}`,
      "--trials", "1", "--json", "--sim-noise", "0", "--results-dir", t.results,
    ], { env: scrubbed, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.stderr).toBe("");
    const [runId] = readdirSync(t.results);
    const lines = readFileSync(join(t.results, runId!, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const byArm = Object.fromEntries(lines.map((l) => [l.arm, l]));
    expect(byArm.baseline.status).toBe("pass");
    expect(byArm.candidate).toMatchObject({ status: "pass", outcome: "end_turn", metrics: { modelsServed: ["claude-sonnet-5-5"] } });
    expect(byArm.candidate.metrics.costUsd).toBeGreaterThan(0);
    expect(byArm.candidate.metrics.turns).toBe(byArm.baseline.metrics.turns);
    const trace = readFileSync(join(t.results, runId!, byArm.candidate.trace), "utf8");
    expect(JSON.parse(trace.split("\n")[0]!)).toMatchObject({ type: "session.start", agent: "claude-code", flags: { claude_code_version: "0.0.0-fake" } });
  });
});
