/**
 * One model turn over `client.messages.stream()` + `finalMessage()`, with the two failure
 * modes the SDK leaves to the caller (research/anthropic-api.md §2, §5):
 * - a stalled stream: no event for FREECODE_STREAM_IDLE_MS (default 90,000 ms) aborts it
 *   through an AbortSignal (the SDK's own timeout covers only the wait for headers);
 * - a failure after HTTP 200 (an SSE `error` event such as overloaded_error, or a body cut
 *   before `message_stop`): the SDK does not retry those, so the turn is re-sent here with
 *   exponential backoff, up to `maxStreamRetries` times, each retry a `guard` event.
 * HTTP errors and connection failures before headers were already retried by the SDK
 * (maxRetries 2) and end the session as provider_error.
 */
// @ts-nocheck

import Anthropic, { APIConnectionError, APIError, APIUserAbortError, AnthropicError } from "@anthropic-ai/sdk";
import { numberFlag, type Env } from "./flags.ts";
import type { TraceWriter } from "../trace/index.ts";

type Params = Anthropic.Messages.MessageStreamParams;

/** The provider failed past every retry: an infrastructure outcome, not the agent's fault. */
export class ProviderError extends Error {
  readonly code = "FREECODE_PROVIDER_ERROR";
}

export interface RetryPolicy {
  /** Re-sends of a turn after a mid-stream failure or idle abort (default 4). */
  maxStreamRetries: number;
  /** First backoff delay in ms, doubled on each retry, capped at 30 s (default 1000). */
  baseDelayMs: number;
}
export const DEFAULT_RETRY: RetryPolicy = { maxStreamRetries: 4, baseDelayMs: 1000 };

/** SSE error types worth re-sending the turn for. */
const RETRYABLE_SSE = new Set(["overloaded_error", "api_error", "rate_limit_error", "timeout_error"]);

/** Whether a failure of a stream that had connected (got headers) is worth a retry. */
function retryableAfterConnect(err: unknown): boolean {
  if (err instanceof APIError && err.status !== undefined) return false;
  if (err instanceof APIError && !(err instanceof APIConnectionError)) {
    const type = (err.error as { error?: { type?: string } } | undefined)?.error?.type ?? err.type;
    return type === undefined || type === null || RETRYABLE_SSE.has(type);
  }
  return true; // body cut ("stream ended without…"), socket reset mid-body
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Streams one response.
 * @returns the final message and the latency (ms) of the successful attempt
 * @throws ProviderError when the provider fails past retries; rethrows non-provider errors
 */
export async function callModel(
  client: Anthropic,
  params: Params,
  ctx: { trace: TraceWriter; env: Env; turn: number; retry: RetryPolicy },
): Promise<{ message: Anthropic.Messages.Message; latencyMs: number }> {
  const requestChars = JSON.stringify(params).length;
  for (let attempt = 1; ; attempt++) {
    ctx.trace.write({ type: "model.request", turn: ctx.turn, messages: params.messages.length, requestChars, attempt });
    const idleMs = numberFlag(ctx.env, "FREECODE_STREAM_IDLE_MS");
    const controller = new AbortController();
    let idleFired = false;
    let connected = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        idleFired = true;
        controller.abort();
      }, idleMs);
    };
    const started = performance.now();
    arm();
    const stream = client.messages.stream(params, { signal: controller.signal });
    stream.on("connect", () => {
      connected = true;
      arm();
    });
    stream.on("streamEvent", arm);
    try {
      const message = await stream.finalMessage();
      return { message, latencyMs: Math.round(performance.now() - started) };
    } catch (err) {
      let why: string;
      if (idleFired) {
        why = `no stream event for ${idleMs} ms; aborted`;
        ctx.trace.write({ type: "guard", turn: ctx.turn, guard: "stream_idle", detail: `attempt ${attempt}: ${why}` });
      } else if (connected && !(err instanceof APIUserAbortError) && retryableAfterConnect(err)) {
        why = (err as Error).message ?? String(err);
        ctx.trace.write({ type: "guard", turn: ctx.turn, guard: "stream_retry", detail: `attempt ${attempt}: ${why}` });
      } else if (err instanceof AnthropicError) {
        throw new ProviderError((err as Error).message);
      } else throw err;
      if (attempt > ctx.retry.maxStreamRetries) {
        throw new ProviderError(`the stream failed ${attempt} times; last: ${why}`);
      }
      await sleep(Math.min(30_000, ctx.retry.baseDelayMs * 2 ** (attempt - 1)));
    } finally {
      clearTimeout(timer);
    }
  }
}
