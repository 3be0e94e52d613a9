import { describe, expect, it } from "vitest";
import { parseTrace, type TraceEvent } from "../../src/trace/index.ts";
import { metricsFromTrace } from "../../src/metrics/from-trace.ts";
import { loadPricing } from "../../src/providers/pricing.ts";
import { convertClaudeCode } from "../../src/runner/adapters/claude-code-events.ts";
import { reconcileUsage, shareOut } from "../../src/runner/adapters/usage-reconcile.ts";
import { invocation, T0, timed, timedFixture } from "./helpers.ts";

const inv = invocation();
const times = { startedAt: T0, endedAt: T0 + 1200 };

/** Converted events as the trial reads them back (schema-parsed). */
function convert(lines = timedFixture("claude-code-stream.jsonl")) {
  const { events, recognised } = convertClaudeCode(lines, inv, times);
  return { raw: events, recognised, events: parseTrace(events.map((e) => JSON.stringify(e)).join("\n")) };
}
const only = <T extends TraceEvent["type"]>(events: TraceEvent[], type: T) => events.filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type);

describe("Claude Code stream-json → trace", () => {
  it("groups per-block assistant lines into one response per message id, with inferred stop reasons", () => {
    const { events, recognised } = convert();
    expect(recognised).toBe(11);
    expect(events.map((e) => e.type)).toEqual([
      "session.start", "model.response", "tool.call", "tool.call", "guard", "model.response", "tool.call", "model.response", "model.response", "session.end",
    ]);
    const r = only(events, "model.response");
    expect(r.map((x) => [x.turn, x.model, x.stop_reason, x.toolUses.map((t) => t.id)])).toEqual([
      [1, "claude-sonnet-5-5", "tool_use", ["toolu_A", "toolu_B"]],
      [2, "claude-sonnet-5-5", "tool_use", ["toolu_C"]],
      [3, "claude-sonnet-5-5", "end_turn", []],
      [3, "claude-haiku-5-5", "background", []],
    ]);
    // Latency: arrival of the message's last line since the previous event.
    expect(r.map((x) => x.latencyMs)).toEqual([400, 200, 100, 0]);
    expect(events[0]).toMatchObject({ agent: "claude-code", model: "claude-sonnet-5-5", flags: { claude_code_version: "2.1.328", permission_mode: "bypassPermissions" } });
  });

  it("takes usage from modelUsage: output remainder onto the last response, a background model on its own", () => {
    const r = only(convert().events, "model.response");
    expect(r.map((x) => [x.usage.input_tokens, x.usage.cache_read_input_tokens, x.usage.cache_creation_input_tokens, x.usage.output_tokens])).toEqual([
      [12, 0, 4000, 1],
      [30, 4000, 600, 1],
      [5, 4600, 200, 1 + 847], // modelUsage says 850 output tokens; the lines said 1 each
      [2000, 0, 0, 60],
    ]);
  });

  it("prices the converted trace with our table to Claude Code's own total (hand-computed)", () => {
    // Sonnet 5.5 (in 2, 5m write 2.5, read 0.2, out 10 $/MTok):
    //   msg_01: 12×2 + 4,000×2.5 + 1×10          = 24 + 10,000 + 10          = 10,034 µ$
    //   msg_02: 30×2 + 4,000×0.2 + 600×2.5 + 1×10 = 60 + 800 + 1,500 + 10     =  2,370 µ$
    //   msg_03: 5×2 + 4,600×0.2 + 200×2.5 + 848×10 = 10 + 920 + 500 + 8,480   =  9,910 µ$
    // Haiku 5.5 background (in 0.1, out 0.5): 2,000×0.1 + 60×0.5 = 200 + 30   =    230 µ$
    // total 22,544 µ$ = total_cost_usd of the fixture's result line.
    const { events, raw } = convert();
    const m = metricsFromTrace(events, loadPricing());
    expect(m.costUsd).toBeCloseTo(0.022544, 12);
    expect(raw.at(-1)).toMatchObject({ reported: { totalCostUsd: 0.022544, numTurns: 3, durationApiMs: 23800 } });
    expect(m).toMatchObject({
      turns: 4, toolCalls: 3, parallelBatches: 1, maxBatch: 2, guardTrips: 0, repeatedCalls: 0,
      inputTokens: 2047, outputTokens: 910, cacheReadTokens: 8600, cacheWriteTokens: 4800, tokens: 16357,
      stopReasons: { tool_use: 2, end_turn: 1, background: 1 }, modelsServed: ["claude-sonnet-5-5", "claude-haiku-5-5"],
      wallMs: 1100, toolMs: 100 + 200 + 100,
    });
  });

  it("records tool results: ok from is_error, output size from string or block content, canonical input", () => {
    const calls = only(convert().events, "tool.call");
    expect(calls.map((c) => [c.id, c.name, c.ok, c.durationMs, c.turn])).toEqual([
      ["toolu_A", "Read", true, 100, 1], ["toolu_B", "Bash", false, 200, 1], ["toolu_C", "Edit", true, 100, 2],
    ]);
    expect(calls[1]!.input).toBe('{"command":"python3 -m pytest -q","description":"Run the tests"}');
    expect(calls[2]!.outputChars).toBe("The file /tmp/ws/src/price.py has been updated.".length);
    expect(only(convert().events, "guard")).toMatchObject([{ guard: "http_retry", turn: 2, detail: "HTTP 529 overloaded; attempt 1, retry in 512 ms" }]);
  });

  it("counts Claude Code's own API retries as httpRetries (429s as rate limits), never as guard trips", () => {
    const m = metricsFromTrace(convert().events, loadPricing());
    expect([m.httpRetries, m.rateLimits, m.guardTrips]).toEqual([1, 0, 0]);
    const lines = timedFixture("claude-code-stream.jsonl").map((l) => ({ ...l, line: l.line.replace('"error_status":529', '"error_status":429') }));
    const m429 = metricsFromTrace(convert(lines).events, loadPricing());
    expect([m429.httpRetries, m429.rateLimits, m429.guardTrips]).toEqual([1, 1, 0]);
  });

  it("a model id with a context suffix ([1m]) is one model: no phantom background response, tokens counted once, priced", () => {
    // Claude Code run with --model claude-sonnet-5-5[1m]: its messages name the bare id (what the
    // API is sent), its result's modelUsage keeps the suffix.
    const lines = timedFixture("claude-code-stream.jsonl").map((l) => ({ ...l, line: l.line.replace('"modelUsage":{"claude-sonnet-5-5":', '"modelUsage":{"claude-sonnet-5-5[1m]":') }));
    const suffixed = convertClaudeCode(lines, invocation({ model: "claude-sonnet-5-5[1m]" }), times).events;
    const events = parseTrace(suffixed.map((e) => JSON.stringify(e)).join("\n"));
    const r = only(events, "model.response");
    expect(r.map((x) => [x.model, x.stop_reason])).toEqual([
      ["claude-sonnet-5-5", "tool_use"], ["claude-sonnet-5-5", "tool_use"], ["claude-sonnet-5-5", "end_turn"], ["claude-haiku-5-5", "background"],
    ]);
    const m = metricsFromTrace(events, loadPricing());
    const plain = metricsFromTrace(convert().events, loadPricing());
    // modelUsage: sonnet 47 in / 850 out, haiku 2,000 in / 60 out; the same totals as without the suffix.
    expect([m.inputTokens, m.outputTokens]).toEqual([47 + 2000, 850 + 60]);
    expect([m.inputTokens, m.outputTokens, m.cacheReadTokens, m.cacheWriteTokens]).toEqual([plain.inputTokens, plain.outputTokens, plain.cacheReadTokens, plain.cacheWriteTokens]);
    expect(m.unpricedResponses).toBe(0);
    expect(m.costUsd).toBeCloseTo(plain.costUsd!, 12);
  });

  it("ends with the final text and num_turns", () => {
    expect(convert().events.at(-1)).toMatchObject({ type: "session.end", outcome: "end_turn", turns: 3, finalText: "Fixed: price() divided by 10 instead of 100." });
  });
});

