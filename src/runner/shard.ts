/**
 * Shards: `--shard i/n` runs the pairs whose hash falls in shard i of n. A pair (case, trial
 * index) is the unit, so its two arms never split across shards.
 */
import { InputError } from "../suite/errors.ts";
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

/** Whether a pair belongs to the shard: a hash of (case, trial index) modulo n. */
export function inShard(pair: Pick<PlannedPair, "caseId" | "trial">, shard: Shard | undefined): boolean {
  if (!shard || shard.count === 1) return true;
  return hashSeed("shard", pair.caseId, pair.trial) % shard.count === shard.index - 1;
}
