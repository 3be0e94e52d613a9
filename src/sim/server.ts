/**
 * The offline simulator: a node:http server on 127.0.0.1 speaking the Anthropic Messages API
 * (`POST /v1/messages`, JSON and SSE; `POST /v1/messages/count_tokens`), so an agent talks to
 * it through the official SDK exactly as to the real API (ANTHROPIC_BASE_URL). It plays each
 * case's `sim.steps` (policy.ts) and is blind to the variant: it sees only requests. DESIGN §6.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { PromptCache } from "./cache.ts";
import { checkRequest } from "./api-rules.ts";
import { faultTag, rollFault, RETRY_AFTER_MS, type FaultRates } from "./faults.ts";
import { apiKeyOf, newRequestId, readBody, sendError, sendJson } from "./http.ts";
import { minCacheableTokens } from "./models.ts";
import { RateWindow } from "./ratelimit.ts";
import { renderResponse } from "./render.ts";
import { parseCountRequest, parseCreateRequest } from "./request.ts";
import { respondResponses } from "./responses-front.ts";
import { replyJson, replySse } from "./respond.ts";
import { requestSegments, totalTokens } from "./segments.ts";
import { TrialRegistry, type ResolvedTrial, type SimCase, type TrialBinding } from "./trials.ts";
import type { Latency } from "./wire.ts";
import { MissingCapability } from "./vocab.ts";
import { planResponse, type TrialState } from "./turn.ts";

export type { SimCase, TrialBinding } from "./trials.ts";

export interface SimOptions {
  cases: SimCase[];
  /** Scale of the noise chances in 0..1 (noise.ts NOISE_DEFAULTS); default 1; 0 = deterministic. */
  noise?: number;
  /** Run seed: drives fault rolls (noise is seeded per trial and arm at registerTrial). Default 0. */
  seed?: number;
  /** Probability per request of each fault (faults.ts). Default none. */
  faults?: FaultRates;
  /** Simulated time to first token and output speed. Default none (as fast as possible). */
  latency?: Latency;
  /** Receives one line per request (for `freecode sim serve`). */
  log?: (line: string) => void;
}

export interface SimServer {
  /** `http://127.0.0.1:PORT`, without `/v1` (the SDK appends it). */
  url: string;
  port: number;
  /** Binds an API key to a trial (case, per-trial seed, live workspace). @throws Error for an unknown case. */
  registerTrial(apiKey: string, t: TrialBinding): void;
  close(): Promise<void>;
}

export { TEXT_ONLY_PREFIX } from "./turn.ts";

/**
 * Starts the simulator on 127.0.0.1.
 * @param opts.port 0 (default) for an ephemeral port.
 * @throws Error when the port cannot be bound.
 */
export async function startSimServer(opts: SimOptions & { port?: number }): Promise<SimServer> {
  const registry = new TrialRegistry(opts.cases);
  const states = new Map<string, TrialState>();
  const stateOf = (key: string): TrialState => {
    let s = states.get(key);
    if (!s) states.set(key, (s = { cache: new PromptCache(), requests: 0, rate: new RateWindow() }));
    return s;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = newRequestId();
    const path = (req.url ?? "").split("?")[0];
    const route = req.method === "POST" && (path === "/v1/messages" || path === "/v1/messages/count_tokens" || path === "/v1/responses") ? path : null;
    if (!route) return sendError(res, 404, "not_found_error", `Not found: ${req.method} ${path}`, requestId);
    const key = apiKeyOf(req);
    const trial = key ? registry.resolve(key) : null;
    if (!key || !trial) return sendError(res, 401, "authentication_error", "invalid x-api-key", requestId);
    const state = stateOf(key);
    const rate = (exhausted = false) => state.rate.headers(exhausted);

    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch (err) {
      if ((err as { tooLarge?: boolean }).tooLarge) return sendError(res, 413, "request_too_large", "Request exceeds the maximum allowed number of bytes.", requestId, rate());
      return sendError(res, 400, "invalid_request_error", "The request body is not valid JSON.", requestId, rate());
    }
    if (route === "/v1/responses") return respondResponses(body, state, trial, res, requestId, opts);
    const broken = checkRequest({ route: route === "/v1/messages" ? "messages" : "count_tokens", headers: req.headers, body });
    if (broken) {
      opts.log?.(`${requestId} ${trial.caseId}#${trial.seed} rejected ${broken.status} ${broken.rule}: ${broken.message}`);
      return sendError(res, broken.status, broken.type, broken.message, requestId, rate());
    }

    if (route === "/v1/messages/count_tokens") {
      const r = parseCountRequest(body);
      const segs = typeof r === "string" ? r : requestSegments(r);
      if (typeof segs === "string") return sendError(res, 400, "invalid_request_error", segs, requestId, rate());
      return sendJson(res, 200, { input_tokens: totalTokens(segs) }, requestId, rate());
    }
    return messages(body, state, trial, res, requestId);
  };

  const messages = async (body: unknown, state: TrialState, trial: ResolvedTrial, res: ServerResponse, requestId: string) => {
    const r = parseCreateRequest(body);
    if (typeof r === "string") return sendError(res, 400, "invalid_request_error", r, requestId, state.rate.headers());
    const segs = requestSegments(r);
    if (typeof segs === "string") return sendError(res, 400, "invalid_request_error", segs, requestId, state.rate.headers());

    const fault = rollFault(opts.faults ?? {}, opts.seed ?? 0, faultTag(trial.caseId, trial.seed, trial.attempt), ++state.requests);
    opts.log?.(`${requestId} ${trial.caseId}#${trial.seed} ${r.stream ? "sse" : "json"} messages=${r.messages.length}${fault ? ` fault=${fault}` : ""}`);
    // One wait, said twice: retry-after in (fractional) seconds, retry-after-ms in ms.
    const retry = { "retry-after-ms": String(RETRY_AFTER_MS), "retry-after": String(RETRY_AFTER_MS / 1000) };
    if (fault === "overloaded" || (fault === "error_event" && !r.stream)) {
      return sendError(res, 529, "overloaded_error", "Overloaded (simulated)", requestId, { ...state.rate.headers(), ...retry });
    }
    if (fault === "rate_limit") {
      return sendError(res, 429, "rate_limit_error", "Number of request tokens has exceeded your per-minute rate limit (simulated)", requestId, { ...state.rate.headers(true), ...retry });
    }
    if (fault === "stream_cut" && !r.stream) {
      res.socket?.destroy();
      return;
    }

    const plan = planResponse(r, trial, state, opts.noise ?? 1);
    if (plan instanceof MissingCapability) {
      opts.log?.(`${requestId} ${trial.caseId}#${trial.seed} missing capability ${plan.capability}`);
      return sendError(res, 400, "invalid_request_error", plan.message, requestId, state.rate.headers());
    }
    const planned = plan;
    const rendered = renderResponse(planned, r.max_tokens, r.stop_sequences);
    const usage = state.cache.account(segs, minCacheableTokens(r.model));
    state.rate.record(usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens, rendered.outputTokens);
    const reply = {
      messageId: `msg_sim${randomBytes(10).toString("hex")}`, requestId, model: r.model,
      rendered, usage, latency: opts.latency, fault, headers: state.rate.headers(),
    };
    return r.stream ? replySse(res, reply) : replyJson(res, reply);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      opts.log?.(`simulator error: ${message}`);
      if (!res.headersSent) sendError(res, 500, "api_error", `simulator error: ${message}`, newRequestId());
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    registerTrial: (apiKey, t) => registry.register(apiKey, t),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
