import { describe, expect, it } from "vitest";
import type { TraceEvent } from "../../src/trace/index.ts";
import { metricsFromTrace, repeatKey } from "../../src/metrics/from-trace.ts";
import { loadPricing } from "../../src/providers/pricing.ts";
import { promptBlockTokens } from "../../src/tokens/prompt-block.ts";

/** Every field of TrialMetrics from hand-made traces, each counting rule by itself. */

const pricing = loadPricing();
const usage = (u: Partial<Record<string, number>> = {}) => ({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cache_creation_1h_input_tokens: 0, ...u });
const resp = (t: number, o: { stop?: string | null; model?: string; tools?: number; latencyMs?: number; u?: Partial<Record<string, number>> } = {}): TraceEvent =>
  ({
    type: "model.response", t, turn: 1, model: o.model ?? "claude-sonnet-5-5", stop_reason: o.stop === undefined ? "end_turn" : o.stop, usage: usage(o.u),
    toolUses: Array.from({ length: o.tools ?? 0 }, (_, i) => ({ id: `u${i}`, name: "read", input: {} })), textChars: 0, latencyMs: o.latencyMs ?? 0,
  }) as TraceEvent;
const call = (t: number, o: { name?: string; input?: string; ok?: boolean; durationMs?: number; changed?: boolean; inSha?: string; outSha?: string } = {}): TraceEvent =>
  ({
    type: "tool.call", t, turn: 1, id: `c${t}`, name: o.name ?? "read", input: o.input ?? "{}", ok: o.ok ?? true, outputChars: 1, visibleChars: 1, elided: false, durationMs: o.durationMs ?? 0,
    ...(o.changed !== undefined ? { workspaceChanged: o.changed } : {}), ...(o.inSha !== undefined ? { inputSha256: o.inSha } : {}), ...(o.outSha !== undefined ? { resultSha256: o.outSha } : {}),
  }) as TraceEvent;
const guard = (t: number, kind: string, detail = "d"): TraceEvent => ({ type: "guard", t, turn: 1, guard: kind, detail }) as TraceEvent;

describe("metricsFromTrace: each field", () => {
  it("an empty trace: zeros, cost 0 (nothing to price), wall 0, no prompt block", () => {
    expect(metricsFromTrace([], pricing)).toEqual({
      inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, tokens: 0, costUsd: 0, unpricedResponses: 0, turns: 0, toolCalls: 0, failedToolCalls: 0,
      repeatedCalls: 0, pagebacks: 0, parallelBatches: 0, maxBatch: 0, guardTrips: 0, guardKinds: {}, maxTokensStops: 0, promptBlockTokens: null, rateLimits: 0, httpRetries: 0,
      wallMs: 0, modelMs: 0, toolMs: 0, stopReasons: {}, modelsServed: [],
    });
  });

  it("wall time runs from the first event to the last, whatever their types", () => {
    expect(metricsFromTrace([guard(1_000, "max_tokens"), resp(1_250), call(1_700)], pricing).wallMs).toBe(700);
    expect(metricsFromTrace([call(5_000)], pricing).wallMs).toBe(0);
  });

  it("sums model latency and tool durations; counts failed tool calls", () => {
    const m = metricsFromTrace([resp(1, { latencyMs: 30 }), resp(2, { latencyMs: 12 }), call(3, { durationMs: 7, ok: false }), call(4, { durationMs: 5 }), call(5, { ok: false, name: "bash" })], pricing);
    expect(m.modelMs).toBe(42);
    expect(m.toolMs).toBe(12);
    expect(m.toolCalls).toBe(3);
    expect(m.failedToolCalls).toBe(2);
  });

  it("counts stop reasons (a null one as \"null\"), max_tokens stops, and each served model once in order", () => {
    const m = metricsFromTrace(
      [resp(1, { stop: "max_tokens", model: "claude-opus-5-5" }), resp(2, { stop: "max_tokens" }), resp(3, { stop: null, model: "claude-opus-5-5" }), resp(4, { stop: "tool_use", tools: 1 }), resp(5)],
      pricing,
    );
    expect(m.stopReasons).toEqual({ max_tokens: 2, null: 1, tool_use: 1, end_turn: 1 });
    // 2 of 5: the other responses (3) must not count as max_tokens stops.
    expect(m.maxTokensStops).toBe(2);
    expect(m.modelsServed).toEqual(["claude-opus-5-5", "claude-sonnet-5-5"]);
    expect(m.turns).toBe(5);
  });

  it("a batch is a response with 2 or more tool calls; maxBatch is the largest", () => {
    const m = metricsFromTrace([resp(1, { tools: 1 }), resp(2, { tools: 2 }), resp(3, { tools: 3 }), resp(4, { tools: 0 })], pricing);
    expect(m.parallelBatches).toBe(2);
    expect(m.maxBatch).toBe(3);
    expect(metricsFromTrace([resp(1, { tools: 1 })], pricing)).toMatchObject({ parallelBatches: 0, maxBatch: 1 });
  });

  it("agent guards count as trips by kind; HTTP retries and 429s apart; stream retries and idle aborts not at all", () => {
    const m = metricsFromTrace(
      [
        guard(1, "max_tokens"), guard(2, "max_tokens"), guard(3, "elision"), guard(4, "shrink"),
        guard(5, "http_retry", "HTTP 429 rate_limit_error; retry in 2 s"), guard(6, "http_retry", "HTTP 529 overloaded"), guard(7, "http_retry", "after HTTP 429"),
        guard(8, "stream_retry"), guard(9, "stream_idle"),
      ],
      pricing,
    );
    expect(m.guardTrips).toBe(4);
    expect(m.guardKinds).toEqual({ max_tokens: 2, elision: 1, shrink: 1 });
    expect(m.httpRetries).toBe(3);
    expect(m.rateLimits).toBe(1);
  });

  it("promptBlockTokens comes from the first session.start that carries a prompt block", () => {
    const block = { system: "You are a careful coding agent.", tools: [{ name: "read", description: "Read a file", input_schema: { type: "object" } }] };
    const other = { system: "x", tools: [] };
    const start = (t: number, promptBlock?: unknown): TraceEvent =>
      ({ type: "session.start", t, schema: 1, agent: "freecode", model: "m", cwd: "/w", maxTurns: 1, maxTokens: 1, flags: {}, ...(promptBlock ? { promptBlock } : {}) }) as TraceEvent;
    const want = promptBlockTokens(block as never).total;
    expect(want).toBeGreaterThan(promptBlockTokens(other as never).total);
    expect(metricsFromTrace([start(1), start(2, block), start(3, other)], pricing).promptBlockTokens).toBe(want);
    expect(metricsFromTrace([start(1)], pricing).promptBlockTokens).toBeNull();
  });

  it("cost sums each priced response; any unpriced one makes it null and is counted", () => {
    // claude-sonnet-5-5: $2 in, $10 out per MTok: 1e6 in + 1e5 out = 2 + 1 = 3 USD, twice.
    const priced = resp(1, { u: { input_tokens: 1_000_000, output_tokens: 100_000 } });
    expect(metricsFromTrace([priced, priced], pricing).costUsd).toBeCloseTo(6, 12);
    const m = metricsFromTrace([priced, resp(2, { model: "local-llama" }), resp(3, { model: "local-llama" })], pricing);
    expect(m.costUsd).toBeNull();
    expect(m.unpricedResponses).toBe(2);
  });
});

