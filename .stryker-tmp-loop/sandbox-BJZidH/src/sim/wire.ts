/**
 * The Messages API wire shapes the simulator sends: the JSON `Message`, and the SSE event
 * sequence for `stream: true` (research notes anthropic-api.md §2): message_start (usage with
 * the input and cache counts, output_tokens 1) → per block content_block_start /
 * content_block_delta… / content_block_stop → message_delta (stop_reason, cumulative usage)
 * → message_stop. A block cut by max_tokens gets no content_block_stop.
 */
// @ts-nocheck

import { partialParse } from "@anthropic-ai/sdk/_vendor/partial-json-parser/parser";
import type { CacheUsage } from "./cache.ts";
import type { RenderedResponse, WireBlock } from "./render.ts";
import { countTextTokens } from "./tokens.ts";

export interface SseEvent {
  event: string;
  data: unknown;
  /** Milliseconds to wait before sending (simulated latency); 0 without latency. */
  delayMs: number;
}

export interface Latency {
  /** Time to first token, ms. */
  firstTokenMs: number;
  /** Output speed, tokens per second. */
  tokensPerSec: number;
}

const TEXT_CHUNK_CHARS = 64;
/**
 * A tool call's input streams in input_json_delta pieces of about this many characters (about a dozen
 * tokens each, as the API streams them), so a long `write` arrives gradually, a cut one ends
 * mid-piece, and with --sim-latency each piece waits for its own tokens.
 */
const JSON_CHUNK_CHARS = 48;

function usageJson(u: CacheUsage, outputTokens: number) {
  return { ...u, output_tokens: outputTokens, service_tier: "standard" };
}

function contentJson(b: WireBlock) {
  if (b.type === "text") return { type: "text", text: b.text, citations: null };
  // A cut tool call's input is what a lenient parser makes of the partial JSON (as the SDK does).
  const input = b.complete ? b.input : b.json ? (partialParse(b.json) as Record<string, unknown>) : {};
  return { type: "tool_use", id: b.id, name: b.name, input, caller: { type: "direct" } };
}

/** The non-streaming response body (a full `Message`). */
export function messageBody(id: string, model: string, r: RenderedResponse, usage: CacheUsage) {
  return {
    id, type: "message", role: "assistant", model,
    content: r.blocks.map(contentJson),
    stop_reason: r.stopReason, stop_sequence: r.stopSequence, stop_details: null,
    usage: usageJson(usage, r.outputTokens),
  };
}

/** Splits text into `n` pieces of about equal length, never inside a surrogate pair. */
function splitEven(text: string, n: number): string[] {
  const chars = Array.from(text);
  const size = Math.max(1, Math.ceil(chars.length / n));
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}

function deltas(b: WireBlock): string[] {
  if (b.type === "text") return splitEven(b.text, Math.max(1, Math.ceil(b.text.length / TEXT_CHUNK_CHARS)));
  // The API's first input_json_delta is often empty.
  return ["", ...splitEven(b.json, Math.max(3, Math.ceil(b.json.length / JSON_CHUNK_CHARS)))];
}

/**
 * The SSE events of a response, with per-event delays when `latency` is given (the first
 * content event waits firstTokenMs; each delta waits its share of tokens / tokensPerSec).
 */
export function sseEvents(id: string, model: string, r: RenderedResponse, usage: CacheUsage, latency?: Latency): SseEvent[] {
  const ev: SseEvent[] = [];
  const push = (event: string, data: Record<string, unknown>, delayMs = 0) => ev.push({ event, data: { type: event, ...data }, delayMs });
  push("message_start", {
    message: { id, type: "message", role: "assistant", model, content: [], stop_reason: null, stop_sequence: null, stop_details: null, usage: usageJson(usage, 1) },
  });
  push("ping", {});
  let first = true;
  r.blocks.forEach((b, index) => {
    const start = b.type === "text" ? { type: "text", text: "", citations: null } : { type: "tool_use", id: b.id, name: b.name, input: {}, caller: { type: "direct" } };
    push("content_block_start", { index, content_block: start }, first && latency ? latency.firstTokenMs : 0);
    first = false;
    const body = b.type === "text" ? b.text : b.json;
    const tokens = countTextTokens(body);
    for (const piece of deltas(b)) {
      const delay = latency && body.length > 0 ? ((tokens * piece.length) / body.length / latency.tokensPerSec) * 1000 : 0;
      const delta = b.type === "text" ? { type: "text_delta", text: piece } : { type: "input_json_delta", partial_json: piece };
      push("content_block_delta", { index, delta }, delay);
    }
    if (b.complete) push("content_block_stop", { index });
  });
  push("message_delta", {
    delta: { stop_reason: r.stopReason, stop_sequence: r.stopSequence, stop_details: null },
    usage: usageJson(usage, r.outputTokens),
  });
  push("message_stop", {});
  return ev;
}

/** One event as it goes on the wire: `event: <name>\ndata: <json>\n\n`. */
export function formatSse(e: Pick<SseEvent, "event" | "data">): string {
  return `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}
