/** `freecode eval plan --from …`: the CLI of stats/plan.ts (whose figures test/stats/power.test.ts checks). */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";

// Lines unwrapped so the tests read whole sentences (plan output wraps at 80 columns when piped).
const WIDE = { COLUMNS: "1000" };
import { describe, expect, it } from "vitest";
import { parseEffect } from "../../src/cli/eval-plan.ts";
import { parseTrialsCsv } from "../../src/results/from-csv.ts";
import { planExperiment } from "../../src/stats/planning/plan.ts";
import { BIN } from "../e2e/helpers.ts";

describe("parseEffect", () => {
  it("reads a bare percentage as a decrease, a signed one as written", () => {
    expect(parseEffect("10%")).toBeCloseTo(-0.1, 12);
    expect(parseEffect("-10%")).toBeCloseTo(-0.1, 12);
    expect(parseEffect("+5%")).toBeCloseTo(0.05, 12);
    expect(parseEffect("-0.2")).toBeCloseTo(-0.2, 12);
  });
  it("refuses what is not a change", () => {
    for (const bad of ["abc", "0%", "100%", "10 %%", ""]) expect(() => parseEffect(bad)).toThrow(/--effect/);
    // A bare 15 is the fraction 15 (−1,500%): the message says how it was read and what to write.
    expect(() => parseEffect("15")).toThrow('--effect "15": expected a change other than 0 and above −100%, with % for a percentage (a plain number is a fraction: 15 = 1,500%; for 15% write 15%)');
    expect(() => parseEffect("+15")).toThrow("for +15% write +15%");
    expect(() => parseEffect("0")).toThrow('--effect "0": expected a change other than 0 and above −100%, with % for a percentage (a plain number is a fraction: 0 = 0%)');
  });
});

