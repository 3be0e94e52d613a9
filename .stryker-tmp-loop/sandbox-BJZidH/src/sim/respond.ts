/**
 * Sends one simulated response — JSON or SSE — with latency and the after-200 faults applied:
 * error_event (an SSE `error` event of type overloaded_error after HTTP 200, then the end of the
 * stream) and stream_cut (the connection dropped mid-stream, without message_stop).
 */
// @ts-nocheck

import type { ServerResponse } from "node:http";
import type { CacheUsage } from "./cache.ts";
import type { FaultKind } from "./faults.ts";
import { errorBody, sendJson } from "./http.ts";
import type { RenderedResponse } from "./render.ts";
import { formatSse, messageBody, sseEvents, type Latency } from "./wire.ts";

export interface Reply {
  messageId: string;
  requestId: string;
  model: string;
  rendered: RenderedResponse;
  usage: CacheUsage;
  latency?: Latency;
  fault: FaultKind | null;
  /** Extra response headers (the anthropic-ratelimit-* set). */
  headers?: Record<string, string>;
}

/** Events sent before an error_event / stream_cut fault strikes: message_start, ping, and a little content. */
const EVENTS_BEFORE_FAULT = 4;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Replies with a full Message (content-type application/json). */
export async function replyJson(res: ServerResponse, r: Reply): Promise<void> {
  if (r.latency) await sleep(r.latency.firstTokenMs + (r.rendered.outputTokens / r.latency.tokensPerSec) * 1000);
  sendJson(res, 200, messageBody(r.messageId, r.model, r.rendered, r.usage), r.requestId, r.headers);
}

/** Streams the response as named SSE events, stopping early if the client goes away. */
export async function replySse(res: ServerResponse, r: Reply): Promise<void> {
  let events = sseEvents(r.messageId, r.model, r.rendered, r.usage, r.latency);
  if (r.fault === "error_event" || r.fault === "stream_cut") events = events.slice(0, EVENTS_BEFORE_FAULT);
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
    "request-id": r.requestId,
    ...r.headers,
  });
  let gone = false;
  res.on("close", () => { gone = true; });
  // Events keep to a schedule from the first byte (not one sleep after another), so the time
  // spent writing and parsing does not add to the simulated output speed.
  const t0 = Date.now();
  let due = 0;
  for (const e of events) {
    due += e.delayMs;
    const wait = t0 + due - Date.now();
    if (wait > 0) await sleep(wait);
    if (gone) return;
    res.write(formatSse(e));
  }
  if (r.fault === "error_event") {
    const { type, error } = errorBody("overloaded_error", "Overloaded (simulated error event)", r.requestId);
    res.write(formatSse({ event: "error", data: { type, error } }));
  }
  // A cut stream is a dropped connection, as a real one is (no message_stop, no clean end of
  // the chunked body), so SDKs raise instead of returning a message without stop_reason.
  if (r.fault === "stream_cut") {
    // destroySoon: what was written goes out first, then the socket closes with the body unfinished.
    res.socket?.destroySoon();
    return;
  }
  res.end();
}
