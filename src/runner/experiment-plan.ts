/**
 * Stage 1 of a paired A/B experiment: the plan. Every default of the options is resolved here,
 * once, into a {@link RunPlan} that the later stages (experiment-start.ts, experiment-execute.ts,
 * experiment-analyze.ts) read instead of the options. Planning starts nothing and writes nothing;
 * what would waste a run (an impossible design, a missing sandbox) is refused here.
 */
import { cpus } from "node:os";
import { basename, resolve } from "node:path";
import { loadPricing, type PricingTable } from "../providers/pricing.ts";
import type { TrialRecord } from "../results/record.ts";
import type { DecisionOptions, Summary } from "../stats/core/types.ts";
import { sequentialPlan, type SequentialPlan } from "../stats/sequential/sequential-look.ts";
import { InputError } from "../suite/errors.ts";
import type { LoadedSuite } from "../suite/schema.ts";
import { buildManifest, type Manifest } from "./manifest.ts";
import { planPairs, type PlannedPair } from "./plan.ts";
import { newRunId } from "./run-id.ts";
import type { ProviderName } from "./provider-binding.ts";
import type { SweepResult } from "./live-trials.ts";
import { checkModelsPriced, estimateSpend, isPaidProvider, spendGate } from "./paid-run.ts";
import { checkSandbox, type SandboxKind } from "./sandbox.ts";
import type { RateState } from "./scheduler.ts";
import { pairsInShard, type Shard } from "./shard.ts";
import type { Variant } from "./variant.ts";

export type { ProviderName } from "./provider-binding.ts";

export interface ExperimentOptions {
  suite: LoadedSuite;
  baseline: Variant;
  candidate: Variant;
  /**
   * Several candidate arms, each compared with the baseline (`candidate` is then the first of
   * them); absent or one: a two-arm run.
   */
  candidates?: Variant[];
  /** Trials per case per arm; default the suite's. */
  trials?: number;
  seed?: number;
  concurrency?: number;
  /** Default: "anthropic" when ANTHROPIC_API_KEY is set, else "sim". */
  provider?: ProviderName;
  /** The provider's base URL (openai: required unless OPENAI_BASE_URL is set; anthropic: optional). */
  baseUrl?: string;
  model?: string;
  /** Folder that receives `<runId>/`; default ./results. */
  resultsDir?: string;
  runId?: string;
  /** Continue the run in this folder: same experiment (checked), only missing trials run. */
  resume?: string;
  shard?: Shard;
  infraRetries?: number;
  maxCostUsd?: number;
  maxTrials?: number;
  /**
   * Group-sequential design: analyse after the rounds of trials that end each of `looks` looks
   * (see {@link lookRounds}) and stop at the first look that decides. Not with `shard`.
   */
  sequential?: SequentialOptions;
  /** Token limit per trial for every case, over the cases' and suite's `maxTrialTokens`. */
  maxTrialTokens?: number;
  simNoise?: number;
  /** Give both arms of a pair the same simulator noise seed (common random numbers); default false: independent per arm. */
  simNoiseShared?: boolean;
  simFaults?: Record<string, number>;
  /** Simulated latency: time to first token (ms) and tokens per second. */
  simLatency?: { firstTokenMs: number; tokensPerSec: number };
  pricing?: PricingTable;
  decision?: Partial<DecisionOptions>;
  keepWorkspaces?: boolean;
  /** Run each agent under bubblewrap (`bwrap`): only its workspace, HOME and trace folder writable. */
  sandbox?: SandboxKind;
  env?: Readonly<Record<string, string | undefined>>;
  /** Runs of the check per trial (`--check-repeats K`, default 1): runs that disagree make the trial `check_flaky`. */
  checkRepeats?: number;
  /** `--hypothesis`: stored in a new run's manifest (the ledger entry is the caller's); a resume keeps the stored one. */
  hypothesis?: Manifest["hypothesis"];
  /** A paid run may use a model the pricing table lacks (`--allow-unpriced`); default: refused before any trial. */
  allowUnpriced?: boolean;
  /**
   * Before a paid run, estimate its spend and refuse to start (InputError) above
   * CONFIRM_ABOVE_USD unless `yes` (`--yes`) or maxCostUsd is given. Absent: no estimate (library callers).
   */
  confirmSpend?: { yes: boolean };
  /**
   * Stop after the first pair when both arms' session.start is identical although the specs
   * differ (no-difference.ts): `eval ab` sets it; a gate compares a candidate that may
   * legitimately equal its reference, and does not.
   */
  stopWhenNoDifference?: boolean;
  /** The plan is made, nothing is written yet: the CLI prints its plan line here. */
  onPlan?: (plan: RunPlan) => void;
  /** A resume found trials of an earlier session cut off, and ended their processes and workspaces. */
  onSweep?: (swept: SweepResult) => void;
  /** `prior`: the records already in the run folder (resume), so progress can count them. */
  onStart?: (total: number, alreadyDone: number, runDir?: string, prior?: readonly TrialRecord[]) => void;
  /** `rate`: the rate-limit controller after this trial (halvings and recoveries over the whole run). */
  onTrial?: (record: TrialRecord, done: number, total: number, rate: RateState) => void;
  /** Sequential runs: each look's summary as it is taken (`summary.sequential.stop` says whether the run ends there). */
  onLook?: (summary: Summary) => void;
}

