/**
 * Streamed Chat Completions chunks → one Messages API `Message` (research/anthropic-api.md §8),
 * so the agent loop reads one response shape whatever the provider.
 * - `delta.content` fragments → one text block; `delta.tool_calls[]` fragments, keyed by
 *   `index` (id and name first, `arguments` as string pieces) → tool_use blocks;
 * - `finish_reason`: `tool_calls` → tool_use, `length` → max_tokens (the loop then runs none
 *   of the calls: their arguments may be cut), `content_filter` → refusal, `stop` → end_turn,
 *   or tool_use when calls came anyway (some servers say `stop` for tool calls);
 * - usage from the `include_usage` chunk: `prompt_tokens` counts cached tokens too, so
 *   input_tokens = prompt − cached and cache_read_input_tokens = cached; no cache writes;
 * - `model` is the id the server echoed (model echo), not the one requested.
 */
// @ts-nocheck

import type Anthropic from "@anthropic-ai/sdk";

type Message = Anthropic.Messages.Message;

/** One `chat.completion.chunk` as the servers send it (fields tolerated missing or null). */
export interface ChatChunk {
  id?: string;
  model?: string;
  choices?: Array<{
    index?: number;
    delta?: {
      content?: string | null;
      tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }> | null;
    } | null;
    finish_reason?: string | null;
  }> | null;
  usage?: { prompt_tokens?: number; completion_tokens?: number; prompt_tokens_details?: { cached_tokens?: number | null } | null } | null;
  error?: { message?: string; type?: string } | string;
}

const STOP_REASONS: Record<string, Anthropic.Messages.StopReason> = {
  tool_calls: "tool_use",
  function_call: "tool_use",
  length: "max_tokens",
  content_filter: "refusal",
  stop: "end_turn",
};

/** A tool call's `arguments` as the tool input: "" → {}; invalid JSON stays the raw string (the tool's schema check then tells the model). */
export function parseArguments(raw: string): unknown {
  if (raw.trim() === "") return {};
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Collects a stream's chunks; `message()` gives the finished response. */
export class ChatAccumulator {
  private id = "";
  private model = "";
  private text = "";
  private readonly calls = new Map<number, { id: string; name: string; args: string }>();
  /** The finish_reason, once a chunk carried one. */
  finishReason: string | null = null;
  /** Whether the usage chunk arrived. */
  sawUsage = false;
  private usage = { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };

  /**
   * Adds one chunk.
   * @throws Error when the chunk is an error object (a failure after HTTP 200)
   */
  add(chunk: ChatChunk): void {
    if (chunk.error !== undefined) {
      const e = chunk.error;
      throw new Error(`error in the stream: ${typeof e === "string" ? e : `${e.type ?? "error"}: ${e.message ?? ""}`}`);
    }
    if (chunk.id && !this.id) this.id = chunk.id;
    if (chunk.model && !this.model) this.model = chunk.model;
    for (const choice of chunk.choices ?? []) {
      if ((choice.index ?? 0) !== 0) continue;
      const d = choice.delta;
      if (d?.content) this.text += d.content;
      for (const [k, tc] of (d?.tool_calls ?? []).entries()) {
        const at = tc.index ?? k;
        const call = this.calls.get(at) ?? { id: "", name: "", args: "" };
        if (tc.id) call.id = tc.id;
        // The name comes whole in one delta, or repeated in every delta by some servers.
        const name = tc.function?.name;
        if (name && name !== call.name) call.name += name;
        if (tc.function?.arguments) call.args += tc.function.arguments;
        this.calls.set(at, call);
      }
      if (choice.finish_reason) this.finishReason = choice.finish_reason;
    }
    if (chunk.usage) {
      const prompt = chunk.usage.prompt_tokens ?? 0;
      const cached = Math.min(prompt, chunk.usage.prompt_tokens_details?.cached_tokens ?? 0);
      this.usage = { input_tokens: prompt - cached, output_tokens: chunk.usage.completion_tokens ?? 0, cache_read_input_tokens: cached, cache_creation_input_tokens: 0 };
      this.sawUsage = true;
    }
  }

  /** The response so far as a Messages API message; `requestedModel` stands in when the server echoed none. */
  message(requestedModel: string): Message {
    const content: Array<Record<string, unknown>> = [];
    if (this.text !== "") content.push({ type: "text", text: this.text, citations: null });
    const ordered = [...this.calls.entries()].sort((a, b) => a[0] - b[0]);
    for (const [i, c] of ordered) {
      // Some servers send no id (older Ollama); the loop needs one to pair each result.
      content.push({ type: "tool_use", id: c.id || `call_${i}`, name: c.name, input: parseArguments(c.args) });
    }
    let stop: Anthropic.Messages.StopReason = STOP_REASONS[this.finishReason ?? "stop"] ?? "end_turn";
    if (stop === "end_turn" && ordered.length > 0) stop = "tool_use";
    return {
      id: this.id || "chatcmpl-unknown",
      type: "message",
      role: "assistant",
      model: this.model || requestedModel,
      content,
      stop_reason: stop,
      stop_sequence: null,
      usage: this.usage,
    } as unknown as Message;
  }
}
