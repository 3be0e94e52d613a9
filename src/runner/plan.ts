/**
 * The trial plan: which pairs run, in which order, and which arm goes first in each pair.
 */
import { createHash } from "node:crypto";
import { armIds, type ArmId } from "../results/arms.ts";

export interface PlannedPair {
  caseId: string;
  trial: number;
  /** Trial seed: hash of (run seed, case, trial index); identical for both arms. */
  seed: number;
  /**
   * Arms in start order, seeded per pair so no arm systematically goes first: two in a two-arm
   * run, the baseline and every candidate (`candidate`, `candidate2`, …) in a multi-arm run.
   */
  order: ArmId[];
}

/** A 31-bit integer from sha256 of the parts joined by NUL. */
export function hashSeed(...parts: Array<string | number>): number {
  return createHash("sha256").update(parts.join("\0")).digest().readUInt32BE(0) >>> 1;
}

/**
 * A seeded permutation of the arms (Fisher–Yates with a hash per step), for a multi-arm
 * (case, trial): every arm is equally likely at every position.
 */
function armOrder(candidates: number, runSeed: number, caseId: string, trial: number): ArmId[] {
  const arms = armIds(candidates);
  for (let i = arms.length - 1; i > 0; i--) {
    const j = hashSeed("arm-order", runSeed, caseId, trial, i) % (i + 1);
    [arms[i], arms[j]] = [arms[j]!, arms[i]!];
  }
  return arms;
}

/**
 * Plans `trials` pairs per case, interleaved by round (every case's trial 0, then every
 * case's trial 1, …) so that an interrupted run has a balanced partial design. With
 * `candidates` > 1 each "pair" is the (case, trial) tuple of every arm, all sharing the trial
 * seed, in a seeded order; with one candidate the plan is the two-arm one, unchanged.
 */
export function planPairs(caseIds: readonly string[], trials: number, runSeed: number, candidates = 1): PlannedPair[] {
  const pairs: PlannedPair[] = [];
  for (let trial = 0; trial < trials; trial++) {
    for (const caseId of caseIds) {
      const seed = hashSeed(runSeed, caseId, trial);
      const baselineFirst = hashSeed("order", runSeed, caseId, trial) % 2 === 0;
      const order = candidates > 1 ? armOrder(candidates, runSeed, caseId, trial) : baselineFirst ? ["baseline", "candidate"] : ["candidate", "baseline"];
      pairs.push({ caseId, trial, seed, order });
    }
  }
  return pairs;
}