describe("eval plan", () => {
  // 10 cases × 3 trials; the candidate about 15% cheaper with case-to-case spread; all pass.
  const rows = ["case,trial,variant,pass,costUsd,repeatedCalls"];
  for (let c = 0; c < 10; c++) {
    for (let t = 0; t < 3; t++) {
      const base = 0.1 * (1 + c / 3) * (1 + ((c * 7 + t * 3) % 5) / 20);
      rows.push(`c${c},${t},baseline,1,${base.toFixed(5)},${(c + t) % 2}`, `c${c},${t},candidate,1,${(base * (0.8 + ((c + 2 * t) % 4) / 20)).toFixed(5)},${(c + t + 1) % 2}`);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), "fc-plan-"));
  const csv = join(dir, "run.csv");
  writeFileSync(csv, `${rows.join("\n")}\n`);

  it("prints the detectable effect and what a planned effect needs, as planExperiment computes them", async () => {
    const expected = planExperiment(parseTrialsCsv(rows.join("\n"), csv), { effect: -0.1 });
    const r = await execa(process.execPath, [BIN, "eval", "plan", "--from", csv, "--effect", "10%", "--json"], { reject: false, env: WIDE });
    expect(r.stderr).toBe("");
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
    const text = await execa(process.execPath, [BIN, "eval", "plan", "--from", csv, "--effect", "10%"], { reject: false, env: WIDE });
    expect(text.stdout).toMatch(/^plan from .*: 10 cases × 3 trials per arm, one-sided α = 0\.05, power 80%$/m);
    expect(text.stdout).toContain(`for a decrease of 10.0%: ${expected.primary!.forEffect!.cases} cases × 3 trials per arm`);
    // An unsigned effect says which way it was read, and how to write the other.
    expect(text.stdout).toContain("--effect 10% without a sign reads as a decrease of 10.0% (−10.0%); write +10% for an increase");
    const signed = await execa(process.execPath, [BIN, "eval", "plan", "--from", csv, "--effect", "+10%"], { reject: false, env: WIDE });
    expect(signed.stdout).toContain(`for an increase of 10.0%: ${planExperiment(parseTrialsCsv(rows.join("\n"), csv), { effect: 0.1 }).primary!.forEffect!.cases} cases × 3 trials per arm`);
    expect(signed.stdout).not.toContain("without a sign");
    // Piped with no COLUMNS: every line within 80 columns.
    const narrow = await execa(process.execPath, [BIN, "eval", "plan", "--from", csv, "--effect", "-10%"], { reject: false, env: { COLUMNS: "" } });
    for (const l of narrow.stdout.split("\n")) expect([...l].length, l).toBeLessThanOrEqual(80);
    expect(text.stdout).toMatch(/^guardrail pass \(margin 5\.0 points\): \d+ cases × 3 trials to show it non-inferior/m);
  }, 60_000);

  it("with 3 cases says no change is detectable and never asks for fewer than 5 cases", async () => {
    // A consistent −19% on 3 cases: eq. 9 alone asked for 2 cases; the one-sided sign-flip p is at least 1/2^n.
    const small = ["case,trial,variant,pass,costUsd"];
    for (let c = 0; c < 3; c++) for (let t = 0; t < 2; t++) small.push(`c${c},${t},baseline,1,${0.1 * (c + 1) + 0.001 * t}`, `c${c},${t},candidate,1,${0.081 * (c + 1) + 0.001 * t}`);
    const file = join(dir, "small.csv");
    writeFileSync(file, `${small.join("\n")}\n`);
    const text = await execa(process.execPath, [BIN, "eval", "plan", "--from", file, "--effect", "19%"], { reject: false, env: WIDE });
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toContain("primary costUsd: this design detects no change at all: with 3 cases the sign-flip test cannot reach one-sided p ≤ 0.05 (at least 5 cases are needed)");
    expect(text.stdout).toMatch(/for a decrease of 19\.0%: 5 cases × 2 trials per arm, or 5 cases × 4 trials; at least 5 cases however many trials/);
  }, 60_000);

  it("refuses a missing run with exit 2", async () => {
    const r = await execa(process.execPath, [BIN, "eval", "plan", "--from", join(dir, "nope")], { reject: false, env: WIDE });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/--from .*nope: no such run or file/);
  }, 60_000);

  it("--suite plans from the suite's stored calibration exactly as --from plans from that file", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "fc-plan-suite-"));
    mkdirSync(join(cwd, "suites"));
    writeFileSync(join(cwd, "suites", "mine.yaml"), "name: mine\ncases: [a]\n");
    writeFileSync(join(cwd, "suites", "mine.calibration.csv"), `${rows.join("\n")}\n`);
    const bySuite = await execa(process.execPath, [BIN, "eval", "plan", "--suite", "mine", "--effect", "15%", "--json"], { cwd, reject: false, env: WIDE });
    const byFile = await execa(process.execPath, [BIN, "eval", "plan", "--from", csv, "--effect", "15%", "--json"], { reject: false, env: WIDE });
    expect(bySuite.stderr).toBe("");
    expect(bySuite.exitCode).toBe(0);
    expect(JSON.parse(bySuite.stdout)).toEqual(JSON.parse(byFile.stdout));
    const text = await execa(process.execPath, [BIN, "eval", "plan", "--suite", "mine"], { cwd, reject: false, env: WIDE });
    expect(text.stdout).toMatch(/^plan from the stored calibration of suite mine \(.*mine\.calibration\.csv\): 10 cases × 3 trials/);
  }, 60_000);

  it("--suite without a calibration file, or both --suite and --from, is refused with exit 2", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "fc-plan-nocal-"));
    mkdirSync(join(cwd, "suites"));
    writeFileSync(join(cwd, "suites", "bare.yaml"), "name: bare\ncases: [a]\n");
    const missing = await execa(process.execPath, [BIN, "eval", "plan", "--suite", "bare"], { cwd, reject: false, env: WIDE });
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/suite "bare" has no stored calibration \(expected .*bare\.calibration\.csv\)/);
    const both = await execa(process.execPath, [BIN, "eval", "plan", "--suite", "bare", "--from", csv], { cwd, reject: false, env: WIDE });
    expect(both.exitCode).toBe(2);
    expect(both.stderr).toMatch(/exactly one of --from .* and --suite/);
  }, 60_000);
});
