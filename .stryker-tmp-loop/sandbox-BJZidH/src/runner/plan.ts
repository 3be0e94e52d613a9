/**
 * The trial plan: which pairs run, in which order, and which arm goes first in each pair.
 */
// @ts-nocheck

import { createHash } from "node:crypto";
import type { Arm } from "../stats/core/types.ts";

export interface PlannedPair {
  caseId: string;
  trial: number;
  /** Trial seed: hash of (run seed, case, trial index); identical for both arms. */
  seed: number;
  /** Arms in start order, seeded per pair so neither arm systematically goes first. */
  order: [Arm, Arm];
}

/** A 31-bit integer from sha256 of the parts joined by NUL. */
export function hashSeed(...parts: Array<string | number>): number {
  return createHash("sha256").update(parts.join("\0")).digest().readUInt32BE(0) >>> 1;
}

/**
 * Plans `trials` pairs per case, interleaved by round (every case's trial 0, then every
 * case's trial 1, …) so that an interrupted run has a balanced partial design.
 */
export function planPairs(caseIds: readonly string[], trials: number, runSeed: number): PlannedPair[] {
  const pairs: PlannedPair[] = [];
  for (let trial = 0; trial < trials; trial++) {
    for (const caseId of caseIds) {
      const seed = hashSeed(runSeed, caseId, trial);
      const baselineFirst = hashSeed("order", runSeed, caseId, trial) % 2 === 0;
      pairs.push({ caseId, trial, seed, order: baselineFirst ? ["baseline", "candidate"] : ["candidate", "baseline"] });
    }
  }
  return pairs;
}
