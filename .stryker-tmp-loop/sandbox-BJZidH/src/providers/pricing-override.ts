/**
 * A user's pricing file (`--pricing prices.yaml|json`) merged over the shipped table: to price
 * a local or new model, correct a price that changed, or add an alias. JSON is read with the
 * YAML parser (JSON is YAML 1.2), so errors in either name the file and line.
 *
 *   date: "2026-12-01"                        # optional: when these prices were looked up
 *   models:
 *     claude-sonnet-5-5: { cacheRead: 0.1 }   # a known model: only the fields given change
 *     qwen2.5-coder:7b: { input: 0, output: 0 }   # a new model: input and output required
 *     claude-haiku-5-5: { longPrompt: null }  # null removes a long-prompt band
 *   aliases:
 *     my-sonnet: claude-sonnet-5-5
 */
// @ts-nocheck

import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { z } from "zod";
import { InputError, locate, parseYamlLocated, validateLocated, type LocatedYaml } from "../suite/errors.ts";
import { loadPricing, ModelPrice, type PricingTable } from "./pricing.ts";

const usd = z.number().nonnegative();
const PartialRates = {
  input: usd.optional(),
  cacheWrite5m: usd.optional(),
  cacheWrite1h: usd.optional(),
  cacheRead: usd.optional(),
  output: usd.optional(),
};
const OverrideBand = z.strictObject({ ...PartialRates, thresholdTokens: z.number().int().positive().optional() });
const OverrideModel = z.strictObject({ ...PartialRates, longPrompt: OverrideBand.nullable().optional(), source: z.string().optional() });
export const PricingOverride = z.strictObject({
  $comment: z.string().optional(),
  date: z.string().optional(),
  currency: z.literal("USD").optional(),
  unit: z.literal("per_million_tokens").optional(),
  models: z.record(z.string(), OverrideModel).default({}),
  aliases: z.record(z.string(), z.string()).default({}),
});
export type PricingOverride = z.infer<typeof PricingOverride>;
type PartialRates = { input?: number; cacheWrite5m?: number; cacheWrite1h?: number; cacheRead?: number; output?: number };

/**
 * Cache prices as multiples of the input price, for a new model whose file gives only input
 * and output: 5-minute write 1.25×, 1-hour write 2×, read 0.1× (research/anthropic-api.md §3,
 * "TTL and pricing multipliers"; several current Claude models read cheaper, so give
 * `cacheRead` explicitly for those).
 */
export const DEFAULT_CACHE_MULTIPLIERS = { cacheWrite5m: 1.25, cacheWrite1h: 2, cacheRead: 0.1 } as const;

/** Fills the cache prices a new entry left out; null when input or output is missing. */
function complete<T extends PartialRates>(r: T): (T & Required<PartialRates>) | null {
  if (r.input === undefined || r.output === undefined) return null;
  const m = DEFAULT_CACHE_MULTIPLIERS;
  return {
    ...r,
    input: r.input,
    output: r.output,
    cacheWrite5m: r.cacheWrite5m ?? r.input * m.cacheWrite5m,
    cacheWrite1h: r.cacheWrite1h ?? r.input * m.cacheWrite1h,
    cacheRead: r.cacheRead ?? r.input * m.cacheRead,
  };
}

const defined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Merges an override over a table (pure; neither input is changed).
 * @param where turns a path in the override into "FILE:LINE:COL" for error messages
 * @returns the merged table; its `date` says that an override was applied
 * @throws InputError when a new model or a new long-prompt band lacks input, output or
 *   thresholdTokens, or an alias points at a model the merged table lacks
 */
export function mergePricing(base: PricingTable, o: PricingOverride, label: string, where: (path: PropertyKey[]) => string = () => label): PricingTable {
  const models = { ...base.models };
  const aliases = { ...base.aliases };
  for (const [id, m] of Object.entries(o.models)) {
    // A model priced by its own id must not stay hidden behind an alias of the same name.
    delete aliases[id];
    const { longPrompt, ...rates } = m;
    const old = models[id];
    const merged: Partial<ModelPrice> | null = old ? { ...old, ...defined(rates) } : complete(rates);
    if (!merged) throw new InputError(`${where(["models", id])}: model "${id}" is not in the shipped table, so it needs both input and output ($ per million tokens)`);
    if (longPrompt === null) delete merged.longPrompt;
    else if (longPrompt !== undefined) {
      const band = complete({ ...(old?.longPrompt ?? {}), ...defined(longPrompt) });
      const threshold = band?.thresholdTokens;
      if (!band || threshold === undefined) {
        throw new InputError(`${where(["models", id, "longPrompt"])}: a new long-prompt band for "${id}" needs thresholdTokens, input and output`);
      }
      merged.longPrompt = { ...band, thresholdTokens: threshold };
    }
    models[id] = ModelPrice.parse(merged);
  }
  for (const [alias, target] of Object.entries(o.aliases)) {
    if (!models[target]) throw new InputError(`${where(["aliases", alias])}: alias "${alias}" points at "${target}", which is not a priced model`);
    aliases[alias] = target;
  }
  const date = `${base.date} + ${label}${o.date ? ` (${o.date})` : ""}`;
  return { date, models, aliases };
}

/**
 * Loads a pricing override file (YAML or JSON, same shape) and merges it over `base`
 * (default: the shipped prices.json).
 * @param path the user's file, e.g. from `--pricing`
 * @returns the merged table (USD per million tokens)
 * @throws InputError "FILE:LINE:COL: …" when the file cannot be read or is not a valid override
 */
export function loadPricingOverride(path: string, base: PricingTable = loadPricing()): PricingTable {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new InputError(`--pricing ${path}: cannot read the file: ${(err as Error).message}`);
  }
  const y: LocatedYaml = parseYamlLocated(text, path);
  const o = validateLocated(y, PricingOverride) as PricingOverride;
  return mergePricing(base, o, `override ${basename(path)}`, (p) => {
    const at = locate(y, p, true);
    return `${path}:${at.line}:${at.col}`;
  });
}
