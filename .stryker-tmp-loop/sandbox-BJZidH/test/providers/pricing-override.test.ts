// @ts-nocheck
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadPricingOverride } from "../../src/providers/pricing-override.ts";
import { loadPricing, requestCostUsd } from "../../src/providers/pricing.ts";

const dir = mkdtempSync(join(tmpdir(), "fc-pricing-"));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

describe("loadPricingOverride", () => {
  it("changes only the given fields of a shipped model and leaves the shipped table untouched", () => {
    const shipped = loadPricing();
    const t = loadPricingOverride(file("a.yaml", "date: \"2026-12-01\"\nmodels:\n  claude-sonnet-5-5: { cacheRead: 0.1 }\n"), shipped);
    // 1,000,000 cache reads at the new 0.1 $/MTok; input keeps its shipped 2 $/MTok.
    expect(requestCostUsd(t, "claude-sonnet-5-5", { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 1_000_000 })).toBeCloseTo(0.1, 12);
    expect(requestCostUsd(t, "claude-sonnet-5-5", { input_tokens: 1_000_000, output_tokens: 0 })).toBeCloseTo(2, 12);
    expect(shipped.models["claude-sonnet-5-5"]!.cacheRead).toBe(0.2);
    expect(t.date).toBe(`${shipped.date} + override a.yaml (2026-12-01)`);
  });

  it("prices a new local model from input and output, with cache prices at 1.25× / 2× / 0.1× of input", () => {
    const t = loadPricingOverride(file("b.yaml", "models:\n  \"qwen2.5-coder:7b\": { input: 0.2, output: 0.6 }\naliases:\n  qwen-local: \"qwen2.5-coder:7b\"\n"));
    const q = t.models["qwen2.5-coder:7b"]!;
    expect([q.input, q.output, q.cacheWrite5m, q.cacheWrite1h]).toEqual([0.2, 0.6, 0.25, 0.4]);
    expect(q.cacheRead).toBeCloseTo(0.02, 15);
    // 10,000×0.2 + 2,000×0.25 + 50,000×0.02 + 1,000×0.6 = 2,000 + 500 + 1,000 + 600 = 4,100 µ$
    const u = { input_tokens: 10_000, cache_creation_input_tokens: 2_000, cache_read_input_tokens: 50_000, output_tokens: 1_000 };
    expect(requestCostUsd(t, "qwen2.5-coder:7b", u)).toBeCloseTo(0.0041, 12);
    expect(requestCostUsd(t, "qwen-local", u)).toBeCloseTo(0.0041, 12);
  });

  it("reads JSON too, removes a long-prompt band with null and adds one with all of its fields", () => {
    const t = loadPricingOverride(file("c.json", JSON.stringify({
      models: {
        "claude-haiku-5-5": { longPrompt: null },
        "local-big": { input: 1, output: 2, longPrompt: { thresholdTokens: 1000, input: 10, output: 20 } },
      },
    })));
    // Haiku 5.5 at a 110,000-token prompt, band removed: 110,000×0.1 = 11,000 µ$
    expect(requestCostUsd(t, "claude-haiku-5-5", { input_tokens: 110_000, output_tokens: 0 })).toBeCloseTo(0.011, 12);
    // local-big past 1,000 tokens: 2,000×10 + 100×20 = 22,000 µ$; band cache read 10×0.1 = 1 $/MTok
    expect(requestCostUsd(t, "local-big", { input_tokens: 2_000, output_tokens: 100 })).toBeCloseTo(0.022, 12);
    expect(t.models["local-big"]!.longPrompt).toMatchObject({ cacheRead: 1, cacheWrite5m: 12.5 });
  });

  it("prices a dated id by its own entry when the file gives one, not by the shipped alias", () => {
    const t = loadPricingOverride(file("d.yaml", "models:\n  claude-haiku-4-5-20251001: { input: 9, output: 9 }\n"));
    expect(requestCostUsd(t, "claude-haiku-4-5-20251001", { input_tokens: 1e6, output_tokens: 0 })).toBeCloseTo(9, 12);
    expect(requestCostUsd(t, "claude-haiku-4-5", { input_tokens: 1e6, output_tokens: 0 })).toBeCloseTo(1, 12);
  });

  it("names file and line for a new model without output, a typo, a dangling alias, a band without threshold", () => {
    expect(() => loadPricingOverride(file("e.yaml", "models:\n  gpt-oss-20b:\n    input: 0.1\n"))).toThrow(/e\.yaml:2:3: model "gpt-oss-20b" is not in the shipped table, so it needs both input and output/);
    expect(() => loadPricingOverride(file("f.yaml", "models:\n  claude-opus-5-5:\n    cachRead: 0.1\n"))).toThrow(/f\.yaml:3:5: unknown field `models\.claude-opus-5-5\.cachRead`/);
    expect(() => loadPricingOverride(file("g.yaml", "aliases:\n  fast: claude-nope\n"))).toThrow(/g\.yaml:2:3: alias "fast" points at "claude-nope", which is not a priced model/);
    expect(() => loadPricingOverride(file("h.yaml", "models:\n  m: { input: 1, output: 1, longPrompt: { input: 2, output: 2 } }\n"))).toThrow(/h\.yaml:2:29: a new long-prompt band for "m" needs thresholdTokens/);
    expect(() => loadPricingOverride(join(dir, "missing.yaml"))).toThrow(/--pricing .*missing\.yaml: cannot read the file/);
    expect(() => loadPricingOverride(file("i.yaml", "models:\n  m: { input: -1, output: 1 }\n"))).toThrow(/i\.yaml:2/);
  });
});
