// @ts-nocheck
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runAgent, type AgentOptions } from "../../src/agent/session.ts";
import { maxTokensResult } from "../../src/agent/loop.ts";
import { parseTrace, type TraceEvent } from "../../src/trace/index.ts";
import { answer, scriptedApi, type ScriptedResponse } from "./helpers/scripted-api.ts";
import { tempWorkspace } from "./helpers/workspace.ts";

/** Each stop_reason the loop acts on, alone: what runs, what is sent back, how the session ends. */

function setup(script: Array<ScriptedResponse | ((b: any) => ScriptedResponse)>, extra: Partial<AgentOptions> = {}) {
  const cwd = tempWorkspace({});
  const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "freecode-trace-")), "trace.jsonl");
  const api = scriptedApi(script);
  const opts: AgentOptions = {
    cwd, prompt: "do the task", model: "claude-sonnet-5-5", maxTurns: 10, tracePath, env: {},
    baseURL: "http://127.0.0.1:9", apiKey: "sk-test", fetch: api.fetch, retry: { baseDelayMs: 1 }, ...extra,
  };
  const trace = (): TraceEvent[] => parseTrace(fs.readFileSync(tracePath, "utf8"));
  return { cwd, api, opts, trace };
}

const touch = (id: string, file: string) => ({ type: "tool_use" as const, id, name: "bash", input: { command: `touch ${file}` } });