/**
 * A sequential design as `eval ab --sequential` takes it: `looks` a count (spread evenly over the
 * rounds) or the information fractions of the looks (e.g. [0.25, 0.5, 1]; `--looks 25%,50%,100%`),
 * efficacy spending ("obf", "pocock", "hsd:<gamma>") and the futility threshold on the
 * conditional power (0 = none; stats/sequential/futility.ts). What is left out is
 * {@link DEFAULT_SEQUENTIAL}'s ({@link defaultLooks} for the looks).
 */
export interface SequentialOptions { looks?: number | number[]; spending?: string; futility?: number }

/**
 * The default sequential design (issue 21 item 5; the search is bench/p4-search.ts, its figures
 * in bench/README.md "P4"): looks after half, three quarters and all of the trials, efficacy by
 * Hwang–Shih–DeCani spending (Hwang, Shih & DeCani 1990) with γ = SPENDING_GAMMA, and a
 * non-binding futility stop by conditional power under the trend below FUTILITY_GAMMA from
 * half the information on (Jennison & Turnbull 2000 §10.2–10.6). No look before half the trials:
 * after one trial per case the pass guardrail cannot be shown non-inferior below about 126
 * cases even at α = 0.05 (Tango's test), so a look there could only spend α that no ADOPT uses.
 */
export const DEFAULT_SEQUENTIAL = { fractions: [0.5, 0.75, 1] as readonly number[], spending: "hsd:-1", futility: 0.05 } as const;

/**
 * The default looks for `trials` rounds: after rounds ⌈0.5·T⌉, ⌈0.75·T⌉ and T, a round that two
 * of them share taken once, as fractions of T. T = 4: rounds 2, 3, 4; T = 3: rounds 2 and 3
 * (2/3 and 1); T = 2: rounds 1 and 2; T = 1: one look, the fixed design.
 * @example defaultLooks(3) // => [0.666…, 1]
 * @throws InputError unless trials is an integer ≥ 1
 */
export function defaultLooks(trials: number): number[] {
  if (!Number.isInteger(trials) || trials < 1) throw new InputError(`--sequential needs at least 1 trial per case, got ${trials}`);
  const rounds = [...new Set(DEFAULT_SEQUENTIAL.fractions.map((f) => Math.max(1, Math.ceil(f * trials - 1e-9))))];
  return rounds.map((r) => r / trials);
}

/** The simulator's settings for a run (used only when the provider is "sim"). */
export interface SimSettings {
  noise: number;
  faults: Record<string, number>;
  seed: number;
  latency: { firstTokenMs: number; tokensPerSec: number } | undefined;
  /** Both arms of a pair draw the same noise (common random numbers); else each arm its own. */
  noiseShared: boolean;
}

/** An experiment with every default resolved: what the later stages run and record. */
export interface RunPlan {
  runId: string;
  /** Absolute path of the run folder. */
  runDir: string;
  /** True when the folder holds this experiment already and only missing trials run. */
  resume: boolean;
  suite: LoadedSuite;
  baseline: Variant;
  candidate: Variant;
  /** Every candidate arm in the order given: `[candidate]` in a two-arm run. */
  candidates: Variant[];
  provider: ProviderName;
  baseUrl: string | undefined;
  model: string;
  /** Trials per case per arm. */
  trials: number;
  seed: number;
  concurrency: number;
  infraRetries: number;
  pricing: PricingTable;
  env: Readonly<Record<string, string | undefined>>;
  sim: SimSettings;
  maxCostUsd: number | undefined;
  maxTrials: number | undefined;
  maxTrialTokens: number | undefined;
  sandbox: SandboxKind;
  keepWorkspaces: boolean | undefined;
  /** Runs of the check per trial (≥ 1). */
  checkRepeats: number;
  /** The hypothesis a new run registers in its manifest. */
  hypothesis: Manifest["hypothesis"] | undefined;
  decision: Partial<DecisionOptions> | undefined;
  shard: Shard | undefined;
  /** The trial rounds after which the run is analysed: `[trials]` for a fixed design. */
  rounds: number[];
  /** The group-sequential plan, or null for a fixed design. */
  sequential: SequentialPlan | null;
  /** The pairs this run (this shard) owns, in the seeded order. */
  pairs: PlannedPair[];
  /** The manifest as planned (its `outcome` is added when the run ends). */
  manifest: Manifest;
  /** True when the provider bills (paid-run.ts `isPaidProvider`). */
  paid: boolean;
  /** The estimated spend line of a paid run asked to confirm its spend, else null. */
  spendLine: string | null;
  stopWhenNoDifference: boolean;
}

