import { describe, expect, it } from "vitest";
import { loadPricing, requestCostUsd } from "../../src/providers/pricing.ts";

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
