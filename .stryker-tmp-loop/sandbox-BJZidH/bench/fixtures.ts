/**
 * Benchmark suites made of the shipped `coding` suite's cases: a temporary folder holding
 * `suites/<name>.yaml` and a `cases` link to the package's cases/ (the loader looks for cases in
 * `<suite folder>/../cases`), so a benchmark can run any subset without touching suites/.
 */
// @ts-nocheck

import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { PACKAGE_ROOT } from "../src/suite/load.ts";

/** The shipped suite the benchmarks draw their cases from (the 12 cases issue 10's P2 names). */
export const SOURCE_SUITE = join(PACKAGE_ROOT, "suites", "coding.yaml");

/** Case ids of the source suite, in its order. */
export function sourceCaseIds(): string[] {
  const suite = parse(readFileSync(SOURCE_SUITE, "utf8")) as { cases: string[] };
  return [...suite.cases];
}

/**
 * Writes `<root>/suites/<name>.yaml`: the coding suite's settings (turn and time limits, model)
 * with the first `caseCount` of its cases and `trials` trials per case and arm.
 * @returns the suite file's absolute path
 * @throws RangeError when caseCount is not in [1, number of cases of the coding suite]
 */
export function writeBenchSuite(root: string, name: string, caseCount: number, trials: number): string {
  const source = parse(readFileSync(SOURCE_SUITE, "utf8")) as Record<string, unknown> & { cases: string[] };
  if (!Number.isInteger(caseCount) || caseCount < 1 || caseCount > source.cases.length) {
    throw new RangeError(`writeBenchSuite requires 1 <= caseCount <= ${source.cases.length}, got ${caseCount}`);
  }
  mkdirSync(join(root, "suites"), { recursive: true });
  const link = join(root, "cases");
  if (!existsSync(link)) symlinkSync(join(PACKAGE_ROOT, "cases"), link, "dir");
  const file = join(root, "suites", `${name}.yaml`);
  const { $schema: _schema, ...settings } = source;
  const suite = { ...settings, name, description: `benchmark: ${caseCount} cases of coding × ${trials} trials`, cases: source.cases.slice(0, caseCount), trials };
  writeFileSync(file, stringify(suite));
  return file;
}
