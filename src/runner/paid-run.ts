/**
 * What is checked before the first trial of a run that costs money (issue 22 item 1): every
 * model under test must have a price (else the spend is only known afterwards, as a lower
 * bound), and the estimated spend is shown and, above a threshold, must be confirmed.
 * A run is paid when it talks to a model API outside this machine and the local network
 * (a simulator or llama.cpp on loopback costs nothing).
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { priceOf, type PricingTable } from "../providers/pricing.ts";
import { parseTrialsCsv } from "../results/from-csv.ts";
import { InputError } from "../suite/errors.ts";
import type { LoadedSuite } from "../suite/schema.ts";
import { nearest } from "../suite/nearest.ts";
import type { ProviderName } from "./provider-binding.ts";
import { plural } from "../text/plural.ts";

/** USD: an estimate above this needs `--yes` or `--max-cost` before the run starts. */
export const CONFIRM_ABOVE_USD = 1;

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$/i;

/**
 * Whether the run is billed: the Anthropic API unless its base URL is on this machine or the
 * local network; an OpenAI-compatible server only when it is elsewhere (a hosted API).
 * @param baseUrl --base-url, else ANTHROPIC_BASE_URL / OPENAI_BASE_URL from `env`
 */
export function isPaidProvider(provider: ProviderName, baseUrl: string | undefined, env: Readonly<Record<string, string | undefined>>): boolean {
  if (provider === "sim") return false;
  const url = baseUrl ?? (provider === "anthropic" ? env.ANTHROPIC_BASE_URL : env.OPENAI_BASE_URL);
  if (!url) return provider === "anthropic";
  try {
    return !LOCAL_HOST.test(new URL(url).hostname);
  } catch {
    return true;
  }
}

/**
 * Refuses models the price table lacks, for a paid run.
 * @param models the models under test (each arm's), duplicates allowed
 * @throws InputError naming the model, a did-you-mean among priced models and --allow-unpriced
 */
export function checkModelsPriced(models: readonly string[], pricing: PricingTable): void {
  const known = [...Object.keys(pricing.models), ...Object.keys(pricing.aliases)];
  for (const m of new Set(models)) {
    if (priceOf(pricing, m)) continue;
    const near = nearest(m, known);
    throw new InputError(`model "${m}" has no price in the pricing table (${pricing.date})${near ? `; did you mean ${near}?` : "."} Its spend would be known only afterwards: fix the id, add its price with --pricing FILE, or pass --allow-unpriced to run it anyway`);
  }
}

/** The estimated spend of a run, USD, and where the figure comes from. */
export interface SpendEstimate {
  /** USD, null when no source gives an estimate for some case. */
  usd: number | null;
  trials: number;
  /** E.g. "suites/coding.calibration.csv" or "the cases' maxTrialTokens budgets". */
  source: string;
}

/** `<suite dir>/<name>.calibration.csv`: a stored run of the suite (EVAL.md "Planning"). */
export function calibrationFileOf(suite: LoadedSuite): string {
  return join(dirname(suite.file), `${basename(suite.file).replace(/\.ya?ml$/, "")}.calibration.csv`);
}

/** Mean costUsd per trial of each case in a stored run of the suite (both arms), or an empty map. */
function storedCostPerTrial(file: string): Map<string, number> {
  const out = new Map<string, number>();
  if (!existsSync(file)) return out;
  for (const c of parseTrialsCsv(readFileSync(file, "utf8"), file).cases) {
    const costs = [...c.baseline, ...c.candidate].map((o) => o.metrics.costUsd).filter((x): x is number => typeof x === "number");
    if (costs.length) out.set(c.caseId, costs.reduce((a, b) => a + b, 0) / costs.length);
  }
  return out;
}

/**
 * Estimates a run's spend: per case, the mean cost per trial of the suite's stored run
 * (priced at the suite's model, scaled by the ratio of the arm model's input price to it, as
 * most of an agent's tokens are input and cache tokens); for a case without one, its
 * `maxTrialTokens` budget at the arm model's input price (what a trial may use, an upper bound
 * for the tokens though not for output-heavy trials); for a case with neither, the stored run's
 * mean over its cases. Trials = cases × trials per arm.
 * @param arms the model of each arm
 * @returns usd null when a case has neither a stored cost nor a budget, or a model no price
 */
export function estimateSpend(suite: LoadedSuite, arms: readonly string[], trials: number, pricing: PricingTable, maxTrialTokens?: number): SpendEstimate {
  const calFile = calibrationFileOf(suite);
  const stored = storedCostPerTrial(calFile);
  const base = priceOf(pricing, suite.model);
  const sources = new Set<string>();
  const storedMean = stored.size ? [...stored.values()].reduce((a, b) => a + b, 0) / stored.size : undefined;
  let usd: number | null = 0;
  for (const model of arms) {
    const price = priceOf(pricing, model);
    for (const c of suite.loadedCases) {
      const s = stored.get(c.id);
      const budget = maxTrialTokens ?? c.maxTrialTokens ?? suite.maxTrialTokens;
      let perTrial: number | null = null;
      if (s !== undefined && price && base) {
        perTrial = s * (price.input / base.input);
        sources.add(relative(process.cwd(), calFile) || calFile);
      } else if (budget !== undefined && price) {
        perTrial = (budget * price.input) / 1e6;
        sources.add("the cases' maxTrialTokens budgets");
      } else if (storedMean !== undefined && price && base) {
        perTrial = storedMean * (price.input / base.input);
        sources.add(`its mean for cases not in ${basename(calFile)}`);
      }
      if (perTrial === null || usd === null) usd = null;
      else usd += perTrial * trials;
    }
  }
  return { usd, trials: suite.loadedCases.length * trials * arms.length, source: [...sources].join(" and ") || "no stored run and no maxTrialTokens" };
}

/**
 * The estimate line printed before a paid run, and whether the run may start.
 * @returns refusal: the message to exit with (exit 2), or null when the run may start
 */
export function spendGate(est: SpendEstimate, o: { yes: boolean; maxCostUsd?: number }): { line: string; refusal: string | null } {
  const figure = est.usd === null ? "unknown" : `$${est.usd.toFixed(2)}`;
  const line = `estimated spend: ${figure} for ${plural(est.trials, "trial")} (from ${est.source})${o.maxCostUsd !== undefined ? `; --max-cost $${o.maxCostUsd} stops the run before it passes that` : ""}`;
  const needs = est.usd === null || est.usd > CONFIRM_ABOVE_USD;
  if (!needs || o.yes || o.maxCostUsd !== undefined) return { line, refusal: null };
  return { line, refusal: `${line}. This run is billed: confirm with --yes, or cap it with --max-cost USD` };
}
