/**
 * Per-trial metrics derived from an agent trace (DESIGN §5). Pure: events in, numbers out.
 */
// @ts-nocheck

import type { TraceEvent } from "../trace/index.ts";
import { requestCostUsd, type PricingTable } from "../providers/pricing.ts";
import { promptBlockTokens } from "../tokens/prompt-block.ts";

export interface TrialMetrics {
  /** Tokens, summed over every model response of the trial. */
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  /** All four token counts summed. */
  tokens: number;
  /** USD from the pricing table, per request; null when any response's model is unpriced. */
  costUsd: number | null;
  /** Responses whose model was not in the pricing table. */
  unpricedResponses: number;
  /** Model responses. */
  turns: number;
  toolCalls: number;
  /** Tool calls whose result was an error (unknown tool, bad input, failed command…). */
  failedToolCalls: number;
  /**
   * Wasted calls: a call whose name, exact input (whitespace included) and result equal an
   * earlier call's, with no workspace change since that call (see repeatKey; EVAL.md).
   */
  repeatedCalls: number;
  /** Calls of the `output` tool (recovering elided output). */
  pagebacks: number;
  /** Responses with at least 2 tool calls, and the largest batch. */
  parallelBatches: number;
  maxBatch: number;
  /** Agent guard events (max_tokens, shrink, elision, outside_workspace); provider signals are not counted. */
  guardTrips: number;
  /** guardTrips by kind, e.g. {max_tokens: 3, elision: 1}. */
  guardKinds: Record<string, number>;
  /** Responses that ended at max_tokens (cut by the output cap). */
  maxTokensStops: number;
  /** Tokens of the system prompt plus tool definitions of the first request (src/tokens/prompt-block.ts); null when the trace does not carry them. */
  promptBlockTokens: number | null;
  /** HTTP answers the provider's client retried: 429 rate limits, and 529/5xx. */
  rateLimits: number;
  httpRetries: number;
  /** ms: session start to end; summed model latency; summed tool durations. */
  wallMs: number;
  modelMs: number;
  toolMs: number;
  /** Count of responses per stop_reason. */
  stopReasons: Record<string, number>;
  /** Model ids the API echoed. */
  modelsServed: string[];
}

/**
 * The key under which a tool call repeats an earlier one, given the workspace changes seen so
 * far (`epoch`, counted after this call's own change: a call that changed the workspace is
 * never a repeat, and one that re-runs a command after a change is not either).
 * Traces with digests (the reference agent): name + exact input + result + epoch. Traces
 * without (external agents' adapters, older runs): name + canonical input, as before.
 */
export function repeatKey(e: Extract<TraceEvent, { type: "tool.call" }>, epoch: number): string {
  if (e.inputSha256 === undefined || e.resultSha256 === undefined) return `${e.name}\0${e.input}`;
  return `${e.inputSha256}\0${e.resultSha256}\0${epoch}`;
}

/**
 * Computes a trial's metrics from its trace events.
 * @param events trace events in file order
 * @param pricing the pricing table used for costUsd
 */
export function metricsFromTrace(events: readonly TraceEvent[], pricing: PricingTable): TrialMetrics {
  const m: TrialMetrics = {
    inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, tokens: 0,
    costUsd: 0, unpricedResponses: 0, turns: 0, toolCalls: 0, failedToolCalls: 0, repeatedCalls: 0, pagebacks: 0,
    parallelBatches: 0, maxBatch: 0, guardTrips: 0, guardKinds: {}, maxTokensStops: 0, promptBlockTokens: null, rateLimits: 0, httpRetries: 0, wallMs: 0, modelMs: 0, toolMs: 0,
    stopReasons: {}, modelsServed: [],
  };
  const seenCalls = new Set<string>();
  let epoch = 0;
  let start: number | null = null;
  let end: number | null = null;
  for (const e of events) {
    start ??= e.t;
    end = e.t;
    switch (e.type) {
      case "session.start":
        if (e.promptBlock && m.promptBlockTokens === null) m.promptBlockTokens = promptBlockTokens(e.promptBlock).total;
        break;
      case "model.response": {
        const u = e.usage;
        m.turns++;
        m.inputTokens += u.input_tokens;
        m.outputTokens += u.output_tokens;
        m.cacheReadTokens += u.cache_read_input_tokens;
        m.cacheWriteTokens += u.cache_creation_input_tokens;
        m.modelMs += e.latencyMs;
        const reason = e.stop_reason ?? "null";
        m.stopReasons[reason] = (m.stopReasons[reason] ?? 0) + 1;
        if (reason === "max_tokens") m.maxTokensStops++;
        if (!m.modelsServed.includes(e.model)) m.modelsServed.push(e.model);
        const cost = requestCostUsd(pricing, e.model, u);
        if (cost === null) m.unpricedResponses++;
        else m.costUsd = (m.costUsd ?? 0) + cost;
        if (e.toolUses.length >= 2) m.parallelBatches++;
        m.maxBatch = Math.max(m.maxBatch, e.toolUses.length);
        break;
      }
      case "tool.call": {
        m.toolCalls++;
        if (!e.ok) m.failedToolCalls++;
        m.toolMs += e.durationMs;
        if (e.name === "output") m.pagebacks++;
        if (e.workspaceChanged) epoch++;
        const key = repeatKey(e, epoch);
        if (seenCalls.has(key)) m.repeatedCalls++;
        else seenCalls.add(key);
        break;
      }
      case "guard":
        if (e.guard === "http_retry") {
          m.httpRetries++;
          if (/^HTTP 429/.test(e.detail)) m.rateLimits++;
        } else if (e.guard !== "stream_retry" && e.guard !== "stream_idle") {
          m.guardTrips++;
          m.guardKinds[e.guard] = (m.guardKinds[e.guard] ?? 0) + 1;
        }
        break;
      default:
        break;
    }
  }
  if (m.unpricedResponses > 0) m.costUsd = null;
  m.tokens = m.inputTokens + m.outputTokens + m.cacheReadTokens + m.cacheWriteTokens;
  m.wallMs = start !== null && end !== null ? end - start : 0;
  return m;
}