describe("Claude Code endings", () => {
  const end = (result: object) => convert(timed([{ type: "system", subtype: "init" }, { type: "result", num_turns: 2, ...result }])).events.at(-1);

  it("maps max turns, prompt too long, API errors, refusals and execution errors", () => {
    expect(end({ subtype: "error_max_turns", is_error: true, terminal_reason: "max_turns" })).toMatchObject({ outcome: "max_turns", turns: 2 });
    expect(end({ subtype: "error_during_execution", is_error: true, terminal_reason: "prompt_too_long", errors: ["Prompt is too long"] })).toMatchObject({ outcome: "context_window" });
    expect(end({ subtype: "success", is_error: true, result: "API Error: 529 overloaded", api_error_status: 529 })).toMatchObject({ outcome: "provider_error", error: "API Error: 529 overloaded", finalText: "" });
    expect(end({ subtype: "success", is_error: false, result: "I can't help with that.", stop_reason: "refusal" })).toMatchObject({ outcome: "refusal" });
    expect(end({ subtype: "error_max_budget_usd", is_error: true, terminal_reason: "budget_exhausted" })).toMatchObject({ outcome: "agent_error", error: "error_max_budget_usd (budget_exhausted)" });
  });

  it("ends as agent_error without a result line, and recognises nothing in plain text", () => {
    const cut = convert(timedFixture("claude-code-stream.jsonl").slice(0, 5));
    expect(cut.events.at(-1)).toMatchObject({ type: "session.end", outcome: "agent_error", error: expect.stringMatching(/without a result line/) });
    // Without modelUsage, the lines' own counts stand.
    expect(only(cut.events, "model.response").map((r) => r.usage.output_tokens)).toEqual([1]);
    expect(convertClaudeCode([{ t: T0, line: "Error: --output-format=stream-json requires --verbose" }], inv, times).recognised).toBe(0);
  });
});

describe("usage reconciliation", () => {
  it("shares whole tokens out by largest remainder", () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(7, [0, 0])).toEqual([4, 3]);
    expect(shareOut(100, [30, 10])).toEqual([75, 25]);
  });

  it("scales responses down to a smaller total, and matches dated model ids", () => {
    const u = (input: number, output: number) => ({ input_tokens: input, output_tokens: output, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cache_creation_1h_input_tokens: 0 });
    const r = reconcileUsage([{ model: "claude-haiku-4-5-20251001", usage: u(300, 10) }, { model: "claude-haiku-4-5-20251001", usage: u(100, 10) }], new Map([["claude-haiku-4-5", u(200, 50)]]));
    expect(r.responses.map((x) => [x.input_tokens, x.output_tokens])).toEqual([[150, 10], [50, 40]]);
    expect(r.background).toEqual([]);
  });
});
