/**
 * A request as cache segments (tools → system → message blocks, the order in which the API
 * builds its cached prefix), each with a token count and a running prefix hash.
 */
// @ts-nocheck

import { createHash } from "node:crypto";
import type { CacheSegment, CacheTtl } from "./cache.ts";
import { toolResultText, type Block, type CountRequest } from "./request.ts";
import { countTextTokens } from "./tokens.ts";

/** The API allows at most this many cache_control breakpoints in one request. */
export const MAX_BREAKPOINTS = 4;

/**
 * Tokens of the framing that opens the reply (the assistant turn's start), which follows every
 * block of the request and so is never inside a cached prefix: why a fully cached real request
 * still reports a few `input_tokens`. Counted as uncached input on every request.
 */
export const REPLY_FRAMING_TOKENS = 3;

function withoutCacheControl(o: object): object {
  const { cache_control: _drop, ...rest } = o as Record<string, unknown>;
  return rest;
}

/**
 * The text a block contributes to the token count: its words, not its JSON wrapping (the
 * API counts content, plus framing tokens this proxy ignores).
 */
function blockText(b: Block): string {
  const x = b as Record<string, unknown>;
  switch (b.type) {
    case "text": return String(x.text ?? "");
    case "thinking": return String(x.thinking ?? "");
    case "tool_use": return `${String(x.name ?? "")} ${JSON.stringify(x.input ?? {})}`;
    case "tool_result": return toolResultText(b);
    default: return JSON.stringify(withoutCacheControl(b));
  }
}

/**
 * String content is shorthand for one text block; the API caches them as the same prefix
 * (an agent typically sends the first prompt as a block with cache_control, then as a string).
 */
function asBlocks(content: string | Block[]): Block[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}

function toolText(t: Record<string, unknown>): string {
  return `${String(t.name ?? "")}\n${String(t.description ?? "")}\n${JSON.stringify(t.input_schema ?? {})}`;
}

function ttlOf(cc: { ttl?: CacheTtl } | null | undefined): CacheTtl | undefined {
  return cc ? cc.ttl ?? "5m" : undefined;
}

/**
 * Segments of a request, in cache order. A top-level `cache_control` (automatic caching)
 * puts a breakpoint on the last segment.
 * @returns segments, or an error message when the request has more than MAX_BREAKPOINTS.
 */
export function requestSegments(req: CountRequest): CacheSegment[] | string {
  const raw: Array<{ ident: unknown; text: string; bp?: CacheTtl }> = [];
  for (const t of req.tools ?? []) raw.push({ ident: ["tool", withoutCacheControl(t)], text: toolText(t), bp: ttlOf(t.cache_control) });
  for (const b of asBlocks(req.system ?? [])) raw.push({ ident: ["system", withoutCacheControl(b)], text: blockText(b), bp: ttlOf(b.cache_control) });
  req.messages.forEach((m, i) => {
    for (const b of asBlocks(m.content)) raw.push({ ident: [m.role, i, withoutCacheControl(b)], text: blockText(b), bp: ttlOf(b.cache_control) });
  });
  const last = raw.at(-1);
  if (req.cache_control && last && !last.bp) last.bp = ttlOf(req.cache_control);
  const marks = raw.filter((r) => r.bp).length;
  if (marks > MAX_BREAKPOINTS) {
    return `A maximum of ${MAX_BREAKPOINTS} blocks with cache_control may be provided. Found ${marks}.`;
  }
  let h = createHash("sha256").update(req.model).digest("hex");
  const segs: CacheSegment[] = raw.map((r) => {
    h = createHash("sha256").update(h).update(JSON.stringify(r.ident)).digest("hex");
    return { key: h, tokens: countTextTokens(r.text), ...(r.bp ? { breakpoint: r.bp } : {}) };
  });
  segs.push({ key: createHash("sha256").update(h).update("reply-framing").digest("hex"), tokens: REPLY_FRAMING_TOKENS });
  return segs;
}

/** Total input tokens of a request's segments. */
export function totalTokens(segments: readonly CacheSegment[]): number {
  return segments.reduce((s, x) => s + x.tokens, 0);
}
