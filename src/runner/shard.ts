/**
 * Shards: `--shard i/n` runs the pairs whose hash falls in shard i of n. A pair (case, trial
 * index) is the unit, so its two arms never split across shards.
 */
import { InputError } from "../suite/input-error.ts";
import { hashSeed, type PlannedPair } from "./plan.ts";

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/**
 * Parses "i/n" with 1 ≤ i ≤ n.
 * @throws InputError naming the valid form.
 */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    throw new InputError(`--shard "${text}": expected i/n with 1 ≤ i ≤ n, e.g. --shard 2/4`);
  }
  return { index, count };
}

/**
 * The pairs of one shard. Pairs are ordered by a hash of (case, trial index) and dealt round
 * robin, so shards differ in size by at most one pair and the split depends only on the
 * planned set (suite cases × trials), never on timing.
 */
export function pairsInShard<P extends Pick<PlannedPair, "caseId" | "trial">>(pairs: readonly P[], shard: Shard | undefined): P[] {
  if (!shard || shard.count === 1) return [...pairs];
  const ranked = [...pairs].sort((a, b) => hashSeed("shard", a.caseId, a.trial) - hashSeed("shard", b.caseId, b.trial) || a.caseId.localeCompare(b.caseId) || a.trial - b.trial);
  const chosen = new Set(ranked.filter((_, i) => i % shard.count === shard.index - 1));
  return pairs.filter((p) => chosen.has(p));
}
