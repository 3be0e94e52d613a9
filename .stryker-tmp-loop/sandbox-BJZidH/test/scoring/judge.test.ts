// @ts-nocheck
import { describe, expect, it } from "vitest";
import { loadPricing } from "../../src/providers/pricing.ts";
import { judgeAnswer, offlineScore } from "../../src/scoring/judge.ts";

const spec = { rubric: "Names the retry bug and the fix", scale: 5, passAt: 3, model: "claude-haiku-5-5", offline: { must: ["retry", "backoff", "jitter", "max(_| )attempts"], mustNot: ["I cannot"] } };

describe("offline judge", () => {
  it("scores the share of criteria met times the scale", () => {
    expect(offlineScore(spec, "The retry loop lacks backoff.").score).toBe(2.5);
    expect(offlineScore(spec, "Retry with exponential backoff and jitter up to max attempts").score).toBe(5);
  });
  it("scores 0 when a forbidden pattern appears", () => {
    const r = offlineScore(spec, "I cannot say; maybe retry with backoff");
    expect(r.score).toBe(0);
    expect(r.explanation).toMatch(/forbidden "I cannot"/);
  });
  it("passes at passAt and records no judge spend offline", async () => {
    const r = await judgeAnswer(spec, "task", "retry, backoff and jitter", { pricing: loadPricing() });
    expect(r).toMatchObject({ mode: "offline", score: 3.75, pass: true, costUsd: 0, model: null });
  });
});
