/**
 * manifest.json: what ran, so a run can be explained, resumed, merged and re-analysed.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { InputError } from "../suite/errors.ts";
import { execaSync } from "execa";
import { PACKAGE_ROOT } from "../suite/load.ts";
import type { LoadedSuite } from "../suite/schema.ts";
import { redactVariant, type Variant } from "./variant.ts";

export interface Manifest {
  schema: 1;
  runId: string;
  createdAt: string;
  tool: { name: string; version: string; node: string; gitCommit: string | null; gitDirty: boolean | null };
  /** `subset`: the `--cases` / `--tags` the run was limited to (a resume applies it again); absent: every case. */
  suite: { name: string; file: string; hash: string; cases: Record<string, string>; subset?: { cases?: string[]; tags?: string[] } };
  /**
   * `candidates`: a multi-arm run's candidate arms in the order given (`candidate` is then the
   * first of them, for readers that know two arms only); absent in a two-arm run.
   */
  variants: { baseline: Variant; candidate: Variant; candidates?: Variant[] };
  provider: string;
  model: string;
  seed: number;
  trials: number;
  pricingDate: string;
  /**
   * Simulator settings; `noiseShared` true when both arms of a pair drew the same noise (common
   * random numbers), false when each arm had its own; absent in runs made before it existed.
   */
  sim: { noise: number; noiseShared?: boolean; faults: Record<string, number>; latency?: { firstTokenMs: number; tokensPerSec: number } | null } | null;
  /** The shard this run covers (`--shard i/n`), or null for all pairs. */
  shard: { index: number; count: number } | null;
  options: Record<string, unknown>;
  /** Filled when the run ends: model ids the API echoed, and why it stopped early if it did. */
  outcome?: {
    modelsServed: string[]; stoppedBy: string | null; notStarted: number; finishedAt: string;
    /** Sequential runs: the look the run ended at, the round it follows, and whether that look decided. */
    sequential?: { look: number; looks: number; round: number; decided: boolean; futility?: boolean };
    /** A merge given `--allow-partial` without every shard: which shards it holds and which are missing. */
    partial?: string;
    /** The rate-limit controller at the end (scheduler.ts RateState), halvings and recoveries summed over the run's sessions. */
    rate?: { limit: number; max: number; halvings: number; recoveries: number };
    /** What `--resume` found left behind by earlier sessions and ended (live-trials.ts). */
    swept?: { trials: number; processes: number; workspaces: number };
  };
  /** `--hypothesis`: the hypothesis this run tests, registered in the ledger when the run started. */
  hypothesis?: { text: string; ledger: string; registeredAt: string };
  /** For a merged run: the run folders it joins. */
  mergedFrom?: string[];
}

function git(args: string[]): string | null {
  try {
    return execaSync("git", args, { cwd: PACKAGE_ROOT, reject: true }).stdout.toString().trim();
  } catch {
    return null;
  }
}

/** The harness's own version and provenance. */
export function toolInfo(): Manifest["tool"] {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { name: string; version: string };
  const commit = git(["rev-parse", "HEAD"]);
  const status = commit ? git(["status", "--porcelain", "--untracked-files=no"]) : null;
  return { name: pkg.name, version: pkg.version, node: process.version, gitCommit: commit, gitDirty: status === null ? null : status.length > 0 };
}

/** Builds the manifest for a run; variants are stored with secrets redacted. */
export function buildManifest(p: {
  runId: string; suite: LoadedSuite; baseline: Variant; candidate: Variant; candidates?: readonly Variant[]; provider: string; model: string;
  seed: number; trials: number; pricingDate: string; sim: Manifest["sim"]; shard: Manifest["shard"]; options: Record<string, unknown>;
}): Manifest {
  return {
    schema: 1, runId: p.runId, createdAt: new Date().toISOString(), tool: toolInfo(),
    suite: { name: p.suite.name, file: p.suite.file, hash: p.suite.hash, cases: Object.fromEntries(p.suite.loadedCases.map((c) => [c.id, c.hash])), ...(p.suite.subset ? { subset: p.suite.subset } : {}) },
    variants: { baseline: redactVariant(p.baseline), candidate: redactVariant(p.candidate), ...(p.candidates && p.candidates.length > 1 ? { candidates: p.candidates.map(redactVariant) } : {}) },
    provider: p.provider, model: p.model, seed: p.seed, trials: p.trials, pricingDate: p.pricingDate, sim: p.sim, shard: p.shard, options: p.options,
  };
}

/**
 * Reads a run's manifest.json.
 * @throws InputError when missing, not JSON, or lacking the fields every reader relies on
 *   (schema 1, runId, suite.name, suite.cases, seed, variants).
 */
export function readManifest(runDir: string): Manifest {
  const file = join(runDir, "manifest.json");
  if (!existsSync(file)) throw new InputError(`${file}: no manifest (is ${runDir} a results folder of freecode eval ab?)`);
  let m: unknown;
  try {
    m = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new InputError(`${file}: not JSON: ${(err as Error).message}`);
  }
  const o = (m ?? {}) as Partial<Manifest>;
  const missing = [
    o.schema === 1 ? null : "schema: 1",
    typeof o.runId === "string" ? null : "runId",
    typeof o.suite?.name === "string" ? null : "suite.name",
    o.suite?.cases !== null && typeof o.suite?.cases === "object" ? null : "suite.cases",
    typeof o.seed === "number" ? null : "seed",
    o.variants !== null && typeof o.variants === "object" ? null : "variants",
  ].filter((x): x is string => x !== null);
  if (typeof m !== "object" || m === null || missing.length) {
    throw new InputError(`${file}: not a manifest of freecode eval ab (missing or invalid: ${missing.join(", ")})`);
  }
  return m as Manifest;
}

/**
 * The reason line of a partial merge (`eval merge --allow-partial`), or null: also pushed into
 * the summary's reasons, so summary.json and gate.json say it as the reports do.
 */
export function partialReason(m: Partial<Pick<Manifest, "outcome">>): string | null {
  return m.outcome?.partial ? `PARTIAL merge (${m.outcome.partial}): the verdict covers only the pairs of the shards merged, not the planned experiment` : null;
}

/** The candidate arms of a run: `variants.candidates` of a multi-arm run, else the one candidate. */
export function candidateVariants(m: Pick<Manifest, "variants">): Variant[] {
  return m.variants.candidates && m.variants.candidates.length > 1 ? m.variants.candidates : [m.variants.candidate];
}

/**
 * The manifest of a two-arm view of candidate `k` (1-based) of a multi-arm run: its variants
 * are the baseline and that candidate. For a two-arm run, the manifest itself.
 */
export function armManifest(m: Manifest, k: number): Manifest {
  const all = candidateVariants(m);
  if (all.length === 1) return m;
  const { candidates: _all, ...variants } = m.variants;
  return { ...m, variants: { ...variants, candidate: all[k - 1]! } };
}
