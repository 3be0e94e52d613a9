// @ts-nocheck
import { describe, expect, it } from "vitest";
import { renderResponse } from "../../src/sim/render.ts";
import { parseLatencySpec, serveSim } from "../../src/sim/serve.ts";
import { countTextTokens } from "../../src/sim/tokens.ts";
import { sseEvents } from "../../src/sim/wire.ts";
import { client, makeWorkspace, MODEL, toolUses, TOOLS } from "./helpers.ts";

const usage = { input_tokens: 10, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 } };

describe("latency", () => {
  it("waits firstTokenMs before the first block, then paces deltas at tokensPerSec", () => {
    const text = "word ".repeat(200);
    const r = renderResponse([{ type: "text", text }], 10_000);
    const ev = sseEvents("msg_1", MODEL, r, usage, { firstTokenMs: 700, tokensPerSec: 50 });
    expect(ev.find((e) => e.event === "content_block_start")!.delayMs).toBe(700);
    expect(ev.find((e) => e.event === "message_start")!.delayMs).toBe(0);
    const deltaMs = ev.filter((e) => e.event === "content_block_delta").reduce((s, e) => s + e.delayMs, 0);
    expect(deltaMs).toBeCloseTo((countTextTokens(text) / 50) * 1000, 6);
  });

  it("has no delays without latency", () => {
    const r = renderResponse([{ type: "text", text: "hi" }], 100);
    expect(sseEvents("msg_1", MODEL, r, usage).every((e) => e.delayMs === 0)).toBe(true);
  });

  it("parses --sim-latency and names the expected form", () => {
    expect(parseLatencySpec("ttft=800,tps=60")).toEqual({ firstTokenMs: 800, tokensPerSec: 60 });
    expect(() => parseLatencySpec("800,60")).toThrow('--sim-latency expects ttft=<ms>,tps=<tokens per second> (e.g. ttft=800,tps=60), got "800,60"');
    expect(() => parseLatencySpec("ttft=10,tps=0")).toThrow(/expects ttft=/);
  });
});

describe("serveSim", () => {
  it("serves a suite's cases by fcsim_ keys, with faults and latency given as CLI specs", async () => {
    const lines: string[] = [];
    const server = await serveSim({
      port: 0,
      suiteCases: [{ id: "one", sim: { steps: [{ tools: [{ name: "glob", input: { pattern: "**/*.py" } }] }] }, workspaceDir: makeWorkspace({}) }],
      noise: 0,
      faults: "rate_limit=0",
      latency: "ttft=1,tps=100000",
      log: (l) => lines.push(l),
    });
    try {
      const msg = await client(server, "fcsim_one_42_anything").messages.stream({ model: MODEL, max_tokens: 500, tools: TOOLS, messages: [{ role: "user", content: "go" }] }).finalMessage();
      expect(toolUses(msg).map((t) => t.input)).toEqual([{ pattern: "**/*.py" }]);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^req_\S+ one#42 sse messages=1$/);
    } finally {
      await server.close();
    }
    await expect(serveSim({ port: 0, suiteCases: [], faults: "bogus=1" })).rejects.toThrow(/unknown fault "bogus"/);
  });
});
