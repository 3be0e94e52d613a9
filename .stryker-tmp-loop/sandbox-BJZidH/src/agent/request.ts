/**
 * Builds each turn's request with prompt-caching breakpoints (research/anthropic-api.md §3):
 * `cache_control: {type: "ephemeral"}` on the last tool definition (caches the tools), on the
 * system block (tools + system), and on the last content block of the newest message (the
 * whole conversation so far). Three breakpoints, within the API's limit of four. Earlier
 * messages carry none, so the marker moves forward as the conversation grows.
 */
// @ts-nocheck

import type Anthropic from "@anthropic-ai/sdk";

type Params = Anthropic.Messages.MessageStreamParams;
type MessageParam = Anthropic.Messages.MessageParam;
const EPHEMERAL = { type: "ephemeral" } as const;

/** Copy of `messages` whose newest message's last block carries a cache breakpoint. */
export function withMessageBreakpoint(messages: readonly MessageParam[]): MessageParam[] {
  const out = messages.slice();
  const last = out[out.length - 1];
  if (!last || last.role === "system") return out;
  const blocks = typeof last.content === "string" ? [{ type: "text" as const, text: last.content }] : last.content.slice();
  const tail = blocks[blocks.length - 1];
  // Thinking blocks cannot carry cache_control; the breakpoint then stays on the system block.
  if (tail && tail.type !== "thinking" && tail.type !== "redacted_thinking") {
    blocks[blocks.length - 1] = { ...tail, cache_control: EPHEMERAL } as typeof tail;
  }
  out[out.length - 1] = { ...last, content: blocks } as MessageParam;
  return out;
}

/** The request for one turn. `tools` must be non-empty. */
export function buildRequest(opts: {
  model: string;
  maxTokens: number;
  system: string;
  tools: readonly Anthropic.Messages.Tool[];
  messages: readonly MessageParam[];
}): Params {
  const tools = opts.tools.map((t, i) => (i === opts.tools.length - 1 ? { ...t, cache_control: EPHEMERAL } : t));
  return {
    model: opts.model,
    max_tokens: opts.maxTokens,
    system: [{ type: "text", text: opts.system, cache_control: EPHEMERAL }],
    tools,
    tool_choice: { type: "auto" },
    messages: withMessageBreakpoint(opts.messages),
  };
}
