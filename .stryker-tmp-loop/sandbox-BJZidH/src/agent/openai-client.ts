/**
 * A model client for OpenAI-compatible servers (llama.cpp `llama-server`, Ollama, vLLM) over
 * `POST {baseURL}/chat/completions`, shaped as the part of the Anthropic SDK client that the
 * agent loop uses: `messages.stream(params, {signal})` returning a stream with
 * `on("connect" | "streamEvent")` and `finalMessage()` (see model-call.ts). Requests and
 * responses are converted (openai-request.ts, openai-response.ts), so the loop, the trace and
 * the guards stay the same for every provider.
 *
 * Plain fetch and a small SSE reader rather than the `openai` package: it is not a dependency,
 * and the three servers need only the streamed chat endpoint.
 *
 * Failures follow the SDK's split, so model-call.ts treats them alike:
 * - before headers: HTTP 408/409/429/5xx and connection errors are retried here (maxRetries,
 *   default 2; `retry-after-ms` / `retry-after` obeyed, else 0.5 s × 2^n up to 8 s), then
 *   thrown as the SDK's APIError / APIConnectionError (→ provider_error);
 * - after headers (an error chunk, a body cut before `finish_reason`): a plain Error, which
 *   model-call.ts re-sends as a stream retry.
 */
// @ts-nocheck

import { EventEmitter } from "node:events";
import type Anthropic from "@anthropic-ai/sdk";
import { APIConnectionError, APIError } from "@anthropic-ai/sdk";
import { toChatRequest } from "./openai-request.ts";
import { ChatAccumulator, type ChatChunk } from "./openai-response.ts";
import { sseData } from "./sse-lines.ts";

type Params = Anthropic.Messages.MessageStreamParams;
type Message = Anthropic.Messages.Message;

export interface OpenAICompatOptions {
  /** The server's OpenAI base URL, with its `/v1`: e.g. http://127.0.0.1:8080/v1 (llama.cpp), http://127.0.0.1:11434/v1 (Ollama). */
  baseURL: string;
  /** Sent as `Authorization: Bearer`; local servers ignore it. Never written to the trace. */
  apiKey?: string;
  /** Retries of a request that failed before headers (default 2). */
  maxRetries?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

const retryableStatus = (s: number) => s === 408 || s === 409 || s === 429 || s >= 500;

/** Wait before retry `n` (0-based), in ms: the server's hint, else exponential backoff. */
export function retryDelayMs(headers: Headers | null, n: number): number {
  const ms = Number(headers?.get("retry-after-ms"));
  if (ms > 0) return ms;
  const after = headers?.get("retry-after");
  if (after) {
    const s = Number(after);
    const at = Number.isFinite(s) ? s * 1000 : Date.parse(after) - Date.now();
    if (at > 0) return at;
  }
  return Math.min(8000, 500 * 2 ** n);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
  });
}

/** One streamed response; emits "connect" on headers and "streamEvent" on every chunk of bytes. */
export class ChatCompletionStream extends EventEmitter {
  readonly #message: Promise<Message>;
  constructor(run: (s: ChatCompletionStream) => Promise<Message>) {
    super();
    // Started on the next tick, after the caller attached its listeners.
    this.#message = Promise.resolve().then(() => run(this));
    this.#message.catch(() => {}); // the caller sees the failure through finalMessage()
  }
  /** The complete response. @throws as described in the module comment */
  finalMessage(): Promise<Message> {
    return this.#message;
  }
}

/** A whole (non-streamed) chat.completion, as a server that ignored `stream` sends it, seen as one chunk. */
function completionAsChunk(body: any): ChatChunk {
  const choice = body?.choices?.[0];
  const calls = (choice?.message?.tool_calls ?? []).map((c: any, index: number) => ({ ...c, index }));
  return { id: body?.id, model: body?.model, usage: body?.usage, choices: [{ index: 0, delta: { content: choice?.message?.content ?? null, tool_calls: calls }, finish_reason: choice?.finish_reason ?? "stop" }] };
}

export class OpenAICompatClient {
  readonly messages = {
    stream: (params: Params, opts: { signal?: AbortSignal } = {}) => new ChatCompletionStream((s) => this.#run(params, opts.signal, s)),
  };
  readonly #url: string;
  constructor(private readonly opts: OpenAICompatOptions) {
    this.#url = `${opts.baseURL.replace(/\/+$/, "")}/chat/completions`;
  }

  async #post(body: unknown, signal: AbortSignal | undefined): Promise<Response> {
    const fetchImpl = this.opts.fetch ?? fetch;
    const maxRetries = this.opts.maxRetries ?? 2;
    const headers: Record<string, string> = { "content-type": "application/json", accept: "text/event-stream" };
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    for (let n = 0; ; n++) {
      let res: Response;
      try {
        res = await fetchImpl(this.#url, { method: "POST", headers, body: JSON.stringify(body), ...(signal ? { signal } : {}) });
      } catch (err) {
        if (signal?.aborted) throw err;
        if (n >= maxRetries) throw new APIConnectionError({ message: `cannot reach ${this.#url}: ${(err as Error).message}`, cause: err as Error });
        await sleep(retryDelayMs(null, n), signal);
        continue;
      }
      if (res.ok) return res;
      const text = await res.text().catch(() => "");
      if (retryableStatus(res.status) && n < maxRetries) {
        await sleep(retryDelayMs(res.headers, n), signal);
        continue;
      }
      let json: unknown;
      try { json = JSON.parse(text); } catch { json = undefined; }
      throw APIError.generate(res.status, json as object | undefined, `${res.status} from ${this.#url}: ${text.slice(0, 500)}`, res.headers);
    }
  }

  async #run(params: Params, signal: AbortSignal | undefined, stream: ChatCompletionStream): Promise<Message> {
    const res = await this.#post(toChatRequest(params), signal);
    stream.emit("connect");
    const acc = new ChatAccumulator();
    if ((res.headers.get("content-type") ?? "").includes("application/json")) {
      acc.add(completionAsChunk(await res.json()));
      return acc.message(params.model);
    }
    if (!res.body) throw new Error("the response has no body");
    let done = false;
    for await (const data of sseData(res.body, () => stream.emit("streamEvent"))) {
      if (data.trim() === "[DONE]") { done = true; break; }
      let chunk: ChatChunk;
      try {
        chunk = JSON.parse(data) as ChatChunk;
      } catch {
        throw new Error(`not JSON in the stream: ${data.slice(0, 200)}`);
      }
      acc.add(chunk);
    }
    // [DONE] or a finish_reason both mark a whole response; the usage chunk may be lost without [DONE].
    if (!done && acc.finishReason === null) throw new Error("the stream ended before the response finished (no finish_reason, no [DONE])");
    return acc.message(params.model);
  }
}

/**
 * An OpenAI-compatible client typed as the Anthropic client the agent loop takes. Only
 * `messages.stream()` with `on("connect" | "streamEvent")` and `finalMessage()` exist: the
 * surface model-call.ts uses (checked end to end by test/providers/openai-agent.test.ts).
 */
export function openAICompatClient(opts: OpenAICompatOptions): Anthropic {
  return new OpenAICompatClient(opts) as unknown as Anthropic;
}