/** Default concurrency: the machine's cores, at most 4. */
export function defaultConcurrency(): number {
  return Math.max(1, Math.min(4, cpus().length));
}


/**
 * The trial round after which each look of a sequential run is taken: look k follows round
 * ceil(k·T/looks) of T, so looks are as evenly spaced in trials as whole rounds allow.
 * @example lookRounds(6, 3) // => [2, 4, 6]
 * @throws InputError when looks is not an integer in [1, min(T, 10)]
 */
export function lookRounds(trials: number, looks: number | readonly number[]): number[] {
  if (Array.isArray(looks)) return fractionRounds(trials, looks);
  if (typeof looks !== "number" || !Number.isInteger(looks) || looks < 1 || looks > Math.min(trials, 10)) {
    throw new InputError(`--looks must be an integer from 1 to ${Math.min(trials, 10)} (at most one look per round of trials, at most 10), got ${looks}`);
  }
  return Array.from({ length: looks }, (_, k) => Math.ceil(((k + 1) * trials) / looks));
}

/**
 * Looks given as fractions of the trials: look k follows round ceil(f_k·T − 1e-9).
 * @example fractionRounds(4, [0.25, 0.5, 1]) // => [1, 2, 4]
 * @throws InputError unless the fractions increase, lie in (0, 1], end at 1 and fall in different rounds
 */
function fractionRounds(trials: number, fractions: readonly number[]): number[] {
  const pct = fractions.map((f) => `${+(f * 100).toFixed(2)}%`).join(",");
  if (fractions.length < 1 || fractions.length > 10 || fractions.some((f, i) => !(f > 0 && f <= 1) || (i > 0 && f <= (fractions[i - 1] as number))) || fractions[fractions.length - 1] !== 1) {
    throw new InputError(`--looks ${pct}: give 1 to 10 increasing percentages of the trials ending at 100%, e.g. 25%,50%,100%`);
  }
  const rounds = fractions.map((f) => Math.max(1, Math.ceil(f * trials - 1e-9)));
  if (rounds.some((r, i) => i > 0 && r === rounds[i - 1])) {
    throw new InputError(`--looks ${pct}: with ${trials} trials per case the looks fall after rounds ${rounds.join(",")}; two looks cannot follow the same round (use fewer looks or more --trials)`);
  }
  return rounds;
}

/**
 * The plan of a sequential run, with information fractions r_k/T: each round adds one trial
 * per case and arm, so information grows with rounds (equal per-trial variance assumed;
 * between-case variance would make early looks carry relatively more information, which the
 * spending functions tolerate, research/statistics.md §6).
 * Left-out parts of the design are {@link DEFAULT_SEQUENTIAL}'s.
 * @throws InputError for impossible looks; RangeError for an unknown spending or futility threshold
 */
export function runSequentialPlan(trials: number, design: SequentialOptions, alpha: number): SequentialPlan {
  const rounds = lookRounds(trials, design.looks ?? defaultLooks(trials));
  return sequentialPlan(rounds.length, alpha, rounds.map((r) => r / trials), { spending: design.spending ?? DEFAULT_SEQUENTIAL.spending, futility: design.futility ?? DEFAULT_SEQUENTIAL.futility });
}

/** Where a sequential run is: its plan, the look analysed and the round that look follows. */
export interface LookAt { plan: SequentialPlan; look: number; round: number }

/**
 * Resolves the options into a plan: provider (anthropic with ANTHROPIC_API_KEY, else sim),
 * trials and model (the suite's), seed 1, infra retries 2, concurrency (cores, at most 4),
 * the run folder (`<resultsDir>/<runId>` or the folder resumed), the sequential design, the
 * shard's pairs and the manifest. Loads the price table when none is given.
 * @throws InputError for --sequential with --shard, an invalid --looks, a sandbox that cannot run here,
 *   and for a paid run an unpriced model (unless allowUnpriced) or an unconfirmed spend (paid-run.ts).
 */
