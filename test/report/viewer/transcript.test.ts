import { describe, expect, it } from "vitest";
import { loadPricing } from "../../../src/providers/pricing.ts";
import { firstCallDivergence, firstDivergence, transcript } from "../../../src/report/viewer/transcript.ts";
import { TRACE_SCHEMA } from "../../../src/trace/index.ts";

const pricing = loadPricing();
const usage = { input_tokens: 1000, output_tokens: 200, cache_read_input_tokens: 500, cache_creation_input_tokens: 0 };

/** A trace of the reference agent's shape: one read per turn of the given inputs, then an answer. */
function trace(paths: string[], opts: { guard?: boolean; resultTag?: string } = {}): string {
  const ev: object[] = [{ t: 1, type: "session.start", schema: TRACE_SCHEMA, agent: "freecode", model: "claude-sonnet-4-5", cwd: "/w", maxTurns: 20, maxTokens: 4096, flags: { FREECODE_READ_LINE_NUMBERS: "0" } }];
  paths.forEach((p, i) => {
    const turn = i + 1;
    ev.push({ t: 2, type: "model.request", turn, messages: 1 + 2 * i, requestChars: 100 });
    ev.push({ t: 3, type: "model.response", turn, model: "claude-sonnet-4-5", stop_reason: "tool_use", usage, toolUses: [{ id: `t${turn}`, name: "read", input: { path: p } }], latencyMs: 40 });
    ev.push({ t: 4, type: "tool.call", turn, id: `t${turn}`, name: "read", input: `{"path":"${p}"}`, ok: true, outputChars: 900, visibleChars: 800, elided: true, durationMs: 2, resultSha256: `sha-${p}${opts.resultTag ?? ""}` });
    if (opts.guard && turn === 1) ev.push({ t: 5, type: "guard", turn, guard: "elision", tool: "read", detail: "cut 100 chars" });
  });
  ev.push({ t: 9, type: "session.end", outcome: "end_turn", turns: paths.length, finalText: "done" });
  return ev.map((e) => JSON.stringify(e)).join("\n") + "\n";
}

describe("viewer transcripts", () => {
  it("groups a trace by turn: tokens, the price table's cost, tool calls with their result facts, guards", () => {
    const t = transcript(trace(["a.py", "b.py"], { guard: true }), "t.jsonl", pricing);
    expect(t.turns).toHaveLength(2);
    const one = t.turns[0]!;
    expect(one.tokens).toEqual({ input: 1000, output: 200, cacheRead: 500, cacheWrite: 0 });
    // claude-sonnet-4-5 in prices.json: $3 input, $15 output, $0.30 cache read per million tokens
    expect(one.costUsd).toBeCloseTo((1000 * 3 + 200 * 15 + 500 * 0.3) / 1e6, 12);
    expect(one.tools).toEqual([expect.objectContaining({ name: "read", input: '{"path":"a.py"}', ok: true, visibleChars: 800, outputChars: 900, elided: true, resultSha256: "sha-a.py" })]);
    expect(one.guards).toEqual([{ guard: "elision", tool: "read", detail: "cut 100 chars" }]);
    expect([t.outcome, t.finalText, t.flags.FREECODE_READ_LINE_NUMBERS]).toEqual(["end_turn", "done", "0"]);
  });

  it("marks the first turn whose tool calls differ, or where one transcript ends", () => {
    const a = transcript(trace(["a.py", "b.py", "c.py"]), "a", pricing);
    expect(firstDivergence(a, a)).toBeNull();
    expect(firstDivergence(a, transcript(trace(["a.py", "x.py", "c.py"]), "b", pricing))).toBe(1);
    expect(firstDivergence(a, transcript(trace(["a.py", "b.py"]), "c", pricing))).toBe(2);
  });

  it("tells the first different tool call apart from the first different result", () => {
    const a = transcript(trace(["a.py", "b.py", "c.py"]), "a", pricing);
    // a flag that changes what every read returns (line numbers): results differ from turn 1 on,
    // the calls only where the agent chose differently
    const numbered = transcript(trace(["a.py", "b.py", "x.py"], { resultTag: "+ln" }), "b", pricing);
    expect(firstDivergence(a, numbered)).toBe(0);
    expect(firstCallDivergence(a, numbered)).toBe(2);
    expect(firstCallDivergence(a, transcript(trace(["a.py", "b.py", "c.py"], { resultTag: "+ln" }), "c", pricing))).toBeNull();
    expect(firstCallDivergence(a, transcript(trace(["a.py"]), "d", pricing))).toBe(1);
    expect(firstCallDivergence(a, a)).toBeNull();
  });
});
