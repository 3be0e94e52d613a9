/**
 * Expectation regressions: a trajectory expectation a case met under the baseline and lost under the candidate.
 */
// @ts-nocheck

import { countedTrials } from "../core/case-data.ts";
import type { CaseObservations, TrialObservation } from "../core/types.ts";

export interface ExpectationRegression {
  caseId: string;
  name: string;
  baselineMet: number;
  baselineTrials: number;
  candidateMet: number;
  candidateTrials: number;
}

function tally(trials: readonly TrialObservation[], name: string): { met: number; trials: number } {
  let met = 0;
  let n = 0;
  for (const t of countedTrials(trials)) {
    const v = t.expectations?.[name];
    if (v === undefined) continue;
    n++;
    if (v) met++;
  }
  return { met, trials: n };
}

/**
 * Expectations of one case that regress. Rule (our definition, documented in EVAL.md): with
 * met-rates r_B and r_C over the counted trials that scored the expectation, it regresses when
 * the baseline met it in a majority of trials (r_B > ½), the candidate failed it in a majority
 * (r_C < ½) and the drop is at least half the trials (r_B − r_C ≥ ½). So with one trial per arm
 * met → unmet regresses; with three, 3/3 → 1/3 and 2/3 → 0/3 regress but 2/3 → 1/3 (one trial
 * of noise) and 3/3 → 2/3 do not. An expectation scored in only one arm is not compared.
 * @example caseRegressions(c) // => [{ caseId: "logs", name: "parallelTools", baselineMet: 3, baselineTrials: 3, candidateMet: 0, candidateTrials: 3 }]
 * @throws never
 */
export function caseRegressions(c: CaseObservations): ExpectationRegression[] {
  const names = new Set<string>();
  for (const t of [...c.baseline, ...c.candidate]) for (const k of Object.keys(t.expectations ?? {})) names.add(k);
  const out: ExpectationRegression[] = [];
  for (const name of [...names].sort()) {
    const b = tally(c.baseline, name);
    const k = tally(c.candidate, name);
    if (b.trials === 0 || k.trials === 0) continue;
    const rB = b.met / b.trials;
    const rC = k.met / k.trials;
    if (rB > 0.5 && rC < 0.5 && rB - rC >= 0.5) {
      out.push({ caseId: c.caseId, name, baselineMet: b.met, baselineTrials: b.trials, candidateMet: k.met, candidateTrials: k.trials });
    }
  }
  return out;
}
