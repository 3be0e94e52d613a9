/**
 * Model echo: every response names the model that served it (trace `model.response.model`,
 * metrics `modelsServed`). When it is not the one requested — a gateway's fallback, a local
 * server that ignores the model field, an agent's background calls on a cheaper model — the
 * results are about a different model, and the report says so.
 */
import type { PricingTable } from "./pricing.ts";

const SNAPSHOT_DATE = /-\d{8}$/;

/**
 * A context-window suffix as Claude Code takes it on a model id (`claude-opus-4-8[1m]`: the
 * same model with the 1M-token context beta; the API is sent the id without it, so responses
 * name the bare id while Claude Code's modelUsage keeps the suffix).
 */
export const CONTEXT_SUFFIX = /\[[0-9a-z]+\]$/i;

/** The id without a context suffix (`[1m]`). @example withoutContextSuffix("claude-opus-4-8[1m]") // => "claude-opus-4-8" */
export function withoutContextSuffix(id: string): string {
  return id.trim().replace(CONTEXT_SUFFIX, "");
}

/** The id without a context suffix (`[1m]`), snapshot date (`-20251001`) or Ollama's default tag (`:latest`). */
function stem(id: string): string {
  return withoutContextSuffix(id).replace(SNAPSHOT_DATE, "").replace(/:latest$/, "");
}

/**
 * Whether a served model id names the requested model: equal ids; the same id with or
 * without a context suffix (`[1m]`), a snapshot date or `:latest` tag; or two ids the pricing
 * table aliases to one entry.
 * @example sameModel("claude-haiku-4-5", "claude-haiku-4-5-20251001") // => true
 * @example sameModel("claude-sonnet-5-5", "claude-haiku-5-5") // => false
 */
export function sameModel(requested: string, served: string, table?: PricingTable): boolean {
  if (requested === served || stem(requested) === stem(served)) return true;
  if (!table) return false;
  const canonical = (id: string) => table.aliases[withoutContextSuffix(id)] ?? withoutContextSuffix(id);
  return canonical(requested) === canonical(served);
}

/**
 * The served model ids that differ from the requested one, in the order given, for the
 * report's warning; empty when every response came from the requested model.
 * @example servedModelMismatches("claude-sonnet-5-5", ["claude-sonnet-5-5", "claude-haiku-5-5"]) // => ["claude-haiku-5-5"]
 */
export function servedModelMismatches(requested: string, served: readonly string[], table?: PricingTable): string[] {
  return [...new Set(served)].filter((s) => !sameModel(requested, s, table));
}

/**
 * One warning line for a report, or null when nothing differs.
 * @param who what ran, e.g. "candidate (agent:claude-code)"
 * @example modelEchoWarning("baseline", "qwen3", ["qwen3-8b-q4"]) // => 'baseline: requested model "qwen3" but responses came from "qwen3-8b-q4"'
 */
export function modelEchoWarning(who: string, requested: string, served: readonly string[], table?: PricingTable): string | null {
  const off = servedModelMismatches(requested, served, table);
  if (off.length === 0) return null;
  return `${who}: requested model "${requested}" but responses came from ${off.map((s) => `"${s}"`).join(", ")}`;
}
