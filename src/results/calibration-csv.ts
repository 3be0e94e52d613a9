/**
 * A run's trials as a suite's stored calibration (`suites/<suite>.calibration.csv`): the CSV that
 * `eval plan --suite` and `eval ab`'s spend estimate read back through `readTrialsCsv`.
 */
import { stringify } from "csv-stringify/sync";
import type { AnalysisInput } from "../stats/core/types.ts";
import { KNOWN, METRIC_COLUMNS } from "./from-csv.ts";

/** The columns written, in order: the ones `readTrialsCsv` knows by name (`from-csv.ts`), one list for the writer and the reader. */
export const CALIBRATION_COLUMNS = KNOWN;

/**
 * One CSV row per trial (case × arm × trial, in the input's order; header first): `variant` is
 * the arm, `pass` and `infra` are 1/0, a metric the trial lacks is an empty cell (read back as
 * unknown, never 0). Parsed with `parseTrialsCsv`, the text gives back the input's cases, arms,
 * trials, pass, infra and these four metrics.
 * @example calibrationCsv({ cases: [{ caseId: "a", baseline: [{ trial: 0, pass: true, infra: false, metrics: { costUsd: 0.1 } }], candidate: [] }] })
 *   // => "case,trial,variant,pass,infra,costUsd,tokens,turns,repeatedCalls\na,0,baseline,1,0,0.1,,,\n"
 */
export function calibrationCsv(input: AnalysisInput): string {
  const rows: (string | number)[][] = [[...CALIBRATION_COLUMNS]];
  for (const c of input.cases) {
    for (const arm of ["baseline", "candidate"] as const) {
      for (const t of c[arm]) {
        const m = (k: string) => t.metrics[k] ?? "";
        rows.push([c.caseId, t.trial, arm, t.pass ? 1 : 0, t.infra ? 1 : 0, ...METRIC_COLUMNS.map(m)]);
      }
    }
  }
  return stringify(rows);
}
