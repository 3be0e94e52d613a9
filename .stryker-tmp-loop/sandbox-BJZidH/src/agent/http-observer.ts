/**
 * Makes the HTTP retries the SDK performs silently visible in the trace: every 429, 529 or 5xx
 * answer becomes a `guard` event `http_retry`. The runner reads them to halve its concurrency
 * on rate limits (a rate limit is a property of the whole run, not of one trial).
 */
// @ts-nocheck

import type { TraceWriter } from "../trace/index.ts";

/** Wraps a fetch so that retryable HTTP failures are written to the trace. */
export function observeHttp(inner: typeof fetch, trace: TraceWriter, turn: () => number): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    if (res.status === 429 || res.status >= 500) {
      const after = res.headers.get("retry-after-ms") ?? res.headers.get("retry-after");
      trace.write({
        type: "guard", turn: Math.max(1, turn()), guard: "http_retry",
        detail: `HTTP ${res.status}${res.status === 429 ? " rate_limit" : res.status === 529 ? " overloaded" : ""}${after ? `; retry-after ${after}` : ""}`,
      });
    }
    return res;
  };
}
