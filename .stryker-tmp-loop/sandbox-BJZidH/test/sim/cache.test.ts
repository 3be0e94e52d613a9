// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PromptCache, type CacheSegment } from "../../src/sim/cache.ts";
import { minCacheableTokens } from "../../src/sim/models.ts";
import { REPLY_FRAMING_TOKENS, requestSegments } from "../../src/sim/segments.ts";
import type { SimServer } from "../../src/sim/server.ts";
import { client, makeWorkspace, MODEL, serve, TOOLS } from "./helpers.ts";

/** Segments with the given token counts; keys name the prefix so equal prefixes share keys. */
function segs(tokens: number[], bps: Record<number, "5m" | "1h">, tag = ""): CacheSegment[] {
  return tokens.map((t, i) => ({ key: `${tag}${tokens.slice(0, i + 1).join(",")}`, tokens: t, ...(bps[i] ? { breakpoint: bps[i] } : {}) }));
}

function clock(start = 0) {
  const c = { t: start, now: () => c.t };
  return c;
}

describe("PromptCache accounting (hand-computed)", () => {
  it("first request writes every breakpoint prefix; the rest is input", () => {
    const cache = new PromptCache(clock().now);
    // cum 600, 1100, 1300, 1600; breakpoint after 1100 only → write 1100, input 500
    expect(cache.account(segs([600, 500, 200, 300], { 1: "5m" }), 1024)).toEqual({
      input_tokens: 500, cache_read_input_tokens: 0, cache_creation_input_tokens: 1100,
      cache_creation: { ephemeral_5m_input_tokens: 1100, ephemeral_1h_input_tokens: 0 },
    });
  });

  it("next turn reads the earlier breakpoint's prefix by lookback and writes only the new tail", () => {
    const cache = new PromptCache(clock().now);
    cache.account(segs([600, 500, 200, 300], { 1: "5m", 3: "5m" }), 1024); // writes 1100 and 1600
    // breakpoint moved to the new last block (cum 2000): the 1600 prefix is found 1 block back
    expect(cache.account(segs([600, 500, 200, 300, 400], { 1: "5m", 4: "5m" }), 1024)).toEqual({
      input_tokens: 0, cache_read_input_tokens: 1600, cache_creation_input_tokens: 400,
      cache_creation: { ephemeral_5m_input_tokens: 400, ephemeral_1h_input_tokens: 0 },
    });
  });

  it("splits writes by TTL: each span is billed at the TTL of the breakpoint that ends it", () => {
    const cache = new PromptCache(clock().now);
    const u = cache.account(segs([600, 500, 200, 300], { 1: "1h", 3: "5m" }), 1024);
    expect(u.cache_creation).toEqual({ ephemeral_1h_input_tokens: 1100, ephemeral_5m_input_tokens: 500 });
    expect(u.cache_creation_input_tokens).toBe(1600);
  });

  it("caches nothing below the model's minimum prefix", () => {
    const cache = new PromptCache(clock().now);
    const s = segs([300, 300], { 1: "5m" });
    const expected = { input_tokens: 600, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 } };
    expect(cache.account(s, 1024)).toEqual(expected);
    expect(cache.account(s, 1024)).toEqual(expected);
    // the same prefix is cacheable for a 512-token model
    expect(cache.account(s, 512).cache_creation_input_tokens).toBe(600);
  });

  it("expires a prefix after its TTL, and a read refreshes it", () => {
    const c = clock();
    const cache = new PromptCache(c.now);
    const s = segs([2000], { 0: "5m" });
    cache.account(s, 1024);
    c.t = 4 * 60_000;
    expect(cache.account(s, 1024).cache_read_input_tokens).toBe(2000); // refreshed at 4 min
    c.t = 8 * 60_000;
    expect(cache.account(s, 1024).cache_read_input_tokens).toBe(2000); // 4 min after the refresh
    c.t = 13 * 60_000 + 1;
    expect(cache.account(s, 1024)).toMatchObject({ cache_read_input_tokens: 0, cache_creation_input_tokens: 2000 });
  });

  it("looks back at most 20 blocks from a breakpoint", () => {
    const cache = new PromptCache(clock().now);
    const base = [1100];
    cache.account(segs(base, { 0: "5m" }), 1024);
    const far = segs([...base, ...Array(21).fill(1)], { 21: "5m" }); // stored prefix is 21 blocks back
    expect(far.length).toBe(22);
    expect(cache.account(far, 1024).cache_read_input_tokens).toBe(0);
    const cache2 = new PromptCache(clock().now);
    cache2.account(segs(base, { 0: "5m" }), 1024);
    expect(cache2.account(segs([...base, ...Array(20).fill(1)], { 20: "5m" }), 1024).cache_read_input_tokens).toBe(1100);
  });

  it("a request without breakpoints is all input, even after a write", () => {
    const cache = new PromptCache(clock().now);
    cache.account(segs([1500, 10], { 0: "5m" }), 1024);
    expect(cache.account(segs([1500, 10], {}), 1024)).toMatchObject({ input_tokens: 1510, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 });
  });
});

