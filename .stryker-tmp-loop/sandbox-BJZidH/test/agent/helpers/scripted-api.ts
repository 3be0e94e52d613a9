/**
 * A scripted Messages API for agent tests: an injected `fetch` that answers each request
 * with the next scripted response as a real SSE stream (the wire format of
 * research/anthropic-api.md §2), so the agent runs through the real SDK, offline.
 */
// @ts-nocheck


export type ScriptedBlock =
  | { type: "text"; text: string }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown>; cutAt?: number };

export interface ScriptedResponse {
  content: ScriptedBlock[];
  stop_reason: string;
  model?: string;
  usage?: { input_tokens: number; output_tokens: number; cache_read_input_tokens?: number; cache_creation_input_tokens?: number };
  /** Send an SSE `error` event of this type after message_start, instead of the content. */
  sseError?: string;
  /** Never finish the stream (for the idle watchdog); honours the abort signal. */
  stall?: boolean;
}

const ev = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The SSE text of one scripted response. A tool_use with `cutAt` sends only that many characters of its JSON and no content_block_stop. */
export function sseText(r: ScriptedResponse): string {
  const usage = { input_tokens: 10, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, ...r.usage };
  let out = ev("message_start", {
    type: "message_start",
    message: { id: "msg_1", type: "message", role: "assistant", model: r.model ?? "claude-sonnet-5-5", content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } },
  });
  if (r.sseError) return out + ev("error", { type: "error", error: { type: r.sseError, message: "Overloaded" } });
  r.content.forEach((b, index) => {
    if (b.type === "text") {
      out += ev("content_block_start", { type: "content_block_start", index, content_block: { type: "text", text: "" } });
      out += ev("content_block_delta", { type: "content_block_delta", index, delta: { type: "text_delta", text: b.text } });
      out += ev("content_block_stop", { type: "content_block_stop", index });
    } else {
      out += ev("content_block_start", { type: "content_block_start", index, content_block: { type: "tool_use", id: b.id, name: b.name, input: {} } });
      const json = JSON.stringify(b.input);
      const sent = b.cutAt === undefined ? json : json.slice(0, b.cutAt);
      for (let i = 0; i < sent.length; i += 4000) {
        out += ev("content_block_delta", { type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: sent.slice(i, i + 4000) } });
      }
      if (b.cutAt === undefined) out += ev("content_block_stop", { type: "content_block_stop", index });
    }
  });
  out += ev("message_delta", { type: "message_delta", delta: { stop_reason: r.stop_reason, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } });
  out += ev("message_stop", { type: "message_stop" });
  return out;
}

export interface ScriptedApi {
  fetch: typeof fetch;
  /** Parsed JSON bodies of every request received, in order. */
  requests: any[];
  /** The same bodies as sent on the wire (JSON text), for byte-level checks. */
  rawBodies: string[];
}

/**
 * A fetch answering request k with `script[k]` (a response, or a function of the request
 * body). A request past the end of the script gets an end_turn "done" reply.
 */
export function scriptedApi(script: Array<ScriptedResponse | ((body: any) => ScriptedResponse)>): ScriptedApi {
  const requests: any[] = [];
  const rawBodies: string[] = [];
  const fetchImpl = async (_url: unknown, init?: RequestInit): Promise<Response> => {
    rawBodies.push(String(init?.body ?? "{}"));
    const body = JSON.parse(String(init?.body ?? "{}"));
    requests.push(body);
    const step = script[requests.length - 1] ?? { content: [{ type: "text", text: "done" }], stop_reason: "end_turn" };
    const r = typeof step === "function" ? step(body) : step;
    const text = sseText(r);
    const signal = init?.signal ?? undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        if (r.stall) {
          controller.enqueue(new TextEncoder().encode(text.slice(0, text.indexOf("\n\n") + 2)));
          signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
          return;
        }
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
    return new Response(stream, { status: 200, headers: { "content-type": "text/event-stream", "request-id": `req_${requests.length}` } });
  };
  return { fetch: fetchImpl as typeof fetch, requests, rawBodies };
}

/** Shorthand for a response that calls tools. */
export const callTools = (...calls: Array<{ id: string; name: string; input: Record<string, unknown>; cutAt?: number }>): ScriptedResponse => ({
  content: calls.map((c) => ({ type: "tool_use" as const, ...c })),
  stop_reason: "tool_use",
});

/** Shorthand for a final answer. */
export const answer = (text: string): ScriptedResponse => ({ content: [{ type: "text", text }], stop_reason: "end_turn" });
