/**
 * The simulator's Responses API front (`POST /v1/responses`), for agents that speak only
 * OpenAI's Responses API (Codex). It reads the request into the Messages shape
 * (responses-request.ts), plays the same trajectory through the same turn (turn.ts: same
 * policy, vocabulary, prompt cache, rate window and fault rolls as the Messages front), and
 * answers in Responses shapes (responses-wire.ts). Errors use OpenAI's body `{error: {message,
 * type, param, code}}`. Faults: overloaded → HTTP 500 `server_error`; rate_limit → 429
 * `rate_limit_exceeded` with retry-after; error_event → `response.failed` after HTTP 200;
 * stream_cut → the connection dropped mid-stream, before response.completed.
 * What it does not check is listed in EVAL.md (the Messages front's rule table does not apply).
 */
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { faultTag, rollFault, RETRY_AFTER_MS, type FaultRates } from "./faults.ts";
import { sendJson } from "./http.ts";
import { minCacheableTokens } from "./models.ts";
import { renderResponse } from "./render.ts";
import { parseResponsesRequest } from "./responses-request.ts";
import { responseBody, responseFailedEvent, responsesSseEvents } from "./responses-wire.ts";
import { requestSegments } from "./segments.ts";
import type { ResolvedTrial } from "./trials.ts";
import { planResponse, type TrialState } from "./turn.ts";
import { MissingCapability } from "./vocab.ts";
import { formatSse } from "./wire.ts";

export interface ResponsesFrontOptions {
  noise?: number;
  seed?: number;
  faults?: FaultRates;
  log?: (line: string) => void;
}

/** Output ceiling when the request sets no max_output_tokens (tokens; GPT-5's is 128K). */
const DEFAULT_MAX_OUTPUT = 128_000;

/** Events sent before an error_event / stream_cut fault strikes. */
const EVENTS_BEFORE_FAULT = 4;

function sendOpenAIError(res: ServerResponse, status: number, type: string, code: string | null, message: string, requestId: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { error: { message, type, param: null, code } }, requestId, { "x-request-id": requestId, ...headers });
}

/**
 * Answers one Responses request for a trial (the key is already resolved).
 * @param body the parsed JSON body
 */
export async function respondResponses(body: unknown, state: TrialState, trial: ResolvedTrial, res: ServerResponse, requestId: string, opts: ResponsesFrontOptions): Promise<void> {
  const r = parseResponsesRequest(body, DEFAULT_MAX_OUTPUT);
  if (typeof r === "string") return sendOpenAIError(res, 400, "invalid_request_error", null, r, requestId, state.rate.headers());
  const segs = requestSegments(r.create);
  if (typeof segs === "string") return sendOpenAIError(res, 400, "invalid_request_error", null, segs, requestId, state.rate.headers());

  const fault = rollFault(opts.faults ?? {}, opts.seed ?? 0, faultTag(trial.caseId, trial.seed, trial.attempt), ++state.requests);
  opts.log?.(`${requestId} ${trial.caseId}#${trial.seed} responses ${r.stream ? "sse" : "json"} messages=${r.create.messages.length}${fault ? ` fault=${fault}` : ""}`);
  const retry = { "retry-after-ms": String(RETRY_AFTER_MS), "retry-after": String(RETRY_AFTER_MS / 1000) };
  if (fault === "overloaded" || (fault === "error_event" && !r.stream)) {
    return sendOpenAIError(res, 500, "server_error", "server_error", "The server had an error while processing your request (simulated).", requestId, { ...state.rate.headers(), ...retry });
  }
  if (fault === "rate_limit") {
    return sendOpenAIError(res, 429, "requests", "rate_limit_exceeded", `Rate limit reached (simulated). Please try again in ${RETRY_AFTER_MS}ms.`, requestId, { ...state.rate.headers(true), ...retry });
  }
  if (fault === "stream_cut" && !r.stream) {
    res.socket?.destroy();
    return;
  }

  const plan = planResponse(r.create, trial, state, opts.noise ?? 1);
  if (plan instanceof MissingCapability) {
    opts.log?.(`${requestId} ${trial.caseId}#${trial.seed} missing capability ${plan.capability}`);
    return sendOpenAIError(res, 400, "invalid_request_error", "unsupported_tool", plan.message, requestId, state.rate.headers());
  }
  const rendered = renderResponse(plan, r.maxTokens);
  const usage = state.cache.account(segs, minCacheableTokens(r.model));
  state.rate.record(usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens, rendered.outputTokens);
  const id = `resp_sim${randomBytes(10).toString("hex")}`;
  if (!r.stream) return sendJson(res, 200, responseBody(id, r.model, rendered, usage, r.customTools), requestId, { "x-request-id": requestId, ...state.rate.headers() });

  let events = responsesSseEvents(id, r.model, rendered, usage, r.customTools);
  if (fault === "error_event" || fault === "stream_cut") events = events.slice(0, EVENTS_BEFORE_FAULT);
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive", "x-request-id": requestId, ...state.rate.headers() });
  for (const e of events) res.write(formatSse(e));
  if (fault === "error_event") res.write(formatSse(responseFailedEvent(id, r.model, "Overloaded (simulated error event)")));
  if (fault === "stream_cut") {
    res.socket?.destroySoon();
    return;
  }
  res.end();
}
