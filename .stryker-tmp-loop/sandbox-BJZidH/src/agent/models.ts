/**
 * Output ceilings per model (tokens), used as the default request `max_tokens`.
 * Source: /work/shared/research/anthropic-api.md §1 "max_tokens semantics" and §4 (model
 * pages): 128K for the 5.x models, 64K for Haiku 4.5 and Opus 4.5.
 */
// @ts-nocheck


const CEILINGS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^claude-(?:haiku|opus)-4-5(?:-\d{8})?$/, 64_000],
  [/^claude-(?:haiku|sonnet|opus|fable|mythos)-5(?:-\d+)?(?:-\d{8})?$/, 128_000],
];

/**
 * When a model is not in the table (a local server's model, an unlisted id) the agent uses
 * this conservative cap; set FREECODE_MAX_TOKENS to override.
 */
export const UNKNOWN_MODEL_MAX_TOKENS = 32_000;

/**
 * The documented output ceiling of a model, in tokens, or null when the table lacks it.
 * @example modelOutputCeiling("claude-sonnet-5-5") // => 128000
 * @example modelOutputCeiling("claude-haiku-4-5-20251001") // => 64000
 */
export function modelOutputCeiling(model: string): number | null {
  for (const [re, n] of CEILINGS) if (re.test(model)) return n;
  return null;
}

/**
 * The request's output cap (tokens): explicit option, else FREECODE_MAX_TOKENS (a positive
 * integer), else the model's ceiling, else UNKNOWN_MODEL_MAX_TOKENS.
 * @throws Error when FREECODE_MAX_TOKENS is set but not a positive integer.
 */
export function resolveMaxTokens(model: string, explicit: number | undefined, flagValue: string): number {
  if (explicit !== undefined) return explicit;
  if (flagValue !== "") {
    const n = Number(flagValue);
    if (!Number.isInteger(n) || n <= 0) {
      throw new Error(`FREECODE_MAX_TOKENS must be a positive integer, got "${flagValue}"`);
    }
    return n;
  }
  return modelOutputCeiling(model) ?? UNKNOWN_MODEL_MAX_TOKENS;
}
