import { describe, expect, it } from "vitest";
import { z } from "zod";
import type Anthropic from "@anthropic-ai/sdk";
import { maxTokensResult, runLoop, type LoopConfig } from "../../src/agent/loop.ts";
import { OutputStore } from "../../src/agent/output-store.ts";
import { toolMap } from "../../src/agent/tools/index.ts";
import { fail, ok, type Tool } from "../../src/agent/tools/types.ts";
import type { TraceEvent, TraceEventBody } from "../../src/trace/index.ts";

/**
 * runLoop alone, in process, with a fake model client (no SDK stream, no HTTP, no real tools):
 * every branch of the loop by itself, fast enough for `npm run mutation -- loop`. The same
 * behaviours through the SDK and the real tools are in loop.test.ts and loop-stops.test.ts.
 */

type Usage = { input_tokens: number; output_tokens: number; cache_read_input_tokens?: number | null; cache_creation_input_tokens?: number | null; cache_creation?: { ephemeral_1h_input_tokens: number } | null };
interface Reply {
  content: any[];
  stop_reason: string;
  usage?: Usage;
  model?: string;
}

/** A client whose `messages.stream()` answers request k with `replies[k]` (past the end: end_turn "done"). */
function fakeClient(replies: Reply[]) {
  const requests: any[] = [];
  const client = {
    messages: {
      stream(params: unknown) {
        requests.push(structuredClone(params));
        const r = replies[requests.length - 1] ?? { content: [{ type: "text", text: "done" }], stop_reason: "end_turn" };
        const message = { id: "msg", type: "message", role: "assistant", model: r.model ?? "m-echo", content: r.content, stop_reason: r.stop_reason, stop_sequence: null, usage: r.usage ?? { input_tokens: 10, output_tokens: 1 } };
        return { on: () => undefined, finalMessage: async () => message };
      },
    },
  };
  return { client: client as unknown as Anthropic, requests };
}

/** A tool that records its calls and answers with `out` (an error when `error`). */
function recorder(name: string, log: string[], opts: { error?: boolean } = {}): Tool<{ v?: string }> {
  return {
    name,
    description: name,
    input: z.object({ v: z.string().optional() }),
    concurrencySafe: false,
    run: async (input) => (log.push(`${name}:${input.v ?? ""}`), opts.error ? fail(`${name} failed`) : ok(`${name} ran ${input.v ?? ""}`)),
  };
}

function setup(replies: Reply[], extra: Partial<LoopConfig> = {}) {
  const { client, requests } = fakeClient(replies);
  const events: TraceEvent[] = [];
  const log: string[] = [];
  const progress = { turns: 0 };
  const cfg: LoopConfig = {
    client, model: "m-1", maxTokens: 500, maxTurns: 10, system: "sys", prompt: "the task",
    toolDefs: [{ name: "t", description: "t", input_schema: { type: "object" } }],
    retry: { maxStreamRetries: 0, baseDelayMs: 1 }, progress, cwd: "/nonexistent", env: {}, store: new OutputStore(),
    trace: { write: (e: TraceEventBody) => { const ev = { t: 0, ...e } as TraceEvent; events.push(ev); return ev; } },
    tools: toolMap([recorder("a", log), recorder("b", log, { error: true })]),
    ...extra,
  };
  const of = <T extends TraceEvent["type"]>(type: T) => events.filter((e) => e.type === type) as Extract<TraceEvent, { type: T }>[];
  return { cfg, requests, events, log, progress, of, run: () => runLoop(cfg) };
}

const use = (id: string, name: string, v?: string) => ({ type: "tool_use", id, name, input: v === undefined ? {} : { v } });
const text = (t: string) => ({ type: "text", text: t });
const tokens = (input: number, output: number, cacheRead = 0, cacheWrite = 0): Usage => ({ input_tokens: input, output_tokens: output, cache_read_input_tokens: cacheRead, cache_creation_input_tokens: cacheWrite });

describe("maxTokensResult", () => {
  it("names the limit, says nothing ran, and gives the default or the edit format's advice", () => {
    expect(maxTokensResult(123)).toBe(
      "Not executed: your response was cut off at the output limit (max_tokens=123) before this tool call was complete, so nothing was executed and no file was changed. " +
        "Use edit to change existing files, or split the work into smaller steps (for a large new file, write a short first version and extend it with edit).",
    );
    expect(maxTokensResult(7, "Try smaller edits.")).toBe(
      "Not executed: your response was cut off at the output limit (max_tokens=7) before this tool call was complete, so nothing was executed and no file was changed. Try smaller edits.",
    );
  });
});

