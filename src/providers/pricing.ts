/**
 * Cost of model requests from a dated pricing table kept as data (prices.json). An unpriced
 * model gives `null`, never 0: an unknown cost must not look free.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";

const Rates = z.object({
  input: z.number(),
  cacheWrite5m: z.number(),
  cacheWrite1h: z.number(),
  cacheRead: z.number(),
  output: z.number(),
});
export const LongPromptBand = Rates.extend({ thresholdTokens: z.number().int().positive() });
export const ModelPrice = Rates.extend({
  longPrompt: LongPromptBand.optional(),
  /** Where a figure comes from when it is not the plain pricing page (free text, for humans). */
  source: z.string().optional(),
});
export type ModelPrice = z.infer<typeof ModelPrice>;
export const PricingTable = z.object({
  date: z.string(),
  models: z.record(z.string(), ModelPrice),
  aliases: z.record(z.string(), z.string()).default({}),
});
export type PricingTable = z.infer<typeof PricingTable>;

const DEFAULT_TABLE_URL = new URL("./prices.json", import.meta.url);

/** Loads a pricing table (JSON), by default the shipped one. @throws on an invalid file. */
export function loadPricing(path: string | URL = DEFAULT_TABLE_URL): PricingTable {
  return PricingTable.parse(JSON.parse(readFileSync(path, "utf8")));
}

/**
 * The price entry of a model id (dated aliases resolved; a context suffix such as Claude Code's
 * `claude-opus-4-8[1m]` priced as the bare id, at its base rates: the table has no long-context
 * tier), or null when the table lacks it.
 */
export function priceOf(table: PricingTable, model: string): ModelPrice | null {
  const find = (id: string) => table.models[table.aliases[id] ?? id] ?? null;
  return find(model) ?? find(model.trim().replace(/\[[0-9a-z]+\]$/i, ""));
}

/** Token counts of one request, as the API's `usage` reports them. */
export interface RequestUsage {
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  /** Cache writes with a 1-hour TTL, when the API split them out; the rest are priced as 5-minute writes. */
  cache_creation_1h_input_tokens?: number | null;
}

/**
 * Cost of one request in USD: Σ tokens × price / 1e6, with the long-prompt band applied to the
 * whole request when its prompt (input + cache reads + cache writes) passes the model's
 * threshold (Haiku 5.5 at 100K; Sonnet 4.5 / 4.6 at 200K with the 1M-context beta; research
 * notes §4). Cache writes are 5-minute writes unless `cache_creation_1h_input_tokens` says
 * how many of them had the 1-hour TTL.
 * @returns USD, or null when the model is not in the table.
 * @example requestCostUsd(table, "claude-sonnet-5-5", {input_tokens: 1e6, output_tokens: 0}) // => 2
 */
export function requestCostUsd(table: PricingTable, model: string, u: RequestUsage): number | null {
  const price = priceOf(table, model);
  if (!price) return null;
  const read = u.cache_read_input_tokens ?? 0;
  const write = u.cache_creation_input_tokens ?? 0;
  const write1h = Math.min(write, u.cache_creation_1h_input_tokens ?? 0);
  const prompt = u.input_tokens + read + write;
  const r = price.longPrompt && prompt > price.longPrompt.thresholdTokens ? price.longPrompt : price;
  return (
    (u.input_tokens * r.input + read * r.cacheRead + (write - write1h) * r.cacheWrite5m + write1h * r.cacheWrite1h + u.output_tokens * r.output) /
    1e6
  );
}
