/**
 * `eval ab --resume RUN`: the experiment's options come from the run's manifest (EVAL.md §13).
 * An option not given on the command line takes the stored value; one given is kept as given,
 * so a value that differs is still refused by the runner ("the experiment changed", resume.ts).
 * A new run gets the documented defaults instead. Options that govern one session only
 * (--max-trials, --max-cost, --yes, output) are never taken from the manifest.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { ArmSpec } from "../runner/candidate-arms.ts";
import type { Manifest } from "../runner/manifest.ts";
import { candidateVariants } from "../runner/manifest.ts";
import { parseVariant, type Variant } from "../runner/variant.ts";
import { InputError } from "../suite/input-error.ts";
import { resolveSuitePath } from "../suite/resolve.ts";
import { AB_DEFAULTS } from "./ab-defaults.ts";

/** The experiment options of `eval ab` that a resume may take from the manifest (yargs' names). */
export interface ExperimentArgs {
  baseline?: string[];
  candidate?: string[];
  arms?: string;
  /** The stored candidate arms (with their labels), when a resume takes them from the manifest. */
  storedArms?: ArmSpec[];
  trials?: number;
  seed?: number;
  concurrency?: number;
  provider?: string;
  model?: string;
  "sim-noise"?: number;
  "sim-noise-shared"?: boolean;
  "sim-faults"?: string;
  "sim-latency"?: string;
  sandbox?: string;
  shard?: string;
  sequential?: boolean;
  looks?: number | number[];
  spending?: string;
  futility?: number;
  alpha?: number;
  "max-trial-tokens"?: number;
  "infra-retries"?: number;
  "check-repeats"?: number;
  cases?: string[];
  tags?: string[];
}

export { AB_DEFAULTS };

/** The specs of a stored variant, refused when a secret in them was redacted (it cannot run again). */
function storedSpecs(v: Variant, which: string): string[] {
  const redacted = v.specs.find((s) => s.includes("[redacted]"));
  if (redacted) throw new InputError(`the manifest stores the ${which}'s spec ${redacted} with its secret removed; give the ${which === "baseline" ? "--baseline" : "--candidate"} spec(s) again with --resume`);
  return [...v.specs];
}

/** A stored arm as given: its label only when it is not the name its specs give anyway (a git arm's " @ commit" is added again when it is pinned). */
function storedArm(v: Variant, i: number): ArmSpec {
  const specs = storedSpecs(v, `candidate arm ${i + 1}`);
  const label = v.name.replace(/ @ [0-9a-f]{12}$/, "");
  return label !== parseVariant(specs).name ? { label, specs } : { specs };
}

/**
 * The suite a resume runs when none is given: the manifest's, by name when that name still
 * finds the same file (so messages say `coding`, not a path), else by its stored file, else by
 * name (a suite not found is then refused by the suite resolver, one that changed by resume.ts).
 */
export function resumedSuite(stored: Manifest): string {
  const { name, file } = stored.suite;
  try {
    if (resolve(resolveSuitePath(name)) === resolve(file)) return name;
  } catch {
    // The name finds no suite here: the stored file, if it is still there.
  }
  return existsSync(file) ? file : name;
}

/** Only the keys whose value is undefined are filled. */
function fill<T extends object>(given: T, values: Partial<T>): T {
  const out = { ...given };
  for (const [k, v] of Object.entries(values) as [keyof T, T[keyof T]][]) if (out[k] === undefined && v !== undefined) out[k] = v;
  return out;
}

/**
 * Fills the options not given: from the manifest `stored` on a resume, then the defaults of a
 * new run. Arms come from the manifest only when neither --candidate nor --arms is given.
 * @throws InputError when a stored spec had a secret redacted and the arm is not given again
 */
export function withManifestOptions<T extends ExperimentArgs>(given: T, stored: Manifest | null): T {
  let a = given;
  if (stored) {
    const armsGiven = (a.candidate?.length ?? 0) > 0 || a.arms !== undefined;
    const seq = stored.options?.sequential as { rounds?: number[]; alpha?: number; spending?: string; futility?: number } | null | undefined;
    const sim = stored.sim;
    a = fill(a, {
      ...(a.baseline === undefined || a.baseline.length === 0 ? { baseline: storedSpecs(stored.variants.baseline, "baseline") } : {}),
      ...(armsGiven ? {} : { storedArms: candidateVariants(stored).map(storedArm) }),
      trials: stored.trials, seed: stored.seed, provider: stored.provider, model: stored.model,
      ...(sim ? {
        "sim-noise": sim.noise, "sim-noise-shared": sim.noiseShared ?? false,
        "sim-faults": Object.keys(sim.faults).length ? Object.entries(sim.faults).map(([k, p]) => `${k}=${p}`).join(",") : undefined,
        "sim-latency": sim.latency ? `ttft=${sim.latency.firstTokenMs},tps=${sim.latency.tokensPerSec}` : undefined,
      } : {}),
      shard: stored.shard ? `${stored.shard.index}/${stored.shard.count}` : undefined,
      ...(seq && a.sequential === undefined ? {
        sequential: true, looks: seq.rounds?.map((r) => r / stored.trials), spending: seq.spending, futility: seq.futility, alpha: seq.alpha,
      } : {}),
      "max-trial-tokens": (stored.options?.maxTrialTokens as number | null | undefined) ?? undefined,
      concurrency: stored.options?.concurrency as number | undefined,
      sandbox: stored.options?.sandbox as string | undefined,
      "infra-retries": stored.options?.infraRetries as number | undefined,
      "check-repeats": stored.options?.checkRepeats as number | undefined,
      ...(a.cases === undefined && a.tags === undefined ? { cases: stored.suite.subset?.cases, tags: stored.suite.subset?.tags } : {}),
    } as Partial<T>);
  }
  return fill(a, { baseline: [], candidate: [], sequential: false, ...AB_DEFAULTS } as unknown as Partial<T>);
}
