import { describe, expect, it } from "vitest";
import { planPairs } from "../../src/runner/plan.ts";

describe("planPairs", () => {
  const pairs = planPairs(["a", "b", "c"], 4, 7);
  it("interleaves rounds: every case's trial k before any trial k+1", () => {
    expect(pairs.map((p) => `${p.caseId}${p.trial}`).slice(0, 6)).toEqual(["a0", "b0", "c0", "a1", "b1", "c1"]);
    expect(pairs).toHaveLength(12);
  });
  it("is deterministic in the seed and varies with it", () => {
    expect(planPairs(["a", "b", "c"], 4, 7)).toEqual(pairs);
    expect(planPairs(["a", "b", "c"], 4, 8).map((p) => p.seed)).not.toEqual(pairs.map((p) => p.seed));
  });
  it("puts each arm first in some pairs", () => {
    const firsts = new Set(planPairs(["a", "b", "c", "d", "e", "f"], 4, 1).map((p) => p.order[0]));
    expect(firsts).toEqual(new Set(["baseline", "candidate"]));
  });
});