describe("request segments", () => {
  it("counts tools, system and message blocks in cache order, with breakpoints where cache_control is", () => {
    const s = requestSegments({
      model: MODEL,
      tools: [{ name: "read", description: "Reads a file", input_schema: { type: "object" }, cache_control: { type: "ephemeral" } }],
      system: [{ type: "text", text: "You are a coding agent.", cache_control: { type: "ephemeral", ttl: "1h" } }],
      messages: [{ role: "user", content: [{ type: "text", text: "fix it" }] }],
    });
    // The last segment is the reply framing (REPLY_FRAMING_TOKENS), which no breakpoint covers.
    expect(Array.isArray(s) && s.map((x) => x.breakpoint)).toEqual(["5m", "1h", undefined, undefined]);
    expect(Array.isArray(s) && s.at(-1)!.tokens).toBe(REPLY_FRAMING_TOKENS);
  });

  it("puts a top-level cache_control on the last block, and rejects more than 4 breakpoints", () => {
    const auto = requestSegments({ model: MODEL, cache_control: { type: "ephemeral" }, messages: [{ role: "user", content: "a" }, { role: "assistant", content: "b" }] });
    expect(Array.isArray(auto) && auto.map((x) => x.breakpoint)).toEqual([undefined, "5m", undefined]);
    const cc = { type: "ephemeral" };
    const five = requestSegments({ model: MODEL, messages: [{ role: "user", content: Array.from({ length: 5 }, (_, i) => ({ type: "text", text: `t${i}`, cache_control: cc })) }] });
    expect(five).toBe("A maximum of 4 blocks with cache_control may be provided. Found 5.");
  });

  it("treats string content as one text block, so the prompt sent both ways is one prefix", () => {
    const a = requestSegments({ model: MODEL, system: "sys", messages: [{ role: "user", content: "fix it" }] });
    const b = requestSegments({
      model: MODEL,
      system: [{ type: "text", text: "sys", cache_control: { type: "ephemeral" } }],
      messages: [{ role: "user", content: [{ type: "text", text: "fix it", cache_control: { type: "ephemeral" } }] }],
    });
    expect(Array.isArray(a) && Array.isArray(b) && a.map((x) => x.key).join() === b.map((x) => x.key).join()).toBe(true);
  });

  it("ignores cache_control when naming prefixes, so a moved breakpoint still matches", () => {
    const a = requestSegments({ model: MODEL, messages: [{ role: "user", content: [{ type: "text", text: "x", cache_control: { type: "ephemeral" } }] }] });
    const b = requestSegments({ model: MODEL, messages: [{ role: "user", content: [{ type: "text", text: "x" }] }] });
    expect(Array.isArray(a) && Array.isArray(b) && a[0]!.key === b[0]!.key).toBe(true);
  });
});

describe("minimum cacheable prefix table", () => {
  it("matches the longest model prefix and defaults to 1024", () => {
    expect(minCacheableTokens("claude-opus-4-5-20251101")).toBe(4096);
    expect(minCacheableTokens("claude-opus-5")).toBe(512);
    expect(minCacheableTokens("claude-opus-5-5")).toBe(1024);
    expect(minCacheableTokens("llama-3")).toBe(1024);
  });
});

describe("caching over the wire", () => {
  let server: SimServer;
  beforeAll(async () => { server = await serve({ steps: [{ final: "ok" }] }, makeWorkspace({})); });
  afterAll(async () => { await server.close(); });
  const system = [{ type: "text" as const, text: "Follow the rules. ".repeat(400), cache_control: { type: "ephemeral" as const } }];
  const messages = [{ role: "user" as const, content: "hello" }];

  it("writes on the first call, reads on the second, per API key; count_tokens gives the total", async () => {
    const c = client(server, "fcsim_case-a_7");
    const first = await c.messages.create({ model: MODEL, max_tokens: 100, tools: TOOLS, system, messages });
    const total = (await c.messages.countTokens({ model: MODEL, system, tools: TOOLS, messages })).input_tokens;
    expect(first.usage.cache_creation_input_tokens).toBeGreaterThan(1024);
    expect(first.usage.cache_read_input_tokens).toBe(0);
    expect(first.usage.input_tokens + first.usage.cache_creation_input_tokens!).toBe(total);
    const second = await c.messages.stream({ model: MODEL, max_tokens: 100, tools: TOOLS, system, messages }).finalMessage();
    expect(second.usage.cache_read_input_tokens).toBe(first.usage.cache_creation_input_tokens);
    expect(second.usage.cache_creation_input_tokens).toBe(0);
    expect(second.usage.input_tokens).toBe(first.usage.input_tokens);
    // another trial's key has its own cache
    const other = await client(server, "fcsim_case-a_8").messages.create({ model: MODEL, max_tokens: 100, tools: TOOLS, system, messages });
    expect(other.usage.cache_read_input_tokens).toBe(0);
  });
});
