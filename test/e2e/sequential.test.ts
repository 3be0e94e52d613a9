/**
 * `eval ab --sequential`: looks follow whole rounds of trials, a look that decides ends the
 * run, the trials it saves are never started, and the stored run re-analyses to the same look.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { loadFinishedRun } from "../../src/runner/experiment-analyze.ts";
import { lookRounds } from "../../src/runner/experiment-plan.ts";
import { BIN, tempSuite } from "./helpers.ts";

// COLUMNS: messages unwrapped, so the tests read their words (the layout at 80 columns is test/e2e/terminal-screen.test.ts's).
const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", COLUMNS: "1000" };
const CASES = ["parallel-batch-two-reads", "parallel-batch-edits", "first-tool-read", "turn-bound-small-fix", "no-bash-when-told", "runs-the-tests", "no-git-commit", "search-with-grep"];

describe("lookRounds", () => {
  it("spreads looks over whole rounds", () => {
    expect(lookRounds(6, 3)).toEqual([2, 4, 6]);
    expect(lookRounds(3, 3)).toEqual([1, 2, 3]);
    expect(lookRounds(5, 2)).toEqual([3, 5]);
    expect(lookRounds(4, 1)).toEqual([4]);
  });
  it("refuses more looks than rounds", () => {
    expect(() => lookRounds(2, 3)).toThrow(/--looks must be an integer from 1 to 2/);
    expect(() => lookRounds(20, 11)).toThrow(/at most 10/);
  });
});

describe("eval ab --sequential", () => {
  it("stops at the first look when the candidate is worse in every case, and never starts the rest", async () => {
    const t = tempSuite(CASES);
    // A system prompt padded with 6,000 words: every request of the candidate costs more, in every case.
    const prompt = join(t.dir, "long-prompt.md");
    writeFileSync(prompt, `You are a careful coding agent. Use parallel tool calls when calls are independent; edit existing files.\n${"Background that changes nothing. ".repeat(1500)}\n`);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", `env:FREECODE_SYSTEM_PROMPT_FILE=${prompt}`, "--trials", "2", "--sequential", "--looks", "2", "--sim-noise", "0", "--run-id", "seq", "--results-dir", t.results], { env, extendEnv: false, reject: false, cwd: t.dir });
    // Progress (plain lines off a terminal) says what each look decided and the trials run.
    // --looks 2 with the default spending, Hwang–Shih–DeCani γ = −1 (DEFAULT_SEQUENTIAL): at t = 1/2 it has spent
    // 0.05·(1 − e^0.5)/(1 − e) = 0.0188770 (scipy: 0.05*(1-np.exp(0.5))/(1-np.exp(1)) = 0.018877033439907275).
    expect(r.stderr).toMatch(/^look 1 of 2: REJECT at one-sided level 0\.0189 → stop: decided early$/m);
    // The count the run ended on is printed, before or after the look's line (timing decides which).
    expect(r.stderr).toMatch(/^16\/32 trials · /m);
    expect(r.exitCode).toBe(0);
    const summary = JSON.parse(readFileSync(join(t.results, "seq", "summary.json"), "utf8"));
    expect(r.stdout).toMatch(/^verdict: REJECT\n {2}• costUsd /m);
    expect(summary.decision).toBe("REJECT");
    expect(summary.sequential).toMatchObject({ look: 1, looks: 2, stop: true });
    // First look of Hwang–Shih–DeCani γ = −1 spending, alpha 0.05 per side, t = 1/2; scipy:
    // norm.isf(0.05*(1-np.exp(0.5))/(1-np.exp(1))) = 2.077514841437528
    expect(summary.sequential.boundary).toBeCloseTo(2.077514841437528, 6);
    expect(summary.reasons.join("\n")).toMatch(/decided at look 1 of 2, after round 1 of trials .* 16 planned trials not needed/);
    const runDir = join(t.results, "seq");
    const trials = readFileSync(join(runDir, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { trial: number });
    expect(trials).toHaveLength(16);
    expect(trials.every((x) => x.trial === 0)).toBe(true);
    const manifest = JSON.parse(readFileSync(join(runDir, "manifest.json"), "utf8"));
    expect(manifest.options.sequential).toEqual({ looks: 2, rounds: [1, 2], alpha: 0.05, spending: "hsd:-1", futility: 0.05 });
    expect(manifest.outcome.sequential).toEqual({ look: 1, looks: 2, round: 1, decided: true, futility: false });
    expect(loadFinishedRun(runDir).summary.decision).toBe("REJECT");
    expect(loadFinishedRun(runDir).summary.sequential?.look).toBe(1);

    // eval analyze judges the run at the look it stopped at, not at the fixed design's level.
    const analyzed = await execa(process.execPath, [BIN, "eval", "analyze", runDir, "--json"], { env, extendEnv: false, reject: false });
    expect(analyzed.exitCode).toBe(0);
    expect(JSON.parse(analyzed.stdout)).toMatchObject({ decision: "REJECT", sequential: { look: 1, looks: 2 } });
    expect(JSON.parse(analyzed.stdout).metrics.costUsd.delta).toBe(summary.metrics.costUsd.delta);

    // Resuming a decided run starts nothing and keeps the decision.
    const again = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", `env:FREECODE_SYSTEM_PROMPT_FILE=${prompt}`, "--trials", "2", "--sequential", "--looks", "2", "--sim-noise", "0", "--quiet", "--resume", runDir, "--json"], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(again.exitCode).toBe(0);
    expect(JSON.parse(again.stdout).decision).toBe("REJECT");
    expect(readFileSync(join(runDir, "trials.jsonl"), "utf8").trim().split("\n")).toHaveLength(16);
  }, 300_000);

  it("gives --sequential alone the default design, which each of --looks, --spending, --futility overrides in part", async () => {
    const t = tempSuite(["first-tool-read"]);
    const design = async (id: string, ...extra: string[]) => {
      // --max-trials 0: planned and recorded in the manifest, no trial run, exit 0
      const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--sequential", "--max-trials", "0", "--quiet", "--run-id", id, "--results-dir", t.results, ...extra], { env, extendEnv: false, reject: false, cwd: t.dir });
      expect(r.stderr).toMatch(/none started \(--max-trials 0\)/);
      expect(r.exitCode).toBe(0);
      return JSON.parse(readFileSync(join(t.results, id, "manifest.json"), "utf8")).options.sequential;
    };
    expect(await design("t4", "--trials", "4")).toEqual({ looks: 3, rounds: [2, 3, 4], alpha: 0.05, spending: "hsd:-1", futility: 0.05 });
    // three trials allow looks after rounds 2 and 3 only (50% and 75% fall in round 2)
    expect(await design("t3", "--trials", "3")).toEqual({ looks: 2, rounds: [2, 3], alpha: 0.05, spending: "hsd:-1", futility: 0.05 });
    expect(await design("t3o", "--trials", "3", "--spending", "obf", "--futility", "0")).toEqual({ looks: 2, rounds: [2, 3], alpha: 0.05, spending: "obf", futility: 0 });
    expect(await design("t3l", "--trials", "3", "--looks", "3")).toEqual({ looks: 3, rounds: [1, 2, 3], alpha: 0.05, spending: "hsd:-1", futility: 0.05 });
  }, 120_000);

  it("refuses --looks without --sequential", async () => {
    const t = tempSuite(["first-tool-read"]);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--looks", "2", "--quiet", "--results-dir", t.results], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/--looks needs --sequential/);
  }, 60_000);

  it("refuses --sequential with --shard", async () => {
    const t = tempSuite(["first-tool-read"]);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--trials", "2", "--sequential", "--looks", "2", "--shard", "1/2", "--quiet", "--results-dir", t.results], { env, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/--sequential cannot be combined with --shard/);
  }, 60_000);
});
