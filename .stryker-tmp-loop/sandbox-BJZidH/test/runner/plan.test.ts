// @ts-nocheck
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

import { pairsInShard, parseShard } from "../../src/runner/shard.ts";

describe("shards", () => {
  const pairs = planPairs(["a", "b", "c", "d", "e"], 3, 1);
  it("partition the pairs: every pair in exactly one shard, sizes within one", () => {
    const shards = [1, 2, 3, 4].map((i) => pairsInShard(pairs, { index: i, count: 4 }));
    expect(shards.flat().length).toBe(15);
    expect(new Set(shards.flat()).size).toBe(15);
    const sizes = shards.map((s) => s.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });
  it("depend only on the planned set", () => {
    expect(pairsInShard(pairs, { index: 2, count: 3 })).toEqual(pairsInShard(planPairs(["a", "b", "c", "d", "e"], 3, 1), { index: 2, count: 3 }));
  });
  it("reject a malformed spec with the valid form", () => {
    expect(() => parseShard("3/2")).toThrow(/expected i\/n with 1 ≤ i ≤ n/);
    expect(parseShard("2/4")).toEqual({ index: 2, count: 4 });
  });
});