export function planRun(o: ExperimentOptions): RunPlan {
  const env = o.env ?? process.env;
  const provider: ProviderName = o.provider ?? (env.ANTHROPIC_API_KEY ? "anthropic" : "sim");
  const trials = o.trials ?? o.suite.trials;
  const seed = o.seed ?? 1;
  const model = o.model ?? o.suite.model;
  const pricing = o.pricing ?? loadPricing();
  const infraRetries = o.infraRetries ?? 2;
  const sandbox = o.sandbox ?? "none";
  checkSandbox(sandbox);
  const runDir = o.resume ? resolve(o.resume) : resolve(o.resultsDir ?? "results", o.runId ?? newRunId());
  const runId = basename(runDir);
  const sim: SimSettings = { noise: o.simNoise ?? 1, faults: o.simFaults ?? {}, seed, latency: o.simLatency, noiseShared: o.simNoiseShared === true };
  const alpha = o.decision?.alpha ?? 0.05;
  if (o.sequential && o.shard && o.shard.count > 1) throw new InputError("--sequential cannot be combined with --shard: every shard would stop at its own look; run the sequential experiment unsharded");
  const rounds = o.sequential ? lookRounds(trials, o.sequential.looks ?? defaultLooks(trials)) : [trials];
  let sequential: SequentialPlan | null = null;
  try {
    sequential = o.sequential ? runSequentialPlan(trials, o.sequential, alpha) : null;
  } catch (err) {
    if (err instanceof RangeError) throw new InputError(err.message);
    throw err;
  }
  const candidates = o.candidates && o.candidates.length > 1 ? o.candidates : [o.candidate];
  if (candidates.length > 1 && o.sequential) throw new InputError(`--sequential takes one candidate: its boundaries spend alpha over the looks of one comparison, and stopping some of ${candidates.length} arms at a look while keeping Holm's familywise error needs a multi-arm group-sequential design this harness does not have; run the ${candidates.length} arms as a fixed design (leave out --sequential), or one sequential run per candidate (--candidate SPEC --sequential)`);
  if (candidates.length > 1 && o.shard && o.shard.count > 1) throw new InputError(`--shard takes one candidate: eval merge joins two-arm shards only, so the shards of ${candidates.length} arms could not be merged; run the ${candidates.length} arms unsharded, or shard one two-arm run per candidate`);
  const concurrency = o.concurrency ?? defaultConcurrency();
  const manifest = buildManifest({
    runId, suite: o.suite, baseline: o.baseline, candidate: candidates[0]!, candidates, provider, model, seed, trials,
    pricingDate: pricing.date, sim: provider === "sim" ? { noise: sim.noise, noiseShared: sim.noiseShared, faults: sim.faults, latency: sim.latency ?? null } : null,
    shard: o.shard && o.shard.count > 1 ? o.shard : null,
    options: { concurrency, infraRetries, checkRepeats: o.checkRepeats ?? 1, sandbox, maxCostUsd: o.maxCostUsd ?? null, maxTrials: o.maxTrials ?? null, maxTrialTokens: o.maxTrialTokens ?? null, sequential: sequential ? { looks: sequential.looks, rounds, alpha, spending: sequential.spending, futility: sequential.futility } : null },
  });
  const pairs = pairsInShard(planPairs(o.suite.loadedCases.map((c) => c.id), trials, seed, candidates.length), o.shard);
  // A paid run refuses what would waste money before the first trial (issue 22).
  const paid = isPaidProvider(provider, o.baseUrl, env);
  const armModels = [o.baseline, ...candidates].map((v) => v.model ?? model);
  if (paid && !o.allowUnpriced) checkModelsPriced(armModels, pricing);
  let spendLine: string | null = null;
  if (paid && o.confirmSpend) {
    const gate = spendGate(estimateSpend(o.suite, armModels, trials, pricing, o.maxTrialTokens), { yes: o.confirmSpend.yes, maxCostUsd: o.maxCostUsd });
    if (gate.refusal) throw new InputError(gate.refusal);
    spendLine = gate.line;
  }
  return {
    runId, runDir, resume: Boolean(o.resume), suite: o.suite, baseline: o.baseline, candidate: candidates[0]!, candidates,
    provider, baseUrl: o.baseUrl, model, trials, seed, concurrency, infraRetries, pricing, env, sim,
    maxCostUsd: o.maxCostUsd, maxTrials: o.maxTrials, maxTrialTokens: o.maxTrialTokens, sandbox, keepWorkspaces: o.keepWorkspaces,
    checkRepeats: o.checkRepeats ?? 1, hypothesis: o.hypothesis,
    decision: o.decision, shard: o.shard, rounds, sequential, pairs, manifest, paid, spendLine, stopWhenNoDifference: o.stopWhenNoDifference === true,
  };
}
