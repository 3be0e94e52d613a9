/**
 * Writes a suite's stored calibration (`suites/<suite>.calibration.csv`, read by
 * `freecode eval plan --suite NAME` and by `eval ab`'s spend estimate) from a finished run:
 *
 *     node --import tsx scripts/suite-calibration.ts results/<run-id> [--out suites/coding.calibration.csv]
 *
 * The rows are the run's trials as the statistics engine reads them (`readAnalysisInput`, the
 * reader of `eval analyze` and `eval plan --from`), so the stored file plans as the run would.
 * Without `--out` the CSV goes to standard output.
 */
import { existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { calibrationCsv } from "../src/results/calibration-csv.ts";
import { readAnalysisInput } from "../src/results/observations.ts";

const argv = process.argv.slice(2);
const outAt = argv.indexOf("--out");
const out = outAt >= 0 ? argv[outAt + 1] : undefined;
const run = argv.find((a, i) => !a.startsWith("--") && (outAt < 0 || i !== outAt + 1));
if (run === undefined || (outAt >= 0 && out === undefined)) {
  process.stderr.write("usage: node --import tsx scripts/suite-calibration.ts results/<run-id> [--out suites/NAME.calibration.csv]\n");
  process.exit(2);
}
const file = existsSync(run) && statSync(run).isDirectory() ? join(run, "trials.jsonl") : run;
if (!existsSync(file)) {
  process.stderr.write(`${file}: no such file (give a results folder or its trials.jsonl)\n`);
  process.exit(2);
}
const csv = calibrationCsv(readAnalysisInput(file));
if (out === undefined) process.stdout.write(csv);
else writeFileSync(out, csv);
