/**
 * Per-model facts the simulator needs: the minimum cacheable prompt prefix (tokens).
 * Below it nothing is cached and no error is raised (research notes anthropic-api.md §3).
 * The table's values come from third-party summaries citing the docs; the 5.5-generation
 * minimums are unconfirmed, so those models fall to DEFAULT_MIN_CACHEABLE.
 */
// @ts-nocheck

export const DEFAULT_MIN_CACHEABLE = 1024;

/** Model id prefix → minimum cacheable prefix in tokens. Longest matching prefix wins. */
export const MIN_CACHEABLE_TOKENS: Readonly<Record<string, number>> = {
  "claude-opus-5-5": DEFAULT_MIN_CACHEABLE, // unconfirmed
  "claude-sonnet-5-5": DEFAULT_MIN_CACHEABLE, // unconfirmed
  "claude-haiku-5-5": DEFAULT_MIN_CACHEABLE, // unconfirmed
  "claude-fable-5-1": DEFAULT_MIN_CACHEABLE, // unconfirmed
  "claude-opus-5": 512,
  "claude-fable-5": 512,
  "claude-mythos-5": 512,
  "claude-sonnet-5": 1024,
  "claude-opus-4-8": 1024,
  "claude-opus-4-7": 2048,
  "claude-opus-4-6": 4096,
  "claude-opus-4-5": 4096,
  "claude-haiku-4-5": 4096,
  "claude-sonnet-4": 1024,
  "claude-opus-4": 1024,
};

/**
 * Minimum cacheable prefix for a model id, in tokens.
 * @example minCacheableTokens("claude-opus-4-5-20251101") // => 4096
 * @example minCacheableTokens("my-local-model") // => 1024
 */
export function minCacheableTokens(model: string): number {
  let best: string | undefined;
  for (const prefix of Object.keys(MIN_CACHEABLE_TOKENS)) {
    if (model.startsWith(prefix) && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best === undefined ? DEFAULT_MIN_CACHEABLE : MIN_CACHEABLE_TOKENS[best]!;
}

/**
 * The model ids the simulator answers (the SDK 1.14 `Model` union), each with its output
 * ceiling in tokens (`max_tokens` above it is a 400). Source: research notes
 * anthropic-api.md §1 "max_tokens semantics" and §4 (128K for the 5.x models, 64K for Haiku 4.5
 * and Opus 4.5); the 4.6–4.8 and Sonnet 4.5/4.6 ceilings are the model overview's as summarised
 * there (Opus 4.6+ 128K, Sonnet 4.x 64K). A dated snapshot `ID-YYYYMMDD` is the same model.
 */
export const MODEL_MAX_OUTPUT_TOKENS: Readonly<Record<string, number>> = {
  "claude-fable-5-2": 128_000, "claude-mythos-5-2": 128_000, "claude-haiku-5-5": 128_000,
  "claude-sonnet-5-5": 128_000, "claude-fable-5-1": 128_000, "claude-opus-5-5": 128_000,
  "claude-mythos-5-1": 128_000, "claude-sonnet-5": 128_000, "claude-fable-5": 128_000,
  "claude-mythos-5": 128_000, "claude-opus-5": 128_000, "claude-opus-4-8": 128_000,
  "claude-opus-4-7": 128_000, "claude-mythos-preview": 128_000, "claude-opus-4-6": 128_000,
  "claude-sonnet-4-6": 64_000, "claude-haiku-4-5": 64_000, "claude-opus-4-5": 64_000,
  "claude-sonnet-4-5": 64_000,
};

/**
 * The output ceiling of a model id (tokens), or null when the API knows no such model
 * (it answers 404 `not_found_error`).
 * @example maxOutputTokens("claude-haiku-4-5-20251001") // => 64000
 * @example maxOutputTokens("claude-sonnet-9") // => null
 */
export function maxOutputTokens(model: string): number | null {
  const base = /^(.*)-\d{8}$/.exec(model)?.[1] ?? model;
  return MODEL_MAX_OUTPUT_TOKENS[base] ?? null;
}
