// @ts-nocheck
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { TraceEvent } from "../../src/trace/index.ts";
import { freecodeAgentCommand } from "../../src/runner/agent-process.ts";
import { commandEnv } from "../../src/runner/adapters/command.ts";
import { refAgentArgs, refTakesTrialTokens } from "../../src/runner/adapters/git-ref.ts";
import { PACKAGE_ROOT } from "../../src/suite/load.ts";
import { applyTokenLimit } from "../../src/runner/token-limit.ts";
import { invocation } from "../adapters/helpers.ts";

const response = (model: string, input: number, cacheRead: number, cacheWrite: number, output: number): TraceEvent => ({
  type: "model.response", t: 1, turn: 1, model, stop_reason: "tool_use", toolUses: [], textChars: 0, latencyMs: 1,
  usage: { input_tokens: input, output_tokens: output, cache_read_input_tokens: cacheRead, cache_creation_input_tokens: cacheWrite, cache_creation_1h_input_tokens: 0 },
});
const trace = [response("claude-sonnet-5-5", 1_000, 30_000, 4_000, 200)]; // 35,200 tokens

describe("applyTokenLimit", () => {
  it("passes a trial within the limit, keeping its outcome", () => {
    expect(applyTokenLimit(50_000, 35_200, "end_turn", trace)).toEqual({
      outcome: "end_turn",
      check: { name: "maxTrialTokens", kind: "limit", pass: true, explanation: "used 35,200 of 50,000 tokens" },
    });
  });

  it("fails an agent that could not be stopped and passed the limit, naming its own ending", () => {
    expect(applyTokenLimit(10_000, 35_200, "end_turn", trace)).toEqual({
      outcome: "max_trial_tokens",
      check: {
        name: "maxTrialTokens", kind: "limit", pass: false,
        explanation: "used 35,200 tokens, over the limit of 10,000; the agent did not stop at it (an external agent cannot be stopped mid-way) and ended with end_turn",
      },
    });
  });

  it("explains the FreeCode agent's own stop, after the response that passed the limit or before the request that would have", () => {
    expect(applyTokenLimit(30_000, 35_200, "max_trial_tokens", trace).check).toMatchObject({
      pass: false, explanation: "used 35,200 tokens, over the limit of 30,000: the agent stopped after the response that passed it",
    });
    expect(applyTokenLimit(60_000, 35_200, "max_trial_tokens", trace)).toEqual({
      outcome: "max_trial_tokens",
      check: {
        name: "maxTrialTokens", kind: "limit", pass: false,
        explanation: "the agent stopped at 35,200 of 60,000 tokens: its next request would have passed the limit (that prompt is at least the last one's 35,000 tokens)",
      },
    });
  });

  it("cannot check an agent that reported no usage (the command adapter's minimal trace)", () => {
    expect(applyTokenLimit(10, 0, "end_turn", [response("unreported", 0, 0, 0, 0)])).toEqual({
      outcome: "end_turn",
      check: { name: "maxTrialTokens", kind: "limit", pass: true, explanation: "the agent reported no token usage, so the limit of 10 tokens could not be checked" },
    });
  });
});

describe("handing the limit to the agent", () => {
  it("gives FreeCode --max-trial-tokens, a command FREECODE_MAX_TRIAL_TOKENS, and a git ref the flag only when its agent takes it", async () => {
    const inv = invocation({ maxTrialTokens: 5000 });
    const own = await freecodeAgentCommand(inv);
    expect(own.args.slice(-2)).toEqual(["--max-trial-tokens", "5000"]);
    expect(commandEnv(inv).FREECODE_MAX_TRIAL_TOKENS).toBe("5000");
    expect(commandEnv(invocation())).not.toHaveProperty("FREECODE_MAX_TRIAL_TOKENS");
    expect(refTakesTrialTokens(PACKAGE_ROOT)).toBe(true);
    expect(refTakesTrialTokens(mkdtempSync(join(tmpdir(), "fc-old-ref-")))).toBe(false);
    expect(refAgentArgs(["agent.mjs"], inv, true).slice(-2)).toEqual(["--max-trial-tokens", "5000"]);
    expect(refAgentArgs(["agent.mjs"], inv, false)).not.toContain("--max-trial-tokens");
  });
});
