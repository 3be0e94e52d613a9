// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SimSpec } from "../../src/suite/schema.ts";
import type { SimServer } from "../../src/sim/server.ts";
import { countTextTokens } from "../../src/sim/tokens.ts";
import { renderResponse } from "../../src/sim/render.ts";
import { client, makeWorkspace, parseSse, rawSse, serve, toolUses, turn, TOOLS } from "./helpers.ts";

const big = Array.from({ length: 400 }, (_, i) => `def f${i}(x):\n    return x * ${i}\n`).join("\n");
const spec: SimSpec = {
  steps: [{ text: "Rewriting the module.", tools: [{ name: "write", input: { path: "mod.py", content: big } }] }],
};

describe("max_tokens: a response longer than the cap is cut where it falls", () => {
  let server: SimServer;
  beforeAll(async () => { server = await serve(spec, makeWorkspace({ "mod.py": big })); });
  afterAll(async () => { await server.close(); });

  it("cuts inside the tool input: finalMessage has stop_reason max_tokens and a partial input", async () => {
    const msg = await turn(client(server), [{ role: "user", content: "rewrite" }], 300);
    expect(msg.stop_reason).toBe("max_tokens");
    expect(msg.usage.output_tokens).toBe(300);
    const [call] = toolUses(msg);
    expect(call!.name).toBe("write");
    const input = call!.input as { path: string; content?: string };
    expect(input.path).toBe("mod.py");
    expect(big.startsWith(input.content ?? "")).toBe(true);
    expect((input.content ?? "").length).toBeLessThan(big.length);
  });

  it("sends no content_block_stop for the cut block, then message_delta max_tokens and message_stop", async () => {
    const { text } = await rawSse(server, { max_tokens: 300, messages: [{ role: "user", content: "rewrite" }] });
    const ev = parseSse(text);
    expect(ev.filter((e) => e.event === "content_block_stop").map((e) => e.data.index)).toEqual([0]);
    expect(ev.filter((e) => e.event === "content_block_start").map((e) => e.data.index)).toEqual([0, 1]);
    expect(ev.slice(-2).map((e) => e.event)).toEqual(["message_delta", "message_stop"]);
    expect(ev.at(-2)!.data.delta.stop_reason).toBe("max_tokens");
    const json = ev.filter((e) => e.event === "content_block_delta" && e.data.index === 1).map((e) => e.data.delta.partial_json).join("");
    expect(JSON.stringify({ path: "mod.py", content: big }).startsWith(json)).toBe(true);
  });

  it("gives the whole call under a large enough cap", async () => {
    const msg = await turn(client(server), [{ role: "user", content: "rewrite" }], 64000);
    expect(msg.stop_reason).toBe("tool_use");
    expect(toolUses(msg)[0]!.input).toEqual({ path: "mod.py", content: big });
  });

  it("cuts a non-streaming response the same way", async () => {
    const msg = await client(server).messages.create({ model: "claude-sonnet-5-5", max_tokens: 300, tools: TOOLS, messages: [{ role: "user", content: "rewrite" }] });
    expect(msg.stop_reason).toBe("max_tokens");
    expect(big.startsWith((toolUses(msg)[0]!.input as { content?: string }).content ?? "")).toBe(true);
  });
});

describe("renderResponse", () => {
  it("cuts a text block at the cap and bills exactly the cap", () => {
    const text = "one two three four five six seven eight nine ten";
    const r = renderResponse([{ type: "text", text }], 4);
    expect(r.stopReason).toBe("max_tokens");
    expect(r.outputTokens).toBe(4);
    const b = r.blocks[0]!;
    expect(b.type === "text" && text.startsWith(b.text) && b.text.length < text.length && !b.complete).toBe(true);
    expect(countTextTokens(b.type === "text" ? b.text : "")).toBeLessThanOrEqual(4);
  });

  it("drops blocks after the cut and counts name + input JSON for tool calls", () => {
    const input = { command: "ls" };
    const cost = countTextTokens("bash") + countTextTokens(JSON.stringify(input));
    const planned = [
      { type: "tool_use" as const, id: "toolu_s0m_0_aa", name: "bash", input },
      { type: "tool_use" as const, id: "toolu_s0m_1_bb", name: "bash", input },
    ];
    const whole = renderResponse(planned, 2 * cost);
    expect(whole.stopReason).toBe("tool_use");
    expect(whole.outputTokens).toBe(2 * cost);
    const cut = renderResponse(planned, cost + 1);
    expect(cut.stopReason).toBe("max_tokens");
    expect(cut.blocks.map((b) => b.complete)).toEqual([true, false]);
  });
});
