/**
 * The reference agent driven through an OpenAI-compatible server (FREECODE_PROVIDER=openai):
 * the same loop, guards and trace as with the Anthropic API.
 */
// @ts-nocheck

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { runAgent } from "../../src/agent/session.ts";
import { parseTrace, type TraceEvent } from "../../src/trace/index.ts";
import { metricsFromTrace } from "../../src/metrics/from-trace.ts";
import { openaiProviderEnv } from "../../src/providers/openai-binding.ts";
import { loadPricing } from "../../src/providers/pricing.ts";
import { freecodeAgentCommand } from "../../src/runner/agent-process.ts";
import { startFakeOpenAI, type FakeOpenAI, type ScriptedChat } from "./helpers/fake-openai-server.ts";

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(script: ScriptedChat[], env: Record<string, string> = {}) {
  server = await startFakeOpenAI(script);
  const ws = mkdtempSync(join(tmpdir(), "fc-openai-ws-"));
  writeFileSync(join(ws, "a.txt"), "alpha\nbeta\n");
  const tracePath = join(mkdtempSync(join(tmpdir(), "fc-openai-trace-")), "trace.jsonl");
  const end = await runAgent({
    cwd: ws, prompt: "What does a.txt say?", model: "qwen2.5-coder:7b", maxTurns: 6, maxTokens: 256, tracePath,
    env: { FREECODE_PROVIDER: "openai", OPENAI_BASE_URL: server.url, ...env }, retry: { baseDelayMs: 1 },
  });
  const events = parseTrace(readFileSync(tracePath, "utf8"));
  return { end, events, ws, requests: server.requests };
}

const of = <T extends TraceEvent["type"]>(events: TraceEvent[], type: T) => events.filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type);

describe("agent over an OpenAI-compatible server", () => {
  it("runs tools from tool_calls, sends results as tool messages, and records served model and usage", async () => {
    const { end, events, requests } = await run([
      { toolCalls: [{ id: "call_1", name: "read", arguments: '{"path":"a.txt"}' }], model: "qwen-served", usage: { prompt_tokens: 900, completion_tokens: 20, cached_tokens: 600 } },
      { text: "It says alpha and beta.", model: "qwen-served", usage: { prompt_tokens: 1000, completion_tokens: 8, cached_tokens: 900 } },
    ]);
    expect(end).toMatchObject({ outcome: "end_turn", turns: 2, finalText: "It says alpha and beta." });
    const responses = of(events, "model.response");
    expect(responses.map((r) => [r.model, r.stop_reason, r.usage.input_tokens, r.usage.cache_read_input_tokens, r.usage.output_tokens])).toEqual([
      ["qwen-served", "tool_use", 300, 600, 20],
      ["qwen-served", "end_turn", 100, 900, 8],
    ]);
    expect(of(events, "tool.call")).toMatchObject([{ name: "read", id: "call_1", ok: true }]);
    const second = requests[1]!.body.messages;
    expect(second.at(-2)).toMatchObject({ role: "assistant", tool_calls: [{ id: "call_1", function: { name: "read" } }] });
    expect(second.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call_1" });
    expect(second.at(-1).content).toMatch(/alpha\nbeta/);
    expect(requests.every((r) => r.body.stream_options?.include_usage === true && r.body.max_tokens === 256)).toBe(true);
    // A local model is not in the price table: cost unknown, not zero; the served id is recorded.
    const m = metricsFromTrace(events, loadPricing());
    expect([m.costUsd, m.unpricedResponses, m.modelsServed, m.tokens]).toEqual([null, 2, ["qwen-served"], 300 + 600 + 20 + 100 + 900 + 8]);
  });

  it("meets finish_reason length with the max_tokens guard: the cut call is not executed", async () => {
    const { end, events, ws, requests } = await run([
      { toolCalls: [{ name: "write", arguments: '{"path":"big.txt","content":"aaaa' }], finish: "length" },
      { text: "Stopping." },
    ]);
    expect(end.outcome).toBe("end_turn");
    expect(of(events, "guard")).toMatchObject([{ guard: "max_tokens", tool: "write" }]);
    expect(of(events, "tool.call")).toEqual([]);
    expect(() => readFileSync(join(ws, "big.txt"))).toThrow();
    expect(requests[1]!.body.messages.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call_0" });
    expect(requests[1]!.body.messages.at(-1).content).toMatch(/^Error: Not executed: your response was cut off at the output limit \(max_tokens=256\)/);
  });

  it("re-sends a turn whose stream was cut, as a stream_retry guard", async () => {
    const { end, events } = await run([{ text: "half an ans", cutAfterChunks: 2 }, { text: "A whole answer." }]);
    expect(end).toMatchObject({ outcome: "end_turn", finalText: "A whole answer." });
    expect(of(events, "guard").map((g) => g.guard)).toEqual(["stream_retry"]);
    expect(of(events, "model.request").map((r) => r.attempt)).toEqual([1, 2]);
  });

  it("ends as provider_error when the server refuses the request", async () => {
    const { end } = await run([{ status: 400, errorBody: { error: { message: "model not found" } } }]);
    expect(end.outcome).toBe("provider_error");
    expect(end.error).toMatch(/model not found/);
  });

  it("ends as agent_error naming OPENAI_BASE_URL when it is missing", async () => {
    const tracePath = join(mkdtempSync(join(tmpdir(), "fc-openai-trace-")), "trace.jsonl");
    const end = await runAgent({ cwd: tmpdir(), prompt: "x", model: "m", maxTurns: 1, tracePath, env: { FREECODE_PROVIDER: "openai" } });
    expect(end).toMatchObject({ outcome: "agent_error", error: expect.stringMatching(/OPENAI_BASE_URL/) });
  });

  it("works in the agent child process as trials start it, from the runner's provider variables", async () => {
    server = await startFakeOpenAI([
      { toolCalls: [{ name: "bash", arguments: '{"command":"echo hi > out.txt"}' }], model: "llama-served" },
      { text: "Wrote it.", model: "llama-served" },
    ]);
    const ws = mkdtempSync(join(tmpdir(), "fc-openai-ws-"));
    const promptFile = join(mkdtempSync(join(tmpdir(), "fc-openai-p-")), "prompt.txt");
    writeFileSync(promptFile, "Write hi to out.txt.");
    const tracePath = join(mkdtempSync(join(tmpdir(), "fc-openai-trace-")), "trace.jsonl");
    const inv = { cwd: ws, promptFile, tracePath, model: "llama3.1:8b", maxTurns: 5, timeoutSec: 60, env: {} };
    const { file, args } = await freecodeAgentCommand(inv);
    const env = { PATH: process.env.PATH ?? "", HOME: ws, ...openaiProviderEnv({ baseUrl: server.url.replace(/\/v1$/, "") }) };
    const r = await execa(file, args, { cwd: ws, env, extendEnv: false, reject: false });
    expect(r.exitCode).toBe(0);
    expect(readFileSync(join(ws, "out.txt"), "utf8")).toBe("hi\n");
    const events = parseTrace(readFileSync(tracePath, "utf8"));
    expect(of(events, "model.response").map((e) => e.model)).toEqual(["llama-served", "llama-served"]);
    expect(server.requests[0]!.body.model).toBe("llama3.1:8b");
  });
});
