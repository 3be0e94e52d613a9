// @ts-nocheck
import { describe, expect, it } from "vitest";
import type { TraceEvent } from "../../src/trace/index.ts";
import { formatCostBound, tallyCosts, tallyTrace } from "../../src/providers/cost-bound.ts";
import { modelEchoWarning, sameModel, servedModelMismatches } from "../../src/providers/model-echo.ts";
import { loadPricing } from "../../src/providers/pricing.ts";

const table = loadPricing();
const response = (model: string, input: number, output = 0): TraceEvent => ({
  type: "model.response", t: 0, turn: 1, model, stop_reason: "end_turn", toolUses: [], textChars: 0, latencyMs: 1,
  usage: { input_tokens: input, output_tokens: output, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cache_creation_1h_input_tokens: 0 },
});

describe("cost as a lower bound when some requests are unpriced", () => {
  it("formats a fully priced cost plainly and a partly priced one as ≥ $x (k unpriced)", () => {
    expect(formatCostBound({ pricedUsd: 0.75, unpriced: 0 })).toBe("$0.7500");
    expect(formatCostBound({ pricedUsd: 0.123456, unpriced: 3 })).toBe("≥ $0.1235 (3 unpriced)");
    expect(formatCostBound({ pricedUsd: 0, unpriced: 1 }, 2)).toBe("≥ $0.00 (1 unpriced)");
  });

  it("adds costs and tallies alike", () => {
    expect(tallyCosts([0.5, null, 0.25, { pricedUsd: 1, unpriced: 2 }])).toEqual({ pricedUsd: 1.75, unpriced: 3 });
  });

  it("prices a trace per request, so Haiku 5.5's long-prompt band applies per request, not to the sum", () => {
    // Two requests of 60,000 input tokens each stay under 100K: 2 × 60,000×0.1 = 12,000 µ$;
    // one local-model response is unpriced.
    const t = tallyTrace([response("claude-haiku-5-5", 60_000), response("claude-haiku-5-5", 60_000), response("llama-3.1-8b", 5_000, 100)], table);
    expect(t.pricedUsd).toBeCloseTo(0.012, 12);
    expect(t.unpriced).toBe(1);
    expect(formatCostBound(t)).toBe("≥ $0.0120 (1 unpriced)");
  });
});

describe("model echo", () => {
  it("accepts the requested id, its dated snapshot, Ollama's :latest and table aliases", () => {
    expect(sameModel("claude-sonnet-5-5", "claude-sonnet-5-5")).toBe(true);
    expect(sameModel("claude-haiku-4-5", "claude-haiku-4-5-20251001")).toBe(true);
    expect(sameModel("qwen2.5-coder", "qwen2.5-coder:latest")).toBe(true);
    expect(sameModel("my-alias", "claude-opus-5-5", { ...table, aliases: { "my-alias": "claude-opus-5-5" } })).toBe(true);
  });

  it("flags a different model, a different size tag, and a gateway's fallback", () => {
    expect(sameModel("claude-sonnet-5-5", "claude-haiku-5-5")).toBe(false);
    expect(sameModel("qwen2.5-coder:7b", "qwen2.5-coder:32b")).toBe(false);
    expect(servedModelMismatches("claude-sonnet-5-5", ["claude-sonnet-5-5", "claude-haiku-5-5", "claude-haiku-5-5", "claude-sonnet-5-5-20261001"])).toEqual(["claude-haiku-5-5"]);
  });

  it("words the report's warning, or gives null when nothing differs", () => {
    expect(modelEchoWarning("candidate (agent:claude-code)", "claude-sonnet-5-5", ["claude-sonnet-5-5", "claude-haiku-5-5"])).toBe(
      'candidate (agent:claude-code): requested model "claude-sonnet-5-5" but responses came from "claude-haiku-5-5"',
    );
    expect(modelEchoWarning("baseline", "claude-sonnet-5-5", ["claude-sonnet-5-5"])).toBeNull();
    expect(modelEchoWarning("baseline", "claude-sonnet-5-5", [])).toBeNull();
  });
});
