#!/usr/bin/env node
/**
 * `npm run mutation [-- <module>...] [--concurrency N] [--score-only]`: StrykerJS on each
 * critical module (scripts/mutation/modules.mjs) with only the tests that cover it, one module
 * after the other, then one table: mutants, killed + timed out, survived, no coverage,
 * equivalent (listed in modules.mjs with a reason, left out of the score), score.
 *
 * Score = (killed + timed out) / (all mutants − equivalent), no-coverage counted as survived:
 * stricter than Stryker's own "covered" score. Exits 1 when a module scores under 90% or an
 * equivalent entry matches no surviving mutant (the code moved: re-judge it). `--score-only`
 * re-reads the JSON reports of an earlier run (reports/mutation/<module>.json) without mutating.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, existsSync } from "node:fs";
import { MODULES } from "./modules.mjs";

const THRESHOLD = 90;
const args = process.argv.slice(2);
let concurrency = "2";
let scoreOnly = false;
const names = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--concurrency") concurrency = args[++i];
  else if (args[i] === "--score-only") scoreOnly = true;
  else names.push(args[i]);
}
for (const n of names) {
  if (!MODULES[n]) {
    console.error(`mutation: unknown module "${n}"; expected one of ${Object.keys(MODULES).join(", ")}`);
    process.exit(2);
  }
}
const selected = names.length ? names : Object.keys(MODULES);

/** Counts one module's report; survivors matching an equivalent entry are set apart. */
function score(name) {
  const file = `reports/mutation/${name}.json`;
  if (!existsSync(file)) return { name, missing: true };
  const report = JSON.parse(readFileSync(file, "utf8"));
  const eq = MODULES[name].equivalent ?? [];
  const used = new Set();
  const c = { killed: 0, survived: 0, noCoverage: 0, equivalent: 0, invalid: 0, total: 0 };
  const survivors = [];
  for (const [path, f] of Object.entries(report.files)) {
    for (const m of f.mutants) {
      if (m.status === "CompileError" || m.status === "RuntimeError" || m.status === "Ignored") {
        c.invalid++;
        continue;
      }
      c.total++;
      const line = m.location.start.line;
      const i = eq.findIndex((e) => e.line === line && e.mutator === m.mutatorName && (e.replacement === undefined || e.replacement === m.replacement));
      if (m.status === "Killed" || m.status === "Timeout") {
        // An equivalent mutant that only costs time can time out on a loaded machine: its entry
        // is still right (not stale), and the timeout counts as killed, as Stryker counts it.
        if (m.status === "Timeout" && i >= 0) used.add(i);
        c.killed++;
        continue;
      }
      if (i >= 0) {
        used.add(i);
        c.equivalent++;
        continue;
      }
      if (m.status === "NoCoverage") c.noCoverage++;
      else c.survived++;
      survivors.push(`${path}:${line}:${m.location.start.column} ${m.mutatorName} ${m.status} → ${JSON.stringify(m.replacement ?? "")}`);
    }
  }
  const stale = eq.filter((_, i) => !used.has(i)).map((e) => `line ${e.line} ${e.mutator}${e.replacement !== undefined ? ` → ${JSON.stringify(e.replacement)}` : ""}`);
  const scored = c.total - c.equivalent;
  return { name, ...c, score: scored ? (100 * c.killed) / scored : 100, survivors, stale };
}

let failed = false;
if (!scoreOnly) {
  for (const name of selected) {
    console.log(`\n=== mutation: ${name} (${MODULES[name].mutate.join(", ")}) ===`);
    const r = spawnSync("npx", ["stryker", "run", "--concurrency", concurrency], {
      stdio: "inherit",
      env: { ...process.env, MUTATION_MODULE: name },
    });
    if (r.status !== 0) {
      console.error(`mutation: stryker failed on ${name} (exit ${r.status})`);
      failed = true;
    }
  }
}

const rows = selected.map(score);
console.log("\n| module | mutants | killed + timed out | survived | no coverage | equivalent | score |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  if (r.missing) {
    console.log(`| ${r.name} | (no report: run it first) | | | | | |`);
    failed = true;
    continue;
  }
  console.log(`| ${r.name} | ${r.total} | ${r.killed} | ${r.survived} | ${r.noCoverage} | ${r.equivalent} | ${r.score.toFixed(1)}% |`);
  if (r.score < THRESHOLD) failed = true;
}
for (const r of rows) {
  if (r.missing) continue;
  for (const s of r.survivors) console.log(`survivor [${r.name}] ${s}`);
  for (const s of r.stale) {
    console.log(`stale equivalent entry [${r.name}] ${s}: no surviving mutant matches it`);
    failed = true;
  }
}
if (failed) console.log(`\nmutation: below ${THRESHOLD}% on some module, a stale equivalent entry, or a failed run`);
process.exit(failed ? 1 : 0);
