// @ts-nocheck
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runAgent, type AgentOptions } from "../../src/agent/session.ts";
import { parseTrace, type TraceEvent } from "../../src/trace/index.ts";
import { AGENT_FLAGS } from "../../src/agent-protocol/formats.ts";
import { metricsFromTrace } from "../../src/metrics/from-trace.ts";
import { loadPricing } from "../../src/providers/pricing.ts";
import { answer, callTools, scriptedApi, type ScriptedResponse } from "./helpers/scripted-api.ts";
import { tempWorkspace } from "./helpers/workspace.ts";

function setup(files: Record<string, string>, script: Array<ScriptedResponse | ((b: any) => ScriptedResponse)>, extra: Partial<AgentOptions> = {}) {
  const cwd = tempWorkspace(files);
  const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "freecode-trace-")), "trace.jsonl");
  const api = scriptedApi(script);
  const opts: AgentOptions = {
    cwd,
    prompt: "do the task",
    model: "claude-sonnet-5-5",
    maxTurns: 10,
    tracePath,
    env: {},
    baseURL: "http://127.0.0.1:9",
    apiKey: "sk-test-secret-key",
    fetch: api.fetch,
    retry: { baseDelayMs: 1 },
    ...extra,
  };
  const trace = (): TraceEvent[] => parseTrace(fs.readFileSync(tracePath, "utf8"));
  return { cwd, tracePath, api, opts, trace };
}