describe("runLoop with a fake client", () => {
  it("sends the prompt as the first user message, with the model, cap, system and tools of the config", async () => {
    const t = setup([{ content: [text("hi")], stop_reason: "end_turn" }]);
    expect(await t.run()).toEqual({ outcome: "end_turn", turns: 1, finalText: "hi" });
    expect(t.requests).toHaveLength(1);
    const p = t.requests[0];
    expect(p.model).toBe("m-1");
    expect(p.max_tokens).toBe(500);
    expect(p.system[0].text).toBe("sys");
    expect(p.tools.map((x: any) => x.name)).toEqual(["t"]);
    expect(p.messages).toHaveLength(1);
    expect(p.messages[0].role).toBe("user");
    expect(JSON.stringify(p.messages[0].content)).toContain("the task");
  });

  it("runs a tool_use batch and sends every result back in one user message, is_error only on failures", async () => {
    const t = setup([{ content: [text("calling"), use("u1", "a", "x"), use("u2", "b")], stop_reason: "tool_use" }, { content: [text("fin")], stop_reason: "end_turn" }]);
    expect(await t.run()).toEqual({ outcome: "end_turn", turns: 2, finalText: "fin" });
    expect(t.log).toEqual(["a:x", "b:"]);
    const msgs = t.requests[1].messages;
    expect(msgs).toHaveLength(3);
    expect(msgs[1]).toEqual({ role: "assistant", content: [{ type: "text", text: "calling" }, { type: "tool_use", id: "u1", name: "a", input: { v: "x" } }, { type: "tool_use", id: "u2", name: "b", input: {} }] });
    expect(msgs[2].role).toBe("user");
    expect(msgs[2].content.map(({ cache_control: _, ...b }: any) => b)).toEqual([
      { type: "tool_result", tool_use_id: "u1", content: "a ran x" },
      { type: "tool_result", tool_use_id: "u2", content: "b failed", is_error: true },
    ]);
    expect(t.progress.turns).toBe(2);
  });

  it("echoes the assistant turn: empty text dropped, tool_use reduced to its request fields (no input: {}), other blocks unchanged", async () => {
    const thinking = { type: "thinking", thinking: "hmm", signature: "sig" };
    const t = setup([
      { content: [thinking, text(""), { type: "tool_use", id: "u1", name: "a", input: undefined, extra: 1 }], stop_reason: "tool_use" },
      { content: [text("")], stop_reason: "tool_use" },
    ]);
    expect(await t.run()).toEqual({ outcome: "end_turn", turns: 2, finalText: "" });
    const msgs = t.requests[1].messages;
    expect(msgs[1]).toEqual({ role: "assistant", content: [thinking, { type: "tool_use", id: "u1", name: "a", input: {} }] });
    // A response with nothing to echo adds no assistant message.
    const t2 = setup([{ content: [text("")], stop_reason: "pause_turn" }]);
    await t2.run();
    expect(t2.requests[1].messages).toHaveLength(1);
  });

  it("records each response: turn, model, stop_reason, usage (missing cache fields as 0), tool calls, joined text length", async () => {
    const t = setup([
      { content: [text("ab"), use("u1", "a", "q"), text("cde")], stop_reason: "tool_use", model: "m-served", usage: { input_tokens: 5, output_tokens: 6, cache_read_input_tokens: 7, cache_creation_input_tokens: 8, cache_creation: { ephemeral_1h_input_tokens: 3 } } },
      { content: [text("z")], stop_reason: "end_turn", usage: { input_tokens: 4, output_tokens: 2 } },
    ]);
    expect(await t.run()).toEqual({ outcome: "end_turn", turns: 2, finalText: "z" });
    const [r1, r2] = t.of("model.response");
    expect(r1).toMatchObject({ turn: 1, model: "m-served", stop_reason: "tool_use", toolUses: [{ id: "u1", name: "a", input: { v: "q" } }], textChars: 5 });
    expect(r1!.usage).toEqual({ input_tokens: 5, output_tokens: 6, cache_read_input_tokens: 7, cache_creation_input_tokens: 8, cache_creation_1h_input_tokens: 3 });
    expect(typeof r1!.latencyMs).toBe("number");
    expect(r2).toMatchObject({ turn: 2, stop_reason: "end_turn", toolUses: [], textChars: 1 });
    expect(r2!.usage).toEqual({ input_tokens: 4, output_tokens: 2, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cache_creation_1h_input_tokens: 0 });
    expect(t.of("model.request").map((e) => e.turn)).toEqual([1, 2]);
  });

  it("the final text is that of the last response, its text blocks joined", async () => {
    const t = setup([{ content: [text("one "), use("u", "a"), text("two")], stop_reason: "end_turn" }]);
    expect(await t.run()).toEqual({ outcome: "end_turn", turns: 1, finalText: "one two" });
  });

  it("tool calls of a response that did not stop for tool_use are not run", async () => {
    for (const stop of ["end_turn", "stop_sequence"]) {
      const t = setup([{ content: [use("u1", "a")], stop_reason: stop }]);
      expect(await t.run()).toEqual({ outcome: "end_turn", turns: 1, finalText: "" });
      expect(t.log).toEqual([]);
      expect(t.requests).toHaveLength(1);
    }
  });

  it("a tool_use stop with no tool call ends the session", async () => {
    const t = setup([{ content: [text("nothing to call")], stop_reason: "tool_use" }]);
    expect(await t.run()).toEqual({ outcome: "end_turn", turns: 1, finalText: "nothing to call" });
    expect(t.requests).toHaveLength(1);
  });

  it("max_tokens with tool calls: none runs, one error result each with the advice, a guard naming them, the loop goes on", async () => {
    const t = setup([{ content: [use("u1", "a"), use("u2", "b")], stop_reason: "max_tokens" }, { content: [text("ok")], stop_reason: "end_turn" }], { maxTokensAdvice: "Use smaller edits." });
    expect(await t.run()).toEqual({ outcome: "end_turn", turns: 2, finalText: "ok" });
    expect(t.log).toEqual([]);
    const guards = t.of("guard");
    expect(guards).toEqual([{ t: 0, type: "guard", turn: 1, guard: "max_tokens", tool: "a,b", detail: "response cut at max_tokens=500; 2 tool call(s) not executed" }]);
    const last = t.requests[1].messages.at(-1);
    expect(last.role).toBe("user");
    expect(last.content.map(({ cache_control: _, ...b }: any) => b)).toEqual(
      ["u1", "u2"].map((id) => ({ type: "tool_result", tool_use_id: id, content: maxTokensResult(500, "Use smaller edits."), is_error: true })),
    );
  });

  it("max_tokens with no tool call: a guard without a tool, a user turn asking for smaller steps, the loop goes on", async () => {
    const t = setup([{ content: [text("long answer cut")], stop_reason: "max_tokens" }, { content: [text("ok")], stop_reason: "end_turn" }]);
    expect(await t.run()).toEqual({ outcome: "end_turn", turns: 2, finalText: "ok" });
    expect(t.of("guard")).toEqual([{ t: 0, type: "guard", turn: 1, guard: "max_tokens", detail: "response cut at max_tokens=500; 0 tool call(s) not executed" }]);
    const msgs = t.requests[1].messages;
    expect(msgs).toHaveLength(3);
    expect(msgs[1]).toEqual({ role: "assistant", content: [{ type: "text", text: "long answer cut" }] });
    expect(msgs[2].role).toBe("user");
    expect(JSON.stringify(msgs[2].content)).toContain("Your response was cut off at the output limit (max_tokens=500). Continue in smaller steps.");
  });

  it("pause_turn sends the conversation back as is: no user message, no tool run, no guard", async () => {
    const t = setup([{ content: [text("thinking"), use("u1", "a")], stop_reason: "pause_turn" }, { content: [text("resumed")], stop_reason: "end_turn" }]);
    expect(await t.run()).toEqual({ outcome: "end_turn", turns: 2, finalText: "resumed" });
    expect(t.log).toEqual([]);
    expect(t.events.filter((e) => e.type === "guard")).toEqual([]);
    const msgs = t.requests[1].messages;
    expect(msgs.map((m: any) => m.role)).toEqual(["user", "assistant"]);
  });

  it("refusal and model_context_window_exceeded end the session with their outcome, running no tool call", async () => {
    for (const [stop, outcome] of [["refusal", "refusal"], ["model_context_window_exceeded", "context_window"]] as const) {
      const t = setup([{ content: [text("t"), use("u1", "a")], stop_reason: stop }]);
      expect(await t.run()).toEqual({ outcome, turns: 1, finalText: "t" });
      expect(t.log).toEqual([]);
      expect(t.requests).toHaveLength(1);
    }
  });

  it("stops at the turn limit with max_turns and the last text; maxTurns 0 sends nothing", async () => {
    const loopForever = { content: [text("again"), use("u", "a")], stop_reason: "tool_use" };
    const t = setup([loopForever, loopForever, loopForever, loopForever], { maxTurns: 3 });
    expect(await t.run()).toEqual({ outcome: "max_turns", turns: 3, finalText: "again" });
    expect(t.requests).toHaveLength(3);
    expect(t.progress.turns).toBe(3);
    const t0 = setup([loopForever], { maxTurns: 0 });
    expect(await t0.run()).toEqual({ outcome: "max_turns", turns: 0, finalText: "" });
    expect(t0.requests).toHaveLength(0);
  });

  it("without a token limit, any number of tokens goes", async () => {
    const big = { content: [use("u", "a")], stop_reason: "tool_use", usage: tokens(1e9, 1e9) };
    const t = setup([big, { content: [text("end")], stop_reason: "end_turn", usage: tokens(1e9, 1e9) }]);
    expect(await t.run()).toEqual({ outcome: "end_turn", turns: 2, finalText: "end" });
  });

  it("the token limit counts input, output, cache read and cache write tokens; exactly at it goes on, one past it stops", async () => {
    // 10 + 3 + 4 + 5 = 22 tokens used by turn 1.
    const turn1 = { content: [text("first"), use("u", "a")], stop_reason: "tool_use", usage: tokens(10, 3, 4, 5) };
    // At 22 the response fits (22 is not past 22) and its call runs; the next prompt (≥ 10 + 4 + 5 = 19) would pass it.
    const at = setup([turn1], { maxTrialTokens: 22 });
    expect(await at.run()).toEqual({ outcome: "max_trial_tokens", turns: 1, finalText: "first" });
    expect(at.log).toEqual(["a:"]);
    expect(at.requests).toHaveLength(1);
    // At 21 the response passes it: stop at once, its call not run.
    const past = setup([turn1], { maxTrialTokens: 21 });
    expect(await past.run()).toEqual({ outcome: "max_trial_tokens", turns: 1, finalText: "first" });
    expect(past.log).toEqual([]);
    // 22 used + 19 = 41: a limit of exactly 41 still sends the next request.
    const next = setup([turn1], { maxTrialTokens: 41 });
    expect(await next.run()).toEqual({ outcome: "end_turn", turns: 2, finalText: "done" });
    expect(next.requests).toHaveLength(2);
  });

  it("each token kind counts: a limit one under the total stops after the response, running none of its calls", async () => {
    for (const u of [tokens(10, 0), tokens(0, 10), tokens(0, 0, 10), tokens(0, 0, 0, 10)]) {
      const t = setup([{ content: [use("u", "a")], stop_reason: "tool_use", usage: u }], { maxTrialTokens: 9 });
      expect(await t.run()).toEqual({ outcome: "max_trial_tokens", turns: 1, finalText: "" });
      expect(t.log).toEqual([]);
      const ok10 = setup([{ content: [use("u", "a")], stop_reason: "tool_use", usage: u }], { maxTrialTokens: 10 });
      await ok10.run();
      expect(ok10.log).toEqual(["a:"]);
    }
  });

  it("stops before a request whose prompt alone would pass the limit: the next prompt is at least as long as the last", async () => {
    // Turn 1: prompt 10 + 5 read + 5 write = 20, output 1 → used 21. Next request: 21 + 20 = 41.
    const turn1 = { content: [use("u", "a")], stop_reason: "tool_use", usage: tokens(10, 1, 5, 5) };
    const stop = setup([turn1], { maxTrialTokens: 40 });
    expect(await stop.run()).toEqual({ outcome: "max_trial_tokens", turns: 1, finalText: "" });
    expect(stop.log).toEqual(["a:"]);
    expect(stop.requests).toHaveLength(1);
    const go = setup([turn1, { content: [text("end")], stop_reason: "end_turn", usage: tokens(0, 0) }], { maxTrialTokens: 41 });
    expect(await go.run()).toEqual({ outcome: "end_turn", turns: 2, finalText: "end" });
    // Missing cache fields count as 0 in the lower bound.
    const bare = setup([{ content: [use("u", "a")], stop_reason: "tool_use", usage: { input_tokens: 10, output_tokens: 1, cache_read_input_tokens: null, cache_creation_input_tokens: null } }, { content: [text("end")], stop_reason: "end_turn", usage: tokens(0, 0) }], { maxTrialTokens: 21 });
    expect(await bare.run()).toEqual({ outcome: "end_turn", turns: 2, finalText: "end" });
  });
});