describe("the agent loop's stop reasons", () => {
  it("a max_tokens response with text and no tool call: a guard, a user turn asking for smaller steps, the loop goes on", async () => {
    const t = setup([{ content: [{ type: "text", text: "Here is the long answer that got cut" }], stop_reason: "max_tokens" }, answer("done")], {
      env: { FREECODE_MAX_TOKENS: "2000" },
    });
    const end = await runAgent(t.opts);
    expect(end).toMatchObject({ outcome: "end_turn", turns: 2, finalText: "done" });
    const guard = t.trace().find((e) => e.type === "guard");
    expect(guard).toEqual(expect.objectContaining({ guard: "max_tokens", turn: 1, detail: "response cut at max_tokens=2000; 0 tool call(s) not executed" }));
    expect(guard).not.toHaveProperty("tool");
    const msgs = t.api.requests[1].messages;
    expect(msgs.at(-2)).toEqual({ role: "assistant", content: [{ type: "text", text: "Here is the long answer that got cut" }] });
    expect(msgs.at(-1)).toMatchObject({
      role: "user",
      content: [expect.objectContaining({ type: "text", text: "Your response was cut off at the output limit (max_tokens=2000). Continue in smaller steps." })],
    });
  });

  it("a max_tokens response with two tool calls: one error result each, named in the guard, none run", async () => {
    const t = setup([{ content: [touch("toolu_a", "a"), touch("toolu_b", "b")], stop_reason: "max_tokens" }, answer("ok")]);
    await runAgent(t.opts);
    expect(fs.existsSync(path.join(t.cwd, "a")) || fs.existsSync(path.join(t.cwd, "b"))).toBe(false);
    expect(t.trace().find((e) => e.type === "guard")).toMatchObject({ tool: "bash,bash", detail: expect.stringContaining("; 2 tool call(s) not executed") });
    const maxTokens = t.api.requests[0].max_tokens as number;
    expect(t.api.requests[1].messages.at(-1).content).toEqual(
      ["toolu_a", "toolu_b"].map((id) => expect.objectContaining({ type: "tool_result", tool_use_id: id, content: maxTokensResult(maxTokens), is_error: true })),
    );
  });

  it("tool calls in a response that did not stop for tool_use are not run: the session ends", async () => {
    const t = setup([{ content: [{ type: "text", text: "finished" }, touch("toolu_x", "ran")], stop_reason: "end_turn" }]);
    const end = await runAgent(t.opts);
    expect(end).toMatchObject({ outcome: "end_turn", turns: 1, finalText: "finished" });
    expect(fs.existsSync(path.join(t.cwd, "ran"))).toBe(false);
    expect(t.api.requests).toHaveLength(1);
    expect(t.trace().filter((e) => e.type === "tool.call")).toEqual([]);
  });

  it("a tool_use stop with no tool call ends the session instead of sending an empty user turn", async () => {
    const t = setup([{ content: [{ type: "text", text: "nothing to do" }], stop_reason: "tool_use" }]);
    const end = await runAgent(t.opts);
    expect(end).toMatchObject({ outcome: "end_turn", turns: 1, finalText: "nothing to do" });
    expect(t.api.requests).toHaveLength(1);
  });

  it("refusal and context-window stops run none of the response's tool calls", async () => {
    for (const [stop, outcome] of [["refusal", "refusal"], ["model_context_window_exceeded", "context_window"]] as const) {
      const t = setup([{ content: [touch("toolu_r", "ran")], stop_reason: stop }]);
      const end = await runAgent(t.opts);
      expect(end).toMatchObject({ outcome, turns: 1 });
      expect(fs.existsSync(path.join(t.cwd, "ran"))).toBe(false);
    }
  });

  it("pause_turn sends the conversation back as is, with no user turn and no tool run", async () => {
    const t = setup([{ content: [{ type: "text", text: "thinking" }, touch("toolu_p", "ran")], stop_reason: "pause_turn" }, answer("done")]);
    const end = await runAgent(t.opts);
    expect(end).toMatchObject({ outcome: "end_turn", turns: 2 });
    expect(fs.existsSync(path.join(t.cwd, "ran"))).toBe(false);
    expect(t.api.requests[1].messages.at(-1).role).toBe("assistant");
  });

  it("an empty response adds no assistant turn", async () => {
    const t = setup([{ content: [{ type: "text", text: "" }], stop_reason: "pause_turn" }, answer("done")]);
    await runAgent(t.opts);
    expect(t.api.requests[1].messages).toEqual(t.api.requests[0].messages);
  });

  it("the token limit counts input, output and cache tokens, and stops exactly past it, not at it", async () => {
    const usage = { input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 3, cache_creation_input_tokens: 2 };
    // 20 tokens a response; the second request's prompt is at least the first's 15.
    const at = setup([{ ...answer("x"), stop_reason: "pause_turn", usage }, { ...answer("done"), usage }], { maxTrialTokens: 40 });
    expect(await runAgent(at.opts)).toMatchObject({ outcome: "end_turn", turns: 2 });
    // 20 used + 15 at least = 35: the request still fits a limit of 35, its response does not.
    const fits = setup([{ ...answer("x"), stop_reason: "pause_turn", usage }, { ...answer("done"), usage }], { maxTrialTokens: 35 });
    expect(await runAgent(fits.opts)).toMatchObject({ outcome: "max_trial_tokens", turns: 2 });
    expect(fits.api.requests).toHaveLength(2);
    const past = setup([{ ...answer("x"), stop_reason: "pause_turn", usage }, { ...answer("done"), usage }], { maxTrialTokens: 34 });
    expect(await runAgent(past.opts)).toMatchObject({ outcome: "max_trial_tokens", turns: 1 });
    expect(past.api.requests).toHaveLength(1);
    const one = setup([{ ...answer("x"), usage }], { maxTrialTokens: 19 });
    expect(await runAgent(one.opts)).toMatchObject({ outcome: "max_trial_tokens", turns: 1 });
  });

  it("records the usage of every response, cache tokens defaulting to 0", async () => {
    const t = setup([{ ...answer("x"), usage: { input_tokens: 7, output_tokens: 2 } }]);
    await runAgent(t.opts);
    expect(t.trace().find((e) => e.type === "model.response")).toMatchObject({
      turn: 1, stop_reason: "end_turn", textChars: 1,
      usage: { input_tokens: 7, output_tokens: 2, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cache_creation_1h_input_tokens: 0 },
    });
  });
});
