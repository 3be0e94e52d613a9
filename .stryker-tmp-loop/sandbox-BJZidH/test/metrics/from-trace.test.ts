// @ts-nocheck
import { describe, expect, it } from "vitest";
import { canonicalInput, parseTrace, type TraceEvent } from "../../src/trace/index.ts";
import { metricsFromTrace } from "../../src/metrics/from-trace.ts";
import { loadPricing } from "../../src/providers/pricing.ts";

const pricing = loadPricing();
let t = 1_000;
const resp = (turn: number, usage: Partial<Record<string, number>>, tools: Array<{ name: string; input: unknown }>, model = "claude-sonnet-5-5"): TraceEvent => ({
  type: "model.response", t: (t += 10), turn, model, stop_reason: tools.length ? "tool_use" : "end_turn",
  usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cache_creation_1h_input_tokens: 0, ...usage },
  toolUses: tools.map((x, i) => ({ id: `toolu_${turn}_${i}`, ...x })), textChars: 0, latencyMs: 100,
});
const call = (turn: number, name: string, input: unknown): TraceEvent => ({
  type: "tool.call", t: (t += 10), turn, id: `c${t}`, name, input: canonicalInput(input), ok: true,
  outputChars: 10, visibleChars: 10, elided: false, durationMs: 5,
});

describe("metricsFromTrace", () => {
  const events: TraceEvent[] = [
    { type: "session.start", t: 1_000, schema: 1, agent: "freecode", model: "claude-sonnet-5-5", cwd: "/w", maxTurns: 10, maxTokens: 8192, flags: {} },
    resp(1, { input_tokens: 1000, output_tokens: 50, cache_creation_input_tokens: 2000 }, [{ name: "read", input: { path: "a.py" } }, { name: "read", input: { path: "b.py" } }]),
    call(1, "read", { path: "a.py" }),
    call(1, "read", { path: "b.py" }),
    resp(2, { input_tokens: 500, output_tokens: 100, cache_read_input_tokens: 2000 }, [{ name: "read", input: { path: "a.py" } }]),
    // Same tool and input with keys in another order and extra whitespace: a repeat.
    call(2, "read", { path: " a.py " }),
    resp(3, { input_tokens: 10, output_tokens: 20 }, [{ name: "bash", input: { command: "grep -n x a.py", timeoutSec: 5 } }]),
    call(3, "bash", { timeoutSec: 5, command: "grep  -n x a.py" }),
    call(3, "bash", { command: "grep -n x a.py", timeoutSec: 5 }),
    call(3, "output", { id: "toolu_1" }),
    resp(4, { input_tokens: 10, output_tokens: 5 }, []),
    { type: "session.end", t: (t += 10), outcome: "end_turn", turns: 4, finalText: "done" },
  ];

  it("sums tokens by type and counts turns, batches and pagebacks", () => {
    const m = metricsFromTrace(events, pricing);
    expect(m.inputTokens).toBe(1520);
    expect(m.outputTokens).toBe(175);
    expect(m.cacheWriteTokens).toBe(2000);
    expect(m.cacheReadTokens).toBe(2000);
    expect(m.tokens).toBe(1520 + 175 + 2000 + 2000);
    expect(m.turns).toBe(4);
    expect(m.toolCalls).toBe(6);
    expect(m.parallelBatches).toBe(1);
    expect(m.maxBatch).toBe(2);
    expect(m.pagebacks).toBe(1);
    expect(m.stopReasons).toEqual({ tool_use: 3, end_turn: 1 });
  });

  it("counts each repeat of the same tool and canonical input once", () => {
    // read a.py again with padded path (1 repeat); the same bash with reordered keys and extra spaces (1 repeat).
    expect(metricsFromTrace(events, pricing).repeatedCalls).toBe(2);
  });

  it("prices each request from the table (claude-sonnet-5-5: $2 in, $10 out, $2.5 5m write, $0.2 read per MTok)", () => {
    // Hand computation: input 1520×2 + output 175×10 + write 2000×2.5 + read 2000×0.2 = 3040+1750+5000+400 = 10190 µ$.
    expect(metricsFromTrace(events, pricing).costUsd).toBeCloseTo(0.01019, 10);
  });

  it("gives null cost, never 0, when a response's model is unpriced", () => {
    const m = metricsFromTrace([resp(1, { input_tokens: 10, output_tokens: 1 }, [], "local-llama")], pricing);
    expect(m.costUsd).toBeNull();
    expect(m.unpricedResponses).toBe(1);
  });

  it("round-trips through the JSONL reader, ignoring a torn final line", () => {
    const text = `${events.map((e) => JSON.stringify(e)).join("\n")}\n{"type":"tool.ca`;
    expect(parseTrace(text)).toHaveLength(events.length);
    expect(() => parseTrace(`{"type":"nope","t":1}\n{}`, "x.jsonl")).toThrow(/x.jsonl:1: not a trace event/);
  });
});
