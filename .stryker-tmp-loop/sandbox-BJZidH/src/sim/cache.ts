/**
 * Prompt-cache accounting for one trial (research notes anthropic-api.md §3).
 *
 * A request is a list of segments in cache order (tools → system → messages), each with
 * its token count and a key naming the whole prefix up to and including it. Segments
 * marked with `cache_control` are breakpoints.
 * - read: from each breakpoint, look back up to LOOKBACK earlier segment boundaries for a
 *   prefix written before and still alive; the longest such prefix is read (and its TTL
 *   refreshed);
 * - write: every breakpoint past the read prefix whose prefix reaches the model's minimum
 *   cacheable length is written; the tokens between the read prefix and the last such
 *   breakpoint are the cache creation;
 * - the rest of the request is uncached input.
 * The real API shares a cache across an organisation; the simulator keeps one per API key
 * (per trial), so trials running side by side cannot warm each other's caches.
 */
// @ts-nocheck

export const LOOKBACK = 20;
export const TTL_MS = { "5m": 5 * 60_000, "1h": 60 * 60_000 } as const;
export type CacheTtl = keyof typeof TTL_MS;

export interface CacheSegment {
  /** Identity of the prefix ending with this segment (a running hash). */
  key: string;
  tokens: number;
  /** Set when this segment carries `cache_control`. */
  breakpoint?: CacheTtl;
}

export interface CacheUsage {
  input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
}

/** Bound on live prefixes per trial, so a runaway conversation cannot grow memory forever. */
const MAX_ENTRIES = 4096;

export class PromptCache {
  private readonly entries = new Map<string, { expires: number; ttl: CacheTtl }>();

  /** @param now clock in ms (injectable so tests control the TTL). */
  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Splits a request's input tokens into read / written / uncached, and updates the cache.
   * @param minTokens the model's minimum cacheable prefix (tokens); shorter prefixes are never written.
   * @returns usage counts in tokens; their sum is the request's total input tokens.
   */
  account(segments: readonly CacheSegment[], minTokens: number): CacheUsage {
    const t = this.now();
    for (const [k, e] of this.entries) if (e.expires <= t) this.entries.delete(k);

    const cum: number[] = [];
    let total = 0;
    for (const s of segments) cum.push((total += s.tokens));

    let hit = -1;
    segments.forEach((s, b) => {
      if (!s.breakpoint) return;
      for (let j = b; j >= Math.max(0, b - LOOKBACK); j--) {
        if (this.entries.has(segments[j]!.key)) {
          hit = Math.max(hit, j);
          break;
        }
      }
    });
    const read = hit >= 0 ? cum[hit]! : 0;
    if (hit >= 0) {
      const e = this.entries.get(segments[hit]!.key)!;
      this.refresh(segments[hit]!.key, e.ttl, t);
    }

    const split = { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 };
    let written = read;
    segments.forEach((s, b) => {
      if (!s.breakpoint || b <= hit || cum[b]! < minTokens) return;
      const add = cum[b]! - written;
      if (s.breakpoint === "1h") split.ephemeral_1h_input_tokens += add;
      else split.ephemeral_5m_input_tokens += add;
      written = cum[b]!;
      this.refresh(s.key, s.breakpoint, t);
    });
    const creation = written - read;
    return {
      input_tokens: total - read - creation,
      cache_read_input_tokens: read,
      cache_creation_input_tokens: creation,
      cache_creation: split,
    };
  }

  private refresh(key: string, ttl: CacheTtl, t: number): void {
    this.entries.delete(key);
    this.entries.set(key, { expires: t + TTL_MS[ttl], ttl });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
