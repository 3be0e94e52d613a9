/**
 * A paired A/B experiment over a suite: plan → schedule → trials → trials.jsonl → analysis.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve } from "node:path";
import { loadPricing, type PricingTable } from "../providers/pricing.ts";
import { startSimServer, type SimServer } from "../sim/server.ts";
import { analyze } from "../stats/analyze.ts";
import type { Arm, DecisionOptions, Summary } from "../stats/types.ts";
import type { LoadedCase, LoadedSuite } from "../suite/schema.ts";
import type { Variant } from "../variant/parse.ts";
import { buildManifest, type Manifest } from "./manifest.ts";
import { recordsToAnalysisInput } from "./observations.ts";
import { planPairs, type PlannedPair } from "./plan.ts";
import type { TrialRecord } from "./record.ts";
import { appendTrial } from "./results-file.ts";
import { runTrial, type ProviderBinding, type TrialContext } from "./trial.ts";

export type ProviderName = "sim" | "anthropic";

export interface ExperimentOptions {
  suite: LoadedSuite;
  baseline: Variant;
  candidate: Variant;
  /** Trials per case per arm; default the suite's. */
  trials?: number;
  seed?: number;
  concurrency?: number;
  /** Default: "anthropic" when ANTHROPIC_API_KEY is set, else "sim". */
  provider?: ProviderName;
  model?: string;
  /** Folder that receives `<runId>/`; default ./results. */
  resultsDir?: string;
  runId?: string;
  simNoise?: number;
  simFaults?: Record<string, number>;
  pricing?: PricingTable;
  decision?: Partial<DecisionOptions>;
  keepWorkspaces?: boolean;
  env?: Readonly<Record<string, string | undefined>>;
  onTrial?: (record: TrialRecord, done: number, total: number) => void;
}

export interface ExperimentResult {
  runId: string;
  runDir: string;
  manifest: Manifest;
  records: TrialRecord[];
  summary: Summary;
}

/** Default concurrency: the machine's cores, at most 4. */
export function defaultConcurrency(): number {
  return Math.max(1, Math.min(4, cpus().length));
}

function newRunId(): string {
  return `${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}-${randomBytes(3).toString("hex")}`;
}

async function bindProvider(
  name: ProviderName,
  cases: readonly LoadedCase[],
  env: Readonly<Record<string, string | undefined>>,
  sim: { noise: number; faults: Record<string, number>; seed: number },
): Promise<{ binding: ProviderBinding; close: () => Promise<void>; server: SimServer | null }> {
  if (name === "anthropic") {
    const key = env.ANTHROPIC_API_KEY;
    if (!key) throw new Error("provider anthropic needs ANTHROPIC_API_KEY in the environment");
    const provider: Record<string, string> = { ANTHROPIC_API_KEY: key };
    if (env.ANTHROPIC_BASE_URL) provider.ANTHROPIC_BASE_URL = env.ANTHROPIC_BASE_URL;
    return { binding: { env: () => provider }, close: async () => {}, server: null };
  }
  const server = await startSimServer({
    cases: cases.map((c) => ({ id: c.id, sim: c.sim, workspaceDir: c.workspaceDir })),
    noise: sim.noise, faults: sim.faults, seed: sim.seed, port: 0,
  });
  const binding: ProviderBinding = {
    env: (t) => {
      // A fresh key per trial is how the simulator tells trials apart; the arm is not in it.
      const key = `fcsim_${t.caseId}_${t.seed}_${randomBytes(6).toString("hex")}`;
      server.registerTrial(key, { caseId: t.caseId, seed: t.seed, workspaceDir: t.workspaceDir });
      return { ANTHROPIC_BASE_URL: server.url, ANTHROPIC_API_KEY: key };
    },
  };
  return { binding, close: () => server.close(), server };
}

/**
 * Runs every planned pair (both arms, in the pair's seeded order), appending each trial to
 * trials.jsonl as it finishes, then analyses the run and writes summary.json.
 * @throws Error when the provider cannot be set up; trial failures never throw.
 */
export async function runExperiment(o: ExperimentOptions): Promise<ExperimentResult> {
  const env = o.env ?? process.env;
  const provider: ProviderName = o.provider ?? (env.ANTHROPIC_API_KEY ? "anthropic" : "sim");
  const trials = o.trials ?? o.suite.trials;
  const seed = o.seed ?? 1;
  const model = o.model ?? o.suite.model;
  const pricing = o.pricing ?? loadPricing();
  const runId = o.runId ?? newRunId();
  const runDir = resolve(o.resultsDir ?? "results", runId);
  mkdirSync(runDir, { recursive: true });
  const simOpts = { noise: o.simNoise ?? 1, faults: o.simFaults ?? {}, seed };
  const manifest = buildManifest({
    runId, suite: o.suite, baseline: o.baseline, candidate: o.candidate, provider, model, seed, trials,
    pricingDate: pricing.date, sim: provider === "sim" ? { noise: simOpts.noise, faults: simOpts.faults } : null,
    options: { concurrency: o.concurrency ?? defaultConcurrency() },
  });
  writeFileSync(join(runDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  const { binding, close } = await bindProvider(provider, o.suite.loadedCases, env, simOpts);
  const ctx: TrialContext = { runId, runDir, model, pricing, provider: binding, baseEnv: env, keepWorkspaces: o.keepWorkspaces };
  const byId = new Map(o.suite.loadedCases.map((c) => [c.id, c]));
  const pairs = planPairs([...byId.keys()], trials, seed);
  const jobs: Array<{ pair: PlannedPair; arm: Arm }> = pairs.flatMap((pair) => pair.order.map((arm) => ({ pair, arm })));
  const records: TrialRecord[] = [];
  const trialsFile = join(runDir, "trials.jsonl");

  // A plain worker pool: the scheduling policy (pair order, later rate-limit back-off) is the
  // runner's own concern, so it is kept here rather than behind a generic limiter.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const variant = job.arm === "baseline" ? o.baseline : o.candidate;
      const record = await runTrial(ctx, byId.get(job.pair.caseId)!, job.pair, job.arm, variant);
      appendTrial(trialsFile, record);
      records.push(record);
      o.onTrial?.(record, records.length, jobs.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(o.concurrency ?? defaultConcurrency(), jobs.length) }, worker));
  } finally {
    await close();
  }
  const summary = analyze({ ...recordsToAnalysisInput(records, [...byId.keys()]), options: { seed, ...o.decision } });
  writeFileSync(join(runDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  return { runId, runDir, manifest, records, summary };
}