describe("repeatedCalls and repeatKey", () => {
  it("with digests: the same input and result digests repeat only within one workspace epoch", () => {
    const same = { inSha: "i1", outSha: "r1" };
    const m = metricsFromTrace(
      [call(1, same), call(2, same), call(3, { ...same, changed: false }), call(4, { name: "edit", inSha: "e", outSha: "ok", changed: true }), call(5, same), call(6, same)],
      pricing,
    );
    // 2 and 3 repeat 1; the edit starts a new epoch; 6 repeats 5.
    expect(m.repeatedCalls).toBe(3);
    // Another result digest is no repeat.
    expect(metricsFromTrace([call(1, same), call(2, { inSha: "i1", outSha: "r2" })], pricing).repeatedCalls).toBe(0);
  });

  it("a call that changed the workspace is never a repeat of the one before it", () => {
    const w = { name: "bash", inSha: "i", outSha: "r", changed: true };
    expect(metricsFromTrace([call(1, w), call(2, w)], pricing).repeatedCalls).toBe(0);
  });

  it("without both digests: name and canonical input", () => {
    const e = call(1, { name: "read", input: '{"path":"a"}' }) as Extract<TraceEvent, { type: "tool.call" }>;
    expect(repeatKey(e, 7)).toBe('read\0{"path":"a"}');
    expect(repeatKey({ ...e, inputSha256: "i" }, 7)).toBe('read\0{"path":"a"}');
    expect(repeatKey({ ...e, resultSha256: "r" }, 7)).toBe('read\0{"path":"a"}');
    expect(repeatKey({ ...e, inputSha256: "i", resultSha256: "r" }, 7)).toBe("i\0r\x007");
    const m = metricsFromTrace([call(1, { name: "read", input: "a" }), call(2, { name: "grep", input: "a" }), call(3, { name: "read", input: "a" }), call(4, { name: "read", input: "b" })], pricing);
    expect(m.repeatedCalls).toBe(1);
  });

  it("pagebacks count calls of the output tool", () => {
    expect(metricsFromTrace([call(1, { name: "output", input: "1" }), call(2, { name: "output", input: "2" }), call(3, { name: "read" })], pricing).pagebacks).toBe(2);
  });
});
