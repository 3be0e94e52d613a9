import { describe, expect, it } from "vitest";
import { loadPricing, priceOf, requestCostUsd } from "../../src/providers/pricing.ts";

const table = loadPricing();

describe("requestCostUsd", () => {
  it("prices each token type (claude-opus-5-5: in 4, 5m write 5, 1h write 8, read 0.20, out 20 $/MTok)", () => {
    // 10,000×4 + 2,000×20 + (3,000−1,000)×5 + 1,000×8 + 50,000×0.2 = 40,000+40,000+10,000+8,000+10,000 = 108,000 µ$
    const c = requestCostUsd(table, "claude-opus-5-5", {
      input_tokens: 10_000, output_tokens: 2_000, cache_creation_input_tokens: 3_000,
      cache_creation_1h_input_tokens: 1_000, cache_read_input_tokens: 50_000,
    });
    expect(c).toBeCloseTo(0.108, 12);
  });

  it("bills a whole Haiku 5.5 request at the long-prompt band past 100K prompt tokens, output included", () => {
    // prompt = 60,000 + 30,000 + 20,000 = 110,000 > 100,000: 60,000×0.5 + 30,000×0.05 + 20,000×0.625 + 1,000×2.5
    // = 30,000 + 1,500 + 12,500 + 2,500 = 46,500 µ$
    const long = requestCostUsd(table, "claude-haiku-5-5", { input_tokens: 60_000, cache_read_input_tokens: 30_000, cache_creation_input_tokens: 20_000, output_tokens: 1_000 });
    expect(long).toBeCloseTo(0.0465, 12);
    // At exactly 100,000 the base band applies: 100,000×0.1 + 1,000×0.5 = 10,500 µ$
    expect(requestCostUsd(table, "claude-haiku-5-5", { input_tokens: 100_000, output_tokens: 1_000 })).toBeCloseTo(0.0105, 12);
  });

  it("resolves dated aliases and returns null for unknown models", () => {
    expect(requestCostUsd(table, "claude-haiku-4-5-20251001", { input_tokens: 1e6, output_tokens: 0 })).toBeCloseTo(1, 12);
    expect(requestCostUsd(table, "gpt-oss-20b", { input_tokens: 1, output_tokens: 1 })).toBeNull();
  });
});

describe("requestCostUsd: hand-computed figures with cache reads and writes", () => {
  it("prices a cache-heavy Sonnet 5.5 request (in 2, 5m write 2.5, read 0.20, out 10 $/MTok)", () => {
    // 1,200×2 + 80,000×0.2 + 6,000×2.5 + 900×10 = 2,400 + 16,000 + 15,000 + 9,000 = 42,400 µ$
    const c = requestCostUsd(table, "claude-sonnet-5-5", { input_tokens: 1_200, cache_read_input_tokens: 80_000, cache_creation_input_tokens: 6_000, output_tokens: 900 });
    expect(c).toBeCloseTo(0.0424, 12);
  });

  it("bills Sonnet 4.5 past a 200K prompt at its long-context band (in 6, 5m 7.5, 1h 12, read 0.6, out 22.5)", () => {
    // prompt = 150,000 + 40,000 + 20,000 = 210,000 > 200,000:
    // 150,000×6 + 40,000×0.6 + 15,000×7.5 + 5,000×12 + 2,000×22.5 = 900,000 + 24,000 + 112,500 + 60,000 + 45,000 = 1,141,500 µ$
    const long = { input_tokens: 150_000, cache_read_input_tokens: 40_000, cache_creation_input_tokens: 20_000, cache_creation_1h_input_tokens: 5_000, output_tokens: 2_000 };
    expect(requestCostUsd(table, "claude-sonnet-4-5", long)).toBeCloseTo(1.1415, 12);
    // prompt = 200,000 exactly stays in the base band (3, 3.75, 6, 0.3, 15):
    // 140,000×3 + 40,000×0.3 + 15,000×3.75 + 5,000×6 + 2,000×15 = 420,000 + 12,000 + 56,250 + 30,000 + 30,000 = 548,250 µ$
    expect(requestCostUsd(table, "claude-sonnet-4-5", { ...long, input_tokens: 140_000 })).toBeCloseTo(0.54825, 12);
    expect(requestCostUsd(table, "claude-sonnet-4-6", long)).toBeCloseTo(1.1415, 12);
  });

  it("has no long-context band for the 5.x Sonnet and Opus models (flat prices on their pages)", () => {
    // 300,000×2 = 600,000 µ$
    expect(requestCostUsd(table, "claude-sonnet-5-5", { input_tokens: 300_000, output_tokens: 0 })).toBeCloseTo(0.6, 12);
    expect(priceOf(table, "claude-opus-5-5")?.longPrompt).toBeUndefined();
  });

  it("prices a context suffix (Claude Code's claude-opus-4-8[1m]) as the bare id, and only a suffix", () => {
    const bare = priceOf(table, "claude-opus-4-8");
    expect(bare).not.toBeNull();
    expect(priceOf(table, "claude-opus-4-8[1m]")).toBe(bare);
    expect(priceOf(table, "claude-opus-4-8[1M]")).toBe(bare);
    expect(priceOf(table, "claude-opus-4-8[200k]")).toBe(bare);
    expect(priceOf(table, " claude-opus-4-8[1m] ")).toBe(bare); // as a header or a log line may carry it
    // A bracket that is not at the end, or is not letters and digits, is not a context suffix.
    expect(priceOf(table, "claude-opus-4[1m]-8")).toBeNull();
    expect(priceOf(table, "claude-opus-4-8[1-m]")).toBeNull();
    expect(priceOf(table, "claude-opus-4-8[]")).toBeNull();
    // 1,000×5 + 100×25 = 7,500 µ$ at Opus 4.8's base rates
    expect(requestCostUsd(table, "claude-opus-4-8[1m]", { input_tokens: 1_000, output_tokens: 100 })).toBeCloseTo(0.0075, 12);
  });

  it("caps the 1-hour share at the total cache writes", () => {
    // 1,000 writes, all 1h (the larger 1h figure is capped): 1,000×8 = 8,000 µ$ on Opus 5.5
    expect(requestCostUsd(table, "claude-opus-5-5", { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 1_000, cache_creation_1h_input_tokens: 5_000 })).toBeCloseTo(0.008, 12);
  });
});
