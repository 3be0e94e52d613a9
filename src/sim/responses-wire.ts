/**
 * The Responses API front's wire side: a rendered response (render.ts) as the `Response` JSON
 * object and as the SSE event sequence of `stream: true`, in the shapes of openai-node's
 * `resources/responses/responses.ts` (ResponseStreamEvent) and as codex-rs
 * `codex-api/src/sse/responses.rs` `process_sse` consumes them: response.created →
 * per output item response.output_item.added, its deltas (output_text /
 * function_call_arguments / custom_tool_call_input), response.output_item.done → and last
 * response.completed (usage: input_tokens including cached, input_tokens_details.cached_tokens,
 * output_tokens, total_tokens), or response.incomplete (reason max_output_tokens) when the cap
 * cut the response; a cut item gets no output_item.done, so no client runs half a call. Codex
 * acts on a response only once the stream ends after response.completed; a stream that ends
 * without it is retried ("stream closed before response.completed").
 */
import type { CacheUsage } from "./cache.ts";
import type { RenderedResponse, WireBlock } from "./render.ts";
import type { SseEvent } from "./wire.ts";

const TEXT_CHUNK_CHARS = 64;
const JSON_CHUNK_CHARS = 48;

function pieces(s: string, size: number): string[] {
  const chars = Array.from(s);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out.length ? out : [""];
}

/** OpenAI's usage: input_tokens counts cached tokens too; OpenAI bills no cache write. */
export function responsesUsage(u: CacheUsage, outputTokens: number) {
  const input = u.input_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens;
  return {
    input_tokens: input, input_tokens_details: { cached_tokens: u.cache_read_input_tokens },
    output_tokens: outputTokens, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: input + outputTokens,
  };
}

/** One output item, complete (for output_item.done and the Response's `output`). */
function itemOf(b: WireBlock, i: number, responseId: string, custom: ReadonlySet<string>): Record<string, unknown> {
  const id = `${b.type === "text" ? "msg" : b.type === "tool_use" && custom.has(b.name) ? "ctc" : "fc"}_${responseId.slice(5)}_${i}`;
  if (b.type === "text") return { type: "message", id, status: "completed", role: "assistant", content: [{ type: "output_text", text: b.text, annotations: [] }] };
  if (custom.has(b.name)) return { type: "custom_tool_call", id, status: "completed", call_id: b.id, name: b.name, input: String(b.input.input ?? "") };
  return { type: "function_call", id, status: "completed", call_id: b.id, name: b.name, arguments: b.json };
}

function status(r: RenderedResponse): "completed" | "incomplete" {
  return r.stopReason === "max_tokens" ? "incomplete" : "completed";
}

/** The non-streaming body (a `Response`). */
export function responseBody(id: string, model: string, r: RenderedResponse, usage: CacheUsage, custom: ReadonlySet<string>) {
  return {
    id, object: "response", created_at: Math.floor(Date.now() / 1000), status: status(r), model,
    incomplete_details: status(r) === "incomplete" ? { reason: "max_output_tokens" } : null, error: null,
    output: r.blocks.filter((b) => b.complete).map((b, i) => itemOf(b, i, id, custom)),
    usage: responsesUsage(usage, r.outputTokens),
  };
}

/** The SSE events of a response (each `data` carries its `type` and `sequence_number`). */
export function responsesSseEvents(id: string, model: string, r: RenderedResponse, usage: CacheUsage, custom: ReadonlySet<string>): SseEvent[] {
  const ev: SseEvent[] = [];
  const push = (event: string, data: Record<string, unknown>) => ev.push({ event, data: { type: event, sequence_number: ev.length, ...data }, delayMs: 0 });
  const shell = { id, object: "response", created_at: Math.floor(Date.now() / 1000), model, output: [] };
  push("response.created", { response: { ...shell, status: "in_progress" } });
  push("response.in_progress", { response: { ...shell, status: "in_progress" } });
  r.blocks.forEach((b, output_index) => {
    const done = itemOf(b, output_index, id, custom);
    const item_id = String(done.id);
    if (b.type === "text") {
      push("response.output_item.added", { output_index, item: { ...done, status: "in_progress", content: [] } });
      push("response.content_part.added", { item_id, output_index, content_index: 0, part: { type: "output_text", text: "", annotations: [] } });
      for (const delta of pieces(b.text, TEXT_CHUNK_CHARS)) push("response.output_text.delta", { item_id, output_index, content_index: 0, delta });
      if (!b.complete) return;
      push("response.output_text.done", { item_id, output_index, content_index: 0, text: b.text });
      push("response.content_part.done", { item_id, output_index, content_index: 0, part: { type: "output_text", text: b.text, annotations: [] } });
    } else if (done.type === "custom_tool_call") {
      push("response.output_item.added", { output_index, item: { ...done, status: "in_progress", input: "" } });
      const input = String(done.input);
      for (const delta of pieces(input, JSON_CHUNK_CHARS)) push("response.custom_tool_call_input.delta", { item_id, output_index, delta });
      if (!b.complete) return;
      push("response.custom_tool_call_input.done", { item_id, output_index, input });
    } else {
      push("response.output_item.added", { output_index, item: { ...done, status: "in_progress", arguments: "" } });
      for (const delta of pieces(b.json, JSON_CHUNK_CHARS)) push("response.function_call_arguments.delta", { item_id, output_index, delta });
      if (!b.complete) return;
      push("response.function_call_arguments.done", { item_id, output_index, arguments: b.json });
    }
    push("response.output_item.done", { output_index, item: done });
  });
  const final = responseBody(id, model, r, usage, custom);
  push(final.status === "completed" ? "response.completed" : "response.incomplete", { response: final });
  return ev;
}

/** The `response.failed` event of an error after HTTP 200 (Codex retries it as retryable). */
export function responseFailedEvent(id: string, model: string, message: string): Pick<SseEvent, "event" | "data"> {
  return {
    event: "response.failed",
    data: { type: "response.failed", response: { id, object: "response", status: "failed", model, output: [], error: { code: "server_error", message } } },
  };
}
