/**
 * A small OpenAI-compatible server for the tests (node:http on 127.0.0.1): `POST
 * /v1/chat/completions` answers each request with the next scripted reply, streamed as
 * chat.completion.chunk SSE the way llama.cpp, Ollama and vLLM send it (text and tool-call
 * arguments in fragments, a finish chunk, a usage chunk with `choices: []`, `data: [DONE]`).
 */
// @ts-nocheck

import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface ScriptedChat {
  text?: string;
  toolCalls?: Array<{ id?: string; name: string; arguments: string }>;
  /** finish_reason of the last chunk (default "stop", or "tool_calls" when there are calls). */
  finish?: string;
  usage?: { prompt_tokens: number; completion_tokens: number; cached_tokens?: number };
  /** The model id echoed in every chunk (default "served-model"). */
  model?: string;
  /** Answer with this HTTP status and body instead. */
  status?: number;
  errorBody?: unknown;
  headers?: Record<string, string>;
  /** Send only this many chunks, then end the body (no finish_reason, no [DONE]). */
  cutAfterChunks?: number;
  /** Send an error object as a chunk after the first one. */
  errorChunk?: boolean;
  /** Reply with one non-streamed chat.completion JSON body. */
  json?: boolean;
}

export interface FakeOpenAI {
  /** Base URL with `/v1`, as users pass it. */
  url: string;
  requests: Array<{ headers: IncomingMessage["headers"]; body: any }>;
  close(): Promise<void>;
}

const piece = (s: string, n: number) => Array.from({ length: Math.ceil(s.length / n) }, (_, i) => s.slice(i * n, i * n + n));

/** The SSE chunks of one scripted reply, as JSON objects (before framing). */
export function chunksOf(r: ScriptedChat): object[] {
  const model = r.model ?? "served-model";
  const base = { id: "chatcmpl-1", object: "chat.completion.chunk", created: 1, model };
  const delta = (d: object, finish: string | null = null) => ({ ...base, choices: [{ index: 0, delta: d, finish_reason: finish }] });
  const out: object[] = [delta({ role: "assistant", content: "" })];
  for (const p of piece(r.text ?? "", 5)) out.push(delta({ content: p }));
  (r.toolCalls ?? []).forEach((c, index) => {
    out.push(delta({ tool_calls: [{ index, id: c.id ?? `call_${index}`, type: "function", function: { name: c.name, arguments: "" } }] }));
    for (const p of piece(c.arguments, 7)) out.push(delta({ tool_calls: [{ index, function: { arguments: p } }] }));
  });
  out.push(delta({}, r.finish ?? (r.toolCalls?.length ? "tool_calls" : "stop")));
  if (r.usage) {
    const u = r.usage;
    out.push({ ...base, choices: [], usage: { prompt_tokens: u.prompt_tokens, completion_tokens: u.completion_tokens, total_tokens: u.prompt_tokens + u.completion_tokens, ...(u.cached_tokens !== undefined ? { prompt_tokens_details: { cached_tokens: u.cached_tokens } } : {}) } });
  }
  return out;
}

/**
 * Starts the server. Request k gets `script[k]` (or the reply a function of the body gives);
 * past the end, a plain "done" text reply.
 */
export async function startFakeOpenAI(script: Array<ScriptedChat | ((body: any) => ScriptedChat)>): Promise<FakeOpenAI> {
  const requests: FakeOpenAI["requests"] = [];
  const server = createServer(async (req, res) => {
    let text = "";
    for await (const c of req) text += c;
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: `no route ${req.url}` } }));
      return;
    }
    const body = JSON.parse(text);
    requests.push({ headers: req.headers, body });
    const step = script[requests.length - 1] ?? { text: "done" };
    const r = typeof step === "function" ? step(body) : step;
    if (r.status) {
      res.writeHead(r.status, { "content-type": "application/json", ...r.headers }).end(JSON.stringify(r.errorBody ?? { error: { message: "scripted failure", type: "server_error" } }));
      return;
    }
    if (r.json) {
      const calls = (r.toolCalls ?? []).map((c, i) => ({ id: c.id ?? `call_${i}`, type: "function", function: { name: c.name, arguments: c.arguments } }));
      const u = r.usage ?? { prompt_tokens: 0, completion_tokens: 0 };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({
        id: "chatcmpl-json", object: "chat.completion", model: r.model ?? "served-model",
        choices: [{ index: 0, message: { role: "assistant", content: r.text ?? null, ...(calls.length ? { tool_calls: calls } : {}) }, finish_reason: r.finish ?? (calls.length ? "tool_calls" : "stop") }],
        usage: { prompt_tokens: u.prompt_tokens, completion_tokens: u.completion_tokens, prompt_tokens_details: { cached_tokens: u.cached_tokens ?? 0 } },
      }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...r.headers });
    const chunks = chunksOf(r);
    const send = (o: object) => res.write(`data: ${JSON.stringify(o)}\n\n`);
    if (r.errorChunk) {
      send(chunks[0]!);
      send({ error: { message: "model crashed", type: "server_error" } });
      res.end();
      return;
    }
    const n = r.cutAfterChunks ?? chunks.length;
    res.write(": keep-alive comment\n\n");
    for (const c of chunks.slice(0, n)) send(c);
    if (r.cutAfterChunks === undefined) res.write("data: [DONE]\n\n");
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