describe("agent loop through the SDK", () => {
  it("runs a tool batch, returns all results in one user message, ends on end_turn", async () => {
    const t = setup({ "a.txt": "alpha\n", "b.txt": "beta\n" }, [
      callTools({ id: "toolu_1", name: "read", input: { path: "a.txt" } }, { id: "toolu_2", name: "bash", input: { command: "cat b.txt" } }),
      answer("all done"),
    ]);
    const end = await runAgent(t.opts);
    expect(end).toMatchObject({ type: "session.end", outcome: "end_turn", turns: 2, finalText: "all done" });
    const second = t.api.requests[1];
    const last = second.messages[second.messages.length - 1];
    expect(last.role).toBe("user");
    expect(last.content.map((b: any) => [b.type, b.tool_use_id, b.content])).toEqual([
      ["tool_result", "toolu_1", "alpha\n\n[lines 1-1 of 1; end of file]"],
      ["tool_result", "toolu_2", "beta\n[exit code 0]"],
    ]);
    const types = t.trace().map((e) => e.type);
    expect(types).toEqual(["session.start", "model.request", "model.response", "tool.call", "tool.call", "model.request", "model.response", "session.end"]);
  });

  it("records flags, usage and the model echoed, and never writes the API key", async () => {
    const t = setup({}, [{ ...answer("hi"), model: "claude-sonnet-5-5-20261001", usage: { input_tokens: 120, output_tokens: 7, cache_read_input_tokens: 30, cache_creation_input_tokens: 40 } }], {
      env: { FREECODE_READ_LINE_NUMBERS: "1" },
    });
    await runAgent(t.opts);
    const ev = t.trace();
    const start = ev[0]!;
    expect(start.type === "session.start" && start.flags).toEqual({ ...AGENT_FLAGS, FREECODE_READ_LINE_NUMBERS: "1" });
    expect(start.type === "session.start" && start.maxTokens).toBe(128_000);
    const resp = ev.find((e) => e.type === "model.response")!;
    expect(resp).toMatchObject({ model: "claude-sonnet-5-5-20261001", stop_reason: "end_turn", usage: { input_tokens: 120, output_tokens: 7, cache_read_input_tokens: 30, cache_creation_input_tokens: 40 } });
    expect(fs.readFileSync(t.tracePath, "utf8")).not.toContain("sk-test-secret-key");
  });

  it("puts cache breakpoints on the last tool, the system block and the newest message only", async () => {
    const t = setup({ "a.txt": "x\n" }, [callTools({ id: "toolu_1", name: "read", input: { path: "a.txt" } }), answer("ok")]);
    await runAgent(t.opts);
    for (const req of t.api.requests) {
      expect(req.tools.map((x: any) => x.cache_control ?? null)).toEqual([null, null, null, null, null, null, { type: "ephemeral" }]);
      expect(req.system).toEqual([expect.objectContaining({ cache_control: { type: "ephemeral" } })]);
      const marked = req.messages.flatMap((m: any, i: number) => (Array.isArray(m.content) ? m.content : []).flatMap((b: any, j: number) => (b.cache_control ? [[i, j]] : [])));
      const lastMsg = req.messages.length - 1;
      expect(marked).toEqual([[lastMsg, req.messages[lastMsg].content.length - 1]]);
    }
    expect(t.api.requests[0].max_tokens).toBe(128_000);
  });

  it("never runs a tool call from a max_tokens response: error results, a guard, the loop goes on", async () => {
    const big = Array.from({ length: 1400 }, (_, i) => `def f${i}():\n    return ${i}`).join("\n") + "\n";
    const t = setup({ "big.py": big }, [
      {
        content: [
          { type: "tool_use", id: "toolu_w", name: "write", input: { path: "big.py", content: "def f0():\n    return 0\n" + "x = 1\n".repeat(500) }, cutAt: 900 },
        ],
        stop_reason: "max_tokens",
      },
      answer("gave up"),
    ]);
    const end = await runAgent(t.opts);
    expect(end.outcome).toBe("end_turn");
    expect(fs.readFileSync(path.join(t.cwd, "big.py"), "utf8")).toBe(big);
    const ev = t.trace();
    expect(ev.filter((e) => e.type === "tool.call")).toEqual([]);
    expect(ev.find((e) => e.type === "guard")).toMatchObject({ guard: "max_tokens", tool: "write", turn: 1 });
    const reply = t.api.requests[1].messages.at(-1);
    expect(reply.content).toEqual([
      expect.objectContaining({ type: "tool_result", tool_use_id: "toolu_w", is_error: true, content: expect.stringContaining("nothing was executed") }),
    ]);
    expect(reply.content[0].content).toContain("Use edit");
  });

  it("a complete-looking tool call in a max_tokens response does not run either", async () => {
    const t = setup({}, [
      { content: [{ type: "tool_use", id: "toolu_b", name: "bash", input: { command: "touch ran" } }], stop_reason: "max_tokens" },
      answer("ok"),
    ]);
    await runAgent(t.opts);
    expect(fs.existsSync(path.join(t.cwd, "ran"))).toBe(false);
  });

  it("stops at the turn limit with outcome max_turns", async () => {
    const loop = () => callTools({ id: `toolu_${Math.random()}`, name: "bash", input: { command: "true" } });
    const t = setup({}, [loop, loop, loop, loop], { maxTurns: 3 });
    const end = await runAgent(t.opts);
    expect(end).toMatchObject({ outcome: "max_turns", turns: 3 });
    expect(t.api.requests).toHaveLength(3);
  });

  it("ends with max_trial_tokens after the response that passes the token limit, running none of its tool calls", async () => {
    // 100 input + 50 cache read + 30 cache write + 20 output = 200 tokens > 150.
    const t = setup({}, [
      { ...callTools({ id: "toolu_1", name: "bash", input: { command: "touch ran" } }), usage: { input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 50, cache_creation_input_tokens: 30 } },
    ], { maxTrialTokens: 150 });
    const end = await runAgent(t.opts);
    expect(end).toMatchObject({ outcome: "max_trial_tokens", turns: 1 });
    expect(t.api.requests).toHaveLength(1);
    expect(fs.existsSync(path.join(t.cwd, "ran"))).toBe(false);
    const ev = t.trace();
    expect(ev[0]).toMatchObject({ type: "session.start", maxTrialTokens: 150 });
    expect(ev.map((e) => e.type)).toEqual(["session.start", "model.request", "model.response", "session.end"]);
    expect(metricsFromTrace(ev, loadPricing()).tokens).toBe(200);
  });

  it("stops before a request whose prompt alone would pass the token limit (it is at least as long as the last one)", async () => {
    // Turn 1: 100 prompt + 10 output = 110 used; turn 2's prompt is at least 100, so at most 209 may be used.
    const turn1 = () => ({ ...callTools({ id: "toolu_1", name: "bash", input: { command: "touch ran" } }), usage: { input_tokens: 100, output_tokens: 10 } });
    const stopped = setup({}, [turn1, answer("done")], { maxTrialTokens: 209 });
    expect(await runAgent(stopped.opts)).toMatchObject({ outcome: "max_trial_tokens", turns: 1 });
    expect(stopped.api.requests).toHaveLength(1);
    expect(fs.existsSync(path.join(stopped.cwd, "ran"))).toBe(true); // turn 1's batch ran
    const room = setup({}, [turn1, answer("done")], { maxTrialTokens: 210 });
    expect(await runAgent(room.opts)).toMatchObject({ outcome: "end_turn", turns: 2 });
    expect(room.trace()[0]).toMatchObject({ type: "session.start", maxTrialTokens: 210 });
    // Without a limit the session.start carries none.
    const none = setup({}, [answer("hi")]);
    await runAgent(none.opts);
    expect(none.trace()[0]).not.toHaveProperty("maxTrialTokens");
  });

  it("ends with refusal and context_window outcomes", async () => {
    const r = setup({}, [{ content: [{ type: "text", text: "no" }], stop_reason: "refusal" }]);
    expect((await runAgent(r.opts)).outcome).toBe("refusal");
    const c = setup({}, [{ content: [{ type: "text", text: "..." }], stop_reason: "model_context_window_exceeded" }]);
    expect((await runAgent(c.opts)).outcome).toBe("context_window");
  });

  it("continues after pause_turn without a user message", async () => {
    const t = setup({}, [{ content: [{ type: "text", text: "thinking" }], stop_reason: "pause_turn" }, answer("fin")]);
    const end = await runAgent(t.opts);
    expect(end).toMatchObject({ outcome: "end_turn", turns: 2, finalText: "fin" });
    expect(t.api.requests[1].messages.map((m: any) => m.role)).toEqual(["user", "assistant"]);
  });

  it("reports provider_error when the API keeps failing, with the error in session.end", async () => {
    const t = setup({}, []);
    t.opts.fetch = (async () =>
      new Response(JSON.stringify({ type: "error", error: { type: "invalid_request_error", message: "bad model" } }), {
        status: 400,
        headers: { "content-type": "application/json" },
      })) as typeof fetch;
    const end = await runAgent(t.opts);
    expect(end.outcome).toBe("provider_error");
    expect(end.error).toContain("bad model");
  });

  it("reports agent_error when the system prompt file is missing", async () => {
    const t = setup({}, [answer("x")], { env: { FREECODE_SYSTEM_PROMPT_FILE: "/nonexistent/prompt.md" } });
    const end = await runAgent(t.opts);
    expect(end.outcome).toBe("agent_error");
    expect(end.error).toContain("FREECODE_SYSTEM_PROMPT_FILE: cannot read /nonexistent/prompt.md");
    expect(t.trace().map((e) => e.type)).toEqual(["session.start", "session.end"]);
  });

  it("FREECODE_SYSTEM_PROMPT_FILE replaces the system prompt; FREECODE_MAX_TOKENS sets the cap", async () => {
    const dir = tempWorkspace({ "p.md": "You are a test prompt.\n" });
    const t = setup({}, [answer("x")], { env: { FREECODE_SYSTEM_PROMPT_FILE: path.join(dir, "p.md"), FREECODE_MAX_TOKENS: "2048" } });
    await runAgent(t.opts);
    expect(t.api.requests[0].system[0].text).toBe("You are a test prompt.");
    expect(t.api.requests[0].max_tokens).toBe(2048);
  });
});
