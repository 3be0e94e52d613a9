/**
 * `npm run calibrate -- --sim`: calibration of the whole instrument against the simulator
 * (issue 16). Runs SIM_AA_EXPERIMENTS seeded A/A experiments (baseline: the agent's defaults;
 * candidate: agent:freecode, the same agent) through the runner on a small suite — the first
 * SIM_AA_CASES cases of the `trajectory` suite (6: the fewest for which the sign-flip test can reach α = 0.05), 1 trial per case and arm, 2 at a time (the machine's cores), noise independent
 * per arm — and reports how often the primary metric (costUsd) was significant at α and how
 * often the decision was ADOPT or REJECT. With no real difference both must be about α or
 * below (ADOPT needs a significant one-sided decrease and the pass guardrail shown
 * non-inferior, which a suite this small never shows, so its rate is 0).
 *
 * Not part of `npm test`: it runs SIM_AA_EXPERIMENTS × 2 × SIM_AA_CASES agent trials.
 * Exits 1 when the significant-primary rate is outside the binomial 95% band around α.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runExperiment } from "../src/runner/experiment.ts";
import { loadSuite } from "../src/suite/load.ts";
import { parseVariant } from "../src/runner/variant.ts";

export const SIM_AA_EXPERIMENTS = 40;
export const SIM_AA_CASES = 6;
export const SIM_AA_CONCURRENCY = 2;
const ALPHA = 0.05;
const BASE_SEED = 16000;

const full = loadSuite("trajectory");
const suite = { ...full, loadedCases: full.loadedCases.slice(0, SIM_AA_CASES) };
const resultsDir = mkdtempSync(join(tmpdir(), "fc-calibrate-sim-"));
const baseline = parseVariant([], "defaults");
const candidate = parseVariant(["agent:freecode"], "agent:freecode");
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

console.log(`A/A through the runner: ${SIM_AA_EXPERIMENTS} experiments, suite trajectory (first ${SIM_AA_CASES} cases: ${suite.loadedCases.map((c) => c.id).join(", ")}), 1 trial per case and arm, simulator noise 1 independent per arm, seeds ${BASE_SEED}..${BASE_SEED + SIM_AA_EXPERIMENTS - 1}, α = ${ALPHA}`);
const started = process.hrtime.bigint();
const cpu0 = process.cpuUsage();
let significant = 0;
let adopt = 0;
let reject = 0;
let differing = 0;
let pairs = 0;
try {
  for (let i = 0; i < SIM_AA_EXPERIMENTS; i++) {
    const seed = BASE_SEED + i;
    const run = await runExperiment({ suite, baseline, candidate, trials: 1, seed, provider: "sim", concurrency: SIM_AA_CONCURRENCY, resultsDir, runId: `aa-${seed}`, env: { PATH: process.env.PATH, HOME: process.env.HOME }, decision: { alpha: ALPHA } });
    const p = run.summary.metrics.costUsd?.p ?? null;
    if (p !== null && p < ALPHA) significant++;
    if (run.summary.decision === "ADOPT") adopt++;
    if (run.summary.decision === "REJECT") reject++;
    const byPair = new Map<string, number[]>();
    for (const r of run.records) if (r.status !== "infra_error") byPair.set(`${r.caseId}#${r.trial}`, [...(byPair.get(`${r.caseId}#${r.trial}`) ?? []), r.metrics.tokens ?? 0]);
    for (const t of byPair.values()) if (t.length === 2) { pairs++; if (t[0] !== t[1]) differing++; }
    console.log(`  seed ${seed}: ${run.summary.decision.padEnd(12)} costUsd Δ ${run.summary.metrics.costUsd?.delta === null || run.summary.metrics.costUsd?.delta === undefined ? "n/a" : pct(run.summary.metrics.costUsd.delta)}  p = ${p === null ? "n/a" : p.toFixed(3)}`);
  }
} finally {
  rmSync(resultsDir, { recursive: true, force: true });
}
const n = SIM_AA_EXPERIMENTS;
const half = 1.96 * Math.sqrt((ALPHA * (1 - ALPHA)) / n);
const band: [number, number] = [Math.max(0, ALPHA - half), ALPHA + half];
const rate = significant / n;
const inBand = rate <= band[1];
const cpu = process.cpuUsage(cpu0);
console.log(`pairs differing in tokens   ${differing}/${pairs} (${pct(differing / Math.max(1, pairs))})`);
console.log(`primary significant (p < α) ${significant}/${n} = ${pct(rate)}   expected about α = ${pct(ALPHA)} (95% band ${pct(band[0])}–${pct(band[1])})  ${inBand ? "ok" : "OUT OF BAND"}`);
console.log(`decision ADOPT              ${adopt}/${n} = ${pct(adopt / n)}   (at most α)`);
console.log(`decision REJECT             ${reject}/${n} = ${pct(reject / n)}   (at most α)`);
console.log(`wall ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(0)} s, this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s (agents run as child processes)`);
process.exitCode = inBand && adopt / n <= band[1] && reject / n <= band[1] ? 0 : 1;
