/**
 * The `anthropic-ratelimit-*` headers every API response carries (research notes
 * anthropic-api.md §5 "Rate-limit response headers"): for requests, tokens, input-tokens and
 * output-tokens, a `-limit`, a `-remaining` and a `-reset` (RFC 3339). The simulator keeps one
 * window of a minute per API key (per trial) and counts what that key used in it; the limits
 * are those of a generous tier and are never enforced (a 429 comes only from the rate_limit
 * fault, which then reports nothing remaining). Token `remaining` values are rounded down to a
 * thousand, as the API rounds them.
 */
// @ts-nocheck


/** Per-minute limits the headers report (requests; tokens). */
export const RATE_LIMITS = { requests: 4_000, inputTokens: 2_000_000, outputTokens: 400_000 } as const;

const WINDOW_MS = 60_000;

export class RateWindow {
  private start = 0;
  private requests = 0;
  private input = 0;
  private output = 0;

  private roll(now: number): void {
    if (now - this.start >= WINDOW_MS) {
      this.start = now - (now % WINDOW_MS);
      this.requests = this.input = this.output = 0;
    }
  }

  /** Counts one request and its tokens (input includes cache reads and writes). */
  record(inputTokens: number, outputTokens: number, now = Date.now()): void {
    this.roll(now);
    this.requests++;
    this.input += inputTokens;
    this.output += outputTokens;
  }

  /**
   * The headers for a response sent now.
   * @param exhausted true for a 429: every remaining count is 0
   */
  headers(exhausted = false, now = Date.now()): Record<string, string> {
    this.roll(now);
    const reset = new Date(this.start + WINDOW_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
    const thousand = (n: number) => String(Math.max(0, Math.floor(n / 1000) * 1000));
    const left = (limit: number, used: number) => (exhausted ? 0 : limit - used);
    const inLeft = left(RATE_LIMITS.inputTokens, this.input);
    const outLeft = left(RATE_LIMITS.outputTokens, this.output);
    return {
      "anthropic-ratelimit-requests-limit": String(RATE_LIMITS.requests),
      "anthropic-ratelimit-requests-remaining": String(Math.max(0, left(RATE_LIMITS.requests, this.requests))),
      "anthropic-ratelimit-requests-reset": reset,
      "anthropic-ratelimit-input-tokens-limit": String(RATE_LIMITS.inputTokens),
      "anthropic-ratelimit-input-tokens-remaining": thousand(inLeft),
      "anthropic-ratelimit-input-tokens-reset": reset,
      "anthropic-ratelimit-output-tokens-limit": String(RATE_LIMITS.outputTokens),
      "anthropic-ratelimit-output-tokens-remaining": thousand(outLeft),
      "anthropic-ratelimit-output-tokens-reset": reset,
      "anthropic-ratelimit-tokens-limit": String(RATE_LIMITS.inputTokens + RATE_LIMITS.outputTokens),
      "anthropic-ratelimit-tokens-remaining": thousand(inLeft + outLeft),
      "anthropic-ratelimit-tokens-reset": reset,
    };
  }
}
