/**
 * The pass@k / pass^k table (issue 22 item 7): per case and arm, from the trials that were not
 * infrastructure errors, and the suite's mean over cases (src/stats/core/pass-at-k.ts has the
 * estimators and their sources).
 */
import type { AnalysisInput, Arm } from "../stats/core/types.ts";
import { passAtK, passHatK } from "../stats/core/pass-at-k.ts";
import { InputError } from "../suite/errors.ts";
import { fittedTable, TABLE_WIDTH } from "./fit-table.ts";
import { plural } from "../text/plural.ts";

/** One case × arm: trials n, passes c, and the estimates (null when n < k). */
export interface PassAtKCell { n: number; c: number; passAtK: number | null; passHatK: number | null }

/** Per case, both arms; `suite`: the mean over cases whose arm has ≥ k trials. */
export interface PassAtKResult {
  k: number;
  cases: { caseId: string; baseline: PassAtKCell; candidate: PassAtKCell }[];
  suite: Record<Arm, { passAtK: number | null; passHatK: number | null; cases: number }>;
}

/**
 * pass@k and pass^k of every case and arm.
 * @param trials the run's trials per case per arm: k above it is refused
 * @throws InputError when k is not an integer ≥ 1 or exceeds `trials`
 */
export function passAtKOf(input: AnalysisInput, k: number, trials: number): PassAtKResult {
  if (!Number.isInteger(k) || k < 1) throw new InputError(`--pass-k ${k}: expected an integer ≥ 1`);
  if (k > trials) throw new InputError(`--pass-k ${k}: the run has ${plural(trials, "trial")} per case per arm; pass@k and pass^k need k ≤ trials (no unbiased estimate otherwise): use --pass-k ${trials === 1 ? "1" : `1 to ${trials}`}, or run more trials`);
  const cell = (obs: AnalysisInput["cases"][number]["baseline"]): PassAtKCell => {
    const counted = obs.filter((o) => !o.infra);
    const n = counted.length;
    const c = counted.filter((o) => o.pass).length;
    return n >= k ? { n, c, passAtK: passAtK(n, c, k), passHatK: passHatK(n, c, k) } : { n, c, passAtK: null, passHatK: null };
  };
  const cases = input.cases.map((x) => ({ caseId: x.caseId, baseline: cell(x.baseline), candidate: cell(x.candidate) }));
  const mean = (arm: Arm) => {
    const ok = cases.map((x) => x[arm]).filter((x) => x.passAtK !== null);
    const avg = (f: (x: PassAtKCell) => number) => (ok.length ? ok.reduce((s, x) => s + f(x), 0) / ok.length : null);
    return { passAtK: avg((x) => x.passAtK!), passHatK: avg((x) => x.passHatK!), cases: ok.length };
  };
  return { k, cases, suite: { baseline: mean("baseline"), candidate: mean("candidate") } };
}

const pct = (x: number | null) => (x === null ? "n/a (n < k)" : `${(100 * x).toFixed(1)}%`);

/** The result as a terminal table, at most `width` columns, with a note on the estimators. */
export function passAtKTable(r: PassAtKResult, width = TABLE_WIDTH): string {
  const k = r.k;
  const head = ["case", `baseline pass@${k}`, `candidate pass@${k}`, `baseline pass^${k}`, `candidate pass^${k}`, "passes B / C"];
  const rows = r.cases.map((x) => [x.caseId, pct(x.baseline.passAtK), pct(x.candidate.passAtK), pct(x.baseline.passHatK), pct(x.candidate.passHatK), `${x.baseline.c}/${x.baseline.n} / ${x.candidate.c}/${x.candidate.n}`]);
  const s = r.suite;
  rows.push([`suite (mean of ${s.baseline.cases} / ${plural(s.candidate.cases, "case")})`, pct(s.baseline.passAtK), pct(s.candidate.passAtK), pct(s.baseline.passHatK), pct(s.candidate.passHatK), ""]);
  return `${fittedTable(head, rows, width)}\npass@${k}: ${k === 1 ? "a trial passes" : `at least one of ${k} trials passes`}, unbiased estimator 1 − C(n−c,${k})/C(n,${k}) (Chen et al. 2021); pass^${k}: ${k === 1 ? "the same, for one trial" : `all ${k} pass`}, C(c,${k})/C(n,${k}) (Yao et al. 2024, τ-bench). n = trials without an infrastructure error, c = passes.`;
}
