/**
 * The integrity check that runs before any effect is estimated (DESIGN §7).
 */
import { binomialTest } from "../hypothesis-tests/binomial-test.ts";
import { countedTrials } from "../core/case-data.ts";
import type { CaseObservations } from "../core/types.ts";

/** Infra-error split flagged below this exact binomial p (GrowthBook's sample-ratio-mismatch threshold). */
export const INFRA_SPLIT_THRESHOLD = 0.001;

export interface IntegrityResult {
  ok: boolean;
  reasons: string[];
  infra: { baseline: number; candidate: number; p: number | null };
}

/**
 * Integrity check (DESIGN §7; research/statistics.md §4.3): case ids are unique; every case has
 * at least one counted (non-infra) trial in both arms; infra errors are balanced between arms —
 * an exact two-sided binomial test of the baseline's share of infra errors against its share of
 * all trials, flagged at p < 0.001. A failed check makes the verdict INVALID.
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
      if (countedTrials(trials).length === 0) {
        const infra = trials.length;
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
  return { ok: reasons.length === 0, reasons, infra: { baseline: infraB, candidate: infraC, p } };
}
