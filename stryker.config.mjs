// StrykerJS configuration for `npm run mutation` (scripts/mutation/run.mjs sets MUTATION_MODULE;
// the modules, their tests and their equivalent mutants are in scripts/mutation/modules.mjs).
import { MODULES } from "./scripts/mutation/modules.mjs";

const name = process.env.MUTATION_MODULE ?? "";
const mod = MODULES[name];
if (!mod) throw new Error(`MUTATION_MODULE=${name || "(unset)"}: expected one of ${Object.keys(MODULES).join(", ")}`);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  coverageAnalysis: "perTest",
  mutate: mod.mutate,
  // Two cores, shared: the runner overrides this with --concurrency.
  concurrency: 2,
  // Added to 1.5x the test time of the dry run; past it a mutant counts as timed out (an endless loop).
  timeoutMS: 30_000,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  // The sandbox copy needs no run folders, reports or bench output (anchored: "results" alone
  // would also leave out src/results/).
  ignorePatterns: ["/results", "/reports", "/bench/results.json", "/.vitest-cache", "/.stryker-tmp*"],
};
