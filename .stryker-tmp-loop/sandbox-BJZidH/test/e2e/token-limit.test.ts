/**
 * The per-trial token limit end to end, through the CLI against the offline simulator: the
 * suite's `maxTrialTokens`, `eval ab --max-trial-tokens` over it, the FreeCode agent stopping
 * itself, and an external agent (agent:command) that cannot be stopped failed from its usage.
 */
// @ts-nocheck

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../adapters/helpers.ts";
import { BIN, tempSuite } from "./helpers.ts";

const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
type Rec = { arm: string; status: string; pass: boolean; outcome: string; metrics: { tokens: number; turns: number }; checks: Array<{ name: string; kind: string; pass: boolean; explanation: string }> };
const records = (dir: string): Record<string, Rec> =>
  Object.fromEntries(readFileSync(join(dir, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as Rec).map((r) => [r.arm, r]));
const limitCheck = (r: Rec) => r.checks.find((c) => c.name === "maxTrialTokens");

describe("per-trial token limit", () => {
  it("a tiny suite limit stops the FreeCode agent after its first response: an agent failure with outcome max_trial_tokens", async () => {
    const t = tempSuite(["cite-line"], "maxTrialTokens: 1000\n");
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--sim-noise", "0", "--quiet", "--results-dir", t.results, "--run-id", "tiny"], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.stderr).toBe("");
    expect(r.exitCode).toBe(0);
    const recs = records(join(t.results, "tiny"));
    for (const arm of ["baseline", "candidate"]) {
      const rec = recs[arm]!;
      expect(rec).toMatchObject({ status: "agent_failure", pass: false, outcome: "max_trial_tokens", metrics: { turns: 1 } });
      expect(rec.metrics.tokens).toBeGreaterThan(1000);
      expect(limitCheck(rec)).toEqual({
        name: "maxTrialTokens", kind: "limit", pass: false,
        explanation: `used ${rec.metrics.tokens.toLocaleString("en-US")} tokens, over the limit of 1,000: the agent stopped after the response that passed it`,
      });
    }
    expect(readFileSync(join(t.results, "tiny", "report.md"), "utf8")).toContain("agent ended with max_trial_tokens");
  }, 120_000);

  it("--max-trial-tokens replaces the suite's limit; an external agent past it is failed from its usage", async () => {
    const t = tempSuite(["cite-line"], "maxTrialTokens: 1000\n");
    // The command writes a trace of one response of 35,200 tokens; FreeCode needs about 15,000 here.
    const agent = `agent:command=sh ${join(FIXTURES, "trace-writing-agent.sh")}`;
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--baseline", "agent:freecode", "--candidate", agent, "--max-trial-tokens", "25000", "--sim-noise", "0", "--quiet", "--results-dir", t.results, "--run-id", "ext"], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.stderr).toBe("");
    const recs = records(join(t.results, "ext"));
    expect(recs.baseline).toMatchObject({ status: "pass", outcome: "end_turn" });
    expect(limitCheck(recs.baseline!)).toMatchObject({ pass: true, explanation: expect.stringMatching(/^used [\d,]+ of 25,000 tokens$/) });
    expect(recs.candidate).toMatchObject({ status: "agent_failure", outcome: "max_trial_tokens", metrics: { tokens: 35_200 } });
    expect(limitCheck(recs.candidate!)).toEqual({
      name: "maxTrialTokens", kind: "limit", pass: false,
      explanation: "used 35,200 tokens, over the limit of 25,000; the agent did not stop at it (an external agent cannot be stopped mid-way) and ended with end_turn",
    });
    const manifest = JSON.parse(readFileSync(join(t.results, "ext", "manifest.json"), "utf8"));
    expect(manifest.options.maxTrialTokens).toBe(25_000);
    const bad = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:A=1", "--max-trial-tokens", "0"], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toBe("freecode: --max-trial-tokens 0: expected an integer ≥ 1");
  }, 120_000);
});
