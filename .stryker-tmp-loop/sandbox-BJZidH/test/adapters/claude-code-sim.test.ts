/**
 * agent:claude-code end to end against the offline simulator, with a stand-in `claude`
 * (fixtures/fake-claude-main.ts) that speaks the Anthropic API and prints stream-json.
 */
// @ts-nocheck

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrace, type TraceEvent } from "../../src/trace/index.ts";
import { metricsFromTrace } from "../../src/metrics/from-trace.ts";
import { loadPricing } from "../../src/providers/pricing.ts";
import { claudeCodeAdapter, claudeCodeArgs } from "../../src/runner/adapters/claude-code.ts";
import { startSimServer, type SimServer } from "../../src/sim/server.ts";
import { FIXTURES, invocation } from "./helpers.ts";

const FAKE_CLAUDE = join(FIXTURES, "fake-claude.mjs");
const only = <T extends TraceEvent["type"]>(events: TraceEvent[], type: T) => events.filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type);

describe("agent:claude-code against the simulator", () => {
  let server: SimServer;
  beforeAll(async () => {
    server = await startSimServer({
      cases: [{
        id: "fix-typo",
        workspaceDir: FIXTURES,
        sim: {
          steps: [
            { text: "Looking at the file.", tools: [{ name: "read", input: { path: "greeting.txt" } }, { name: "bash", input: { command: "wc -l greeting.txt" } }] },
            { tools: [{ name: "edit", input: { path: "greeting.txt", old_string: "helo", new_string: "hello" } }] },
            { final: "Fixed the typo." },
          ],
        },
      }],
      noise: 0,
    });
  });
  afterAll(async () => { await server.close(); });

  it("runs claude in the workspace with the sim's key, converts its stream, and the tools really ran", async () => {
    const inv = invocation({ maxTokens: 4096 }, "Fix the typo in greeting.txt.");
    writeFileSync(join(inv.cwd, "greeting.txt"), "say helo\n");
    const key = "fcsim_fix-typo_1_cc";
    server.registerTrial(key, { caseId: "fix-typo", seed: 1, workspaceDir: inv.cwd });
    inv.env = { ...inv.env, ANTHROPIC_BASE_URL: server.url, ANTHROPIC_API_KEY: key, FREECODE_CLAUDE_CODE_BIN: FAKE_CLAUDE };

    const proc = await claudeCodeAdapter.run(inv, "--effort high");
    expect(proc).toMatchObject({ kind: "exited", code: 0 });
    expect(readFileSync(join(inv.cwd, "greeting.txt"), "utf8")).toBe("say hello\n");

    const raw = readFileSync(inv.tracePath.replace(/\.jsonl$/, ".claude-code.ndjson"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(raw[0].fake).toEqual({ argv: claudeCodeArgs("claude-sonnet-5-5", 10, "--effort high"), maxOutputTokens: "4096", quiet: "1" });
    expect(raw[0].cwd).toBe(inv.cwd);

    const events = parseTrace(readFileSync(inv.tracePath, "utf8"));
    const responses = only(events, "model.response");
    expect(responses.map((r) => [r.stop_reason, r.toolUses.map((t) => t.name)])).toEqual([["tool_use", ["read", "bash"]], ["tool_use", ["edit"]], ["end_turn", []]]);
    expect(only(events, "tool.call").map((c) => [c.name, c.ok])).toEqual([["read", true], ["bash", true], ["edit", true]]);
    expect(events.at(-1)).toMatchObject({ type: "session.end", outcome: "end_turn", turns: 3, finalText: "Fixed the typo." });

    // Token totals are the simulator's own counts, as reported in modelUsage (the lines under-count output).
    const usage = raw.at(-1).modelUsage["claude-sonnet-5-5"];
    const m = metricsFromTrace(events, loadPricing());
    expect([m.inputTokens, m.outputTokens, m.cacheReadTokens, m.cacheWriteTokens]).toEqual([usage.inputTokens, usage.outputTokens, usage.cacheReadInputTokens, usage.cacheCreationInputTokens]);
    expect(m.outputTokens).toBeGreaterThan(3);
    expect(m.costUsd).toBeGreaterThan(0);
    expect(m.modelsServed).toEqual(["claude-sonnet-5-5"]);
  });

  it("does not start under --provider openai, nor when the program is missing", async () => {
    const openai = await claudeCodeAdapter.run(invocation({ env: { PATH: process.env.PATH ?? "", FREECODE_PROVIDER: "openai" } }), undefined);
    expect(openai).toMatchObject({ kind: "spawn_failed", message: expect.stringMatching(/speaks the Anthropic Messages API/) });
    const missing = await claudeCodeAdapter.run(invocation({ env: { PATH: process.env.PATH ?? "", FREECODE_CLAUDE_CODE_BIN: "/nonexistent/claude" } }), undefined);
    expect(missing.kind).toBe("spawn_failed");
  });

  it("writes no trace when the program prints no stream-json (the trial then reports exit and stderr)", async () => {
    const inv = invocation({ env: { PATH: process.env.PATH ?? "", FREECODE_CLAUDE_CODE_BIN: join(FIXTURES, "noop-agent.sh") } });
    const proc = await claudeCodeAdapter.run(inv, undefined);
    expect(proc).toMatchObject({ kind: "exited", code: 0 });
    expect(() => readFileSync(inv.tracePath)).toThrow();
  });
});
