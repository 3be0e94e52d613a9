// The vitest configuration Stryker runs (`npm run mutation`): the project's own, restricted to the
// tests of the module being mutated (MUTATION_MODULE, set by scripts/mutation/run.mjs).
import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";
import { MODULES } from "./scripts/mutation/modules.mjs";

const name = process.env.MUTATION_MODULE ?? "";
const mod = MODULES[name];
if (!mod) throw new Error(`MUTATION_MODULE=${name || "(unset)"}: expected one of ${Object.keys(MODULES).join(", ")}`);

// A mutant that hangs a test fails it in 30 s instead of the suite's 240 s (each test of a module
// here takes seconds at most, even on the loaded machine). Replaces the include list (mergeConfig would append to it and run the whole suite).
export default defineConfig({ ...base, test: { ...base.test, include: mod.tests, testTimeout: 30_000, hookTimeout: 30_000 } });
