/**
 * A paid run refuses what would waste money before the first trial (issue 22 item 1): an
 * unpriced model, and a spend above the threshold that nobody confirmed.
 */
// @ts-nocheck

import { rmSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { planRun, type ExperimentOptions } from "../../src/runner/experiment-plan.ts";
import { CONFIRM_ABOVE_USD, estimateSpend, isPaidProvider, spendGate } from "../../src/runner/paid-run.ts";
import { loadPricing } from "../../src/providers/pricing.ts";
import { parseVariant } from "../../src/runner/variant.ts";
import { loadSuite } from "../../src/suite/load.ts";
import { tempSuite } from "../e2e/helpers.ts";

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });
const pricing = loadPricing();

function options(candidate: string[], over: Partial<ExperimentOptions> = {}, extra = ""): ExperimentOptions {
  const t = tempSuite(["cite-line", "rename-function"], extra);
  dirs.push(t.dir);
  return { suite: loadSuite(t.suite), baseline: parseVariant([]), candidate: parseVariant(candidate), resultsDir: t.results, runId: "r", env: { ANTHROPIC_API_KEY: "sk-test" }, ...over };
}

describe("isPaidProvider", () => {
  it("bills the Anthropic API and hosted servers, not the simulator or a server on this machine or the local network", () => {
    expect(isPaidProvider("sim", undefined, {})).toBe(false);
    expect(isPaidProvider("anthropic", undefined, {})).toBe(true);
    expect(isPaidProvider("anthropic", undefined, { ANTHROPIC_BASE_URL: "http://127.0.0.1:4010" })).toBe(false);
    expect(isPaidProvider("anthropic", "https://api.anthropic.com", {})).toBe(true);
    expect(isPaidProvider("openai", "http://localhost:8080/v1", {})).toBe(false);
    expect(isPaidProvider("openai", "http://192.168.1.20:11434/v1", {})).toBe(false);
    expect(isPaidProvider("openai", undefined, { OPENAI_BASE_URL: "https://api.openai.com/v1" })).toBe(true);
  });
});

describe("an unpriced model against a paid provider", () => {
  it("is refused by the plan with a did-you-mean, unless allowUnpriced", () => {
    expect(() => planRun(options(["model:claude-sonet-5-5"]))).toThrow(/model "claude-sonet-5-5" has no price in the pricing table \(.*\); did you mean claude-sonnet-5-5\?.*--allow-unpriced/);
    expect(planRun(options(["model:claude-sonet-5-5"], { allowUnpriced: true })).paid).toBe(true);
  });

  it("is allowed on the simulator (nothing is billed)", () => {
    expect(planRun(options(["model:claude-sonet-5-5"], { env: {} })).paid).toBe(false);
  });
});

describe("the estimated spend", () => {
  it("comes from the cases' token budgets when there is no stored run: budget × input price × trials", () => {
    const o = options(["env:FREECODE_READ_LINE_NUMBERS=1"], {}, "maxTrialTokens: 200000\n");
    const est = estimateSpend(o.suite, ["claude-sonnet-5-5", "claude-sonnet-5-5"], 1, pricing);
    const input = pricing.models["claude-sonnet-5-5"]!.input;
    expect(est.trials).toBe(4);
    expect(est.usd).toBeCloseTo(4 * (200000 * input) / 1e6, 10);
    expect(est.source).toBe("the cases' maxTrialTokens budgets");
  });

  it("comes from the suite's stored run when there is one, scaled by the arm model's input price", () => {
    const o = options(["env:FREECODE_READ_LINE_NUMBERS=1"]);
    const cal = o.suite.file.replace(/\.yaml$/, ".calibration.csv");
    writeFileSync(cal, "case,trial,variant,pass,costUsd\ncite-line,0,baseline,1,0.10\ncite-line,0,candidate,1,0.30\nrename-function,0,baseline,1,0.05\nrename-function,0,candidate,1,0.05\n");
    const est = estimateSpend(o.suite, [o.suite.model, "claude-opus-5-5"], 2, pricing);
    const ratio = pricing.models["claude-opus-5-5"]!.input / pricing.models[o.suite.model]!.input;
    // Per case mean cost 0.20 and 0.05; 2 trials per arm; the second arm at the ratio.
    expect(est.usd).toBeCloseTo((0.2 + 0.05) * 2 + (0.2 + 0.05) * 2 * ratio, 10);
    expect(est.source).toBe(relative(process.cwd(), cal));
  });

  it("is unknown without a stored run or budgets, and then needs confirming", () => {
    const o = options(["env:FREECODE_READ_LINE_NUMBERS=1"]);
    const est = estimateSpend(o.suite, ["claude-sonnet-5-5"], 1, pricing);
    expect(est.usd).toBeNull();
    expect(spendGate(est, { yes: false }).refusal).toMatch(/^estimated spend: unknown for 2 trials .*confirm with --yes, or cap it with --max-cost USD$/);
  });

  it("above the threshold, starts only with --yes or --max-cost; below it, without either", () => {
    const big = { usd: CONFIRM_ABOVE_USD + 5, trials: 80, source: "x" };
    expect(spendGate(big, { yes: false }).refusal).toMatch(/estimated spend: \$6\.00 for 80 trials \(from x\)\. This run is billed/);
    expect(spendGate(big, { yes: true }).refusal).toBeNull();
    expect(spendGate(big, { yes: false, maxCostUsd: 2 })).toEqual({ line: "estimated spend: $6.00 for 80 trials (from x); --max-cost $2 stops the run before it passes that", refusal: null });
    expect(spendGate({ usd: 0.4, trials: 2, source: "x" }, { yes: false }).refusal).toBeNull();
  });

  it("is checked by the plan of a paid run asked to confirm it, before anything is written", () => {
    const o = options(["env:FREECODE_READ_LINE_NUMBERS=1"], { confirmSpend: { yes: false } }, "maxTrialTokens: 2000000\n");
    expect(() => planRun(o)).toThrow(/estimated spend: \$\d+\.\d\d for 4 trials .*confirm with --yes/);
    expect(planRun({ ...o, confirmSpend: { yes: true } }).spendLine).toMatch(/^estimated spend: \$/);
  });
});
