/**
 * The arms of a run's trial records. A two-arm run's records say `baseline` or `candidate`; a
 * multi-arm run (several candidates against one baseline) adds `armIndex` (1-based) to every
 * candidate record. Every analysis and report of a multi-arm run works on one candidate at a
 * time: the baseline's records with that candidate's, which is a two-arm run again.
 */
import type { TrialRecord } from "./record.ts";

/**
 * An arm's id in a run: "baseline", "candidate" (the first, or only, candidate) or
 * "candidate<k>" for candidate k ≥ 2. Trace file names and the simulator's noise seed use it,
 * so a two-arm run names its files as it always did.
 */
export type ArmId = string;

/** The id of candidate `k` (1-based). */
export function candidateArmId(k: number): ArmId {
  return k <= 1 ? "candidate" : `candidate${k}`;
}

/** The ids of the baseline and `candidates` candidate arms, in that order. */
export function armIds(candidates: number): ArmId[] {
  return ["baseline", ...Array.from({ length: candidates }, (_, i) => candidateArmId(i + 1))];
}

/** The candidate index of an arm id: 0 for the baseline, k for candidate k. */
export function candidateIndexOf(arm: ArmId): number {
  if (arm === "baseline") return 0;
  if (arm === "candidate") return 1;
  const k = Number(arm.slice("candidate".length));
  if (!arm.startsWith("candidate") || !Number.isInteger(k) || k < 2) throw new RangeError(`not an arm id: ${arm}`);
  return k;
}

/** The arm id of a record. */
export function armIdOf(r: Pick<TrialRecord, "arm" | "armIndex">): ArmId {
  return r.arm === "baseline" ? "baseline" : candidateArmId(r.armIndex ?? 1);
}

/**
 * The records of a two-arm view of candidate `k`: the baseline's and candidate k's, the latter
 * without `armIndex`, in file order. For a two-arm run (`k` 1, no armIndex) the records as they are.
 */
export function armRecords(records: readonly TrialRecord[], k: number): TrialRecord[] {
  const out: TrialRecord[] = [];
  for (const r of records) {
    if (r.arm === "baseline") out.push(r);
    else if ((r.armIndex ?? 1) === k) {
      if (r.armIndex === undefined) out.push(r);
      else {
        const { armIndex: _drop, ...rest } = r;
        out.push(rest);
      }
    }
  }
  return out;
}
