/**
 * The integrity check that runs before any effect is estimated (DESIGN §7).
 */
import { binomialTest } from "../hypothesis-tests/binomial-test.ts";
import { countedTrials } from "../core/case-data.ts";
import type { CaseObservations, InfraCounts } from "../core/types.ts";
import { plural } from "../../text/plural.ts";

/** Infra-error split flagged below this exact binomial p (GrowthBook's sample-ratio-mismatch threshold). */
export const INFRA_SPLIT_THRESHOLD = 0.001;
/**
 * Largest share of an arm's trials that may end in infra errors. Past it the arm measured
 * mostly the infrastructure: the estimates would rest on whichever trials happened to run,
 * and the split test above has no power at small counts (3 errors against 0 is p = 0.25).
 */
export const INFRA_SHARE_LIMIT = 0.1;

export interface IntegrityResult {
  ok: boolean;
  reasons: string[];
  infra: InfraCounts;
}

/**
 * Integrity check (DESIGN §7; research/statistics.md §4.3): case ids are unique; every case has
 * at least one counted (non-infra) trial in both arms; infra errors are balanced between arms —
 * an exact two-sided binomial test of the baseline's share of infra errors against its share of
 * all trials, flagged at p < 0.001; and no arm has infra errors in more than 10% of its trials
 * (INFRA_SHARE_LIMIT). A failed check makes the verdict INVALID.
 * @example checkIntegrity([{ caseId: "a", baseline: [], candidate: [t] }]).ok // => false
 * @throws never: problems are returned as reasons
 */
export function checkIntegrity(cases: readonly CaseObservations[]): IntegrityResult {
  const reasons: string[] = [];
  if (cases.length === 0) reasons.push("there are no cases");
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.caseId)) reasons.push(`case ${c.caseId} appears more than once`);
    seen.add(c.caseId);
    for (const arm of ["baseline", "candidate"] as const) {
      const trials = c[arm];
      // An arm left empty only because its partners were infra errors is the other arm's story.
      if (countedTrials(trials).length === 0 && !(trials.length > 0 && trials.every((t) => t.partnerInfra))) {
        const infra = trials.filter((t) => t.infra).length;
        reasons.push(
          `case ${c.caseId} has no completed ${arm} trial` + (infra > 0 ? ` (${infra} infra error${infra > 1 ? "s" : ""})` : ""),
        );
      }
    }
  }
  const infraB = cases.reduce((s, c) => s + c.baseline.filter((t) => t.infra).length, 0);
  const infraC = cases.reduce((s, c) => s + c.candidate.filter((t) => t.infra).length, 0);
  const totalB = cases.reduce((s, c) => s + c.baseline.length, 0);
  const totalC = cases.reduce((s, c) => s + c.candidate.length, 0);
  let p: number | null = null;
  if (infraB + infraC > 0 && totalB > 0 && totalC > 0) {
    p = binomialTest(infraB, infraB + infraC, totalB / (totalB + totalC));
    if (p < INFRA_SPLIT_THRESHOLD) {
      reasons.push(
        `infra errors are unbalanced: ${infraB} of ${totalB} baseline trials vs ${infraC} of ${totalC} candidate trials ` +
          `(exact binomial p = ${p.toPrecision(3)} < ${INFRA_SPLIT_THRESHOLD})`,
      );
    }
  }
  for (const [arm, n, total] of [["baseline", infraB, totalB], ["candidate", infraC, totalC]] as const) {
    if (total > 0 && n / total > INFRA_SHARE_LIMIT) {
      reasons.push(`${arm} infra errors ${n} of ${plural(total, "trial")} (${(100 * n / total).toFixed(1)}%) exceed ${100 * INFRA_SHARE_LIMIT}% of the arm's trials: the run measured the infrastructure`);
    }
  }
  return { ok: reasons.length === 0, reasons, infra: { baseline: infraB, candidate: infraC, baselineTrials: totalB, candidateTrials: totalC, p } };
}
