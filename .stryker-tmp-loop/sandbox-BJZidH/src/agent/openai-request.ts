/**
 * Messages API request → OpenAI-compatible Chat Completions request (research/anthropic-api.md
 * §8), so the agent loop builds one request shape whatever the provider:
 * - `system` blocks → one `system` message;
 * - a user turn's `tool_result` blocks → one `role: "tool"` message each (they must follow the
 *   assistant message at once), then its text, if any, as a `user` message;
 * - an assistant turn's text and `tool_use` blocks → one assistant message with `tool_calls`
 *   (input serialised as the JSON string `arguments`); thinking blocks are dropped;
 * - tools → `{type: "function", function: {name, description, parameters}}`; `cache_control`
 *   is dropped (these servers cache prefixes on their own, if at all);
 * - always streamed, with `stream_options: {include_usage: true}` for the usage chunk.
 */
// @ts-nocheck

import type Anthropic from "@anthropic-ai/sdk";

type Params = Anthropic.Messages.MessageStreamParams;

export interface ChatToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: "system"; content: string }
  | { role: "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ChatToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export interface ChatTool {
  type: "function";
  function: { name: string; description?: string; parameters: Record<string, unknown> };
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  max_tokens: number;
  stream: true;
  stream_options: { include_usage: true };
  tools?: ChatTool[];
  tool_choice?: "auto" | "none" | "required" | { type: "function"; function: { name: string } };
  parallel_tool_calls?: boolean;
}

/** Text of blocks that carry text; other kinds (images, documents) are named, not sent. */
function textOf(content: string | ReadonlyArray<{ type: string; text?: string }> | undefined): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  return content.map((b) => (b.type === "text" ? (b.text ?? "") : `[${b.type} omitted: not supported by this provider]`)).join("\n");
}

/** Marks a failed tool's result, since Chat Completions has no `is_error`. */
export const TOOL_ERROR_PREFIX = "Error: ";

function convertMessage(m: Anthropic.Messages.MessageParam): ChatMessage[] {
  if (m.role === "system") return [{ role: "system", content: textOf(m.content) }];
  if (typeof m.content === "string") return [{ role: m.role, content: m.content } as ChatMessage];
  if (m.role === "assistant") {
    let text = "";
    const calls: ChatToolCall[] = [];
    for (const b of m.content) {
      if (b.type === "text") text += b.text;
      else if (b.type === "tool_use") calls.push({ id: b.id, type: "function", function: { name: b.name, arguments: JSON.stringify(b.input ?? {}) } });
    }
    return [{ role: "assistant", content: text === "" ? null : text, ...(calls.length > 0 ? { tool_calls: calls } : {}) }];
  }
  const out: ChatMessage[] = [];
  const texts: string[] = [];
  for (const b of m.content) {
    if (b.type === "tool_result") {
      const body = textOf(b.content as Parameters<typeof textOf>[0]);
      out.push({ role: "tool", tool_call_id: b.tool_use_id, content: b.is_error ? `${TOOL_ERROR_PREFIX}${body}` : body });
    } else texts.push(textOf([b as { type: string; text?: string }]));
  }
  if (texts.length > 0) out.push({ role: "user", content: texts.join("\n") });
  return out;
}

function convertToolChoice(c: Anthropic.Messages.ToolChoice | undefined): Pick<ChatRequest, "tool_choice" | "parallel_tool_calls"> {
  if (!c) return { tool_choice: "auto", parallel_tool_calls: true };
  const parallel = { parallel_tool_calls: !("disable_parallel_tool_use" in c && c.disable_parallel_tool_use) };
  if (c.type === "none") return { tool_choice: "none" };
  if (c.type === "any") return { tool_choice: "required", ...parallel };
  if (c.type === "tool") return { tool_choice: { type: "function", function: { name: c.name } }, ...parallel };
  return { tool_choice: "auto", ...parallel };
}

/**
 * The Chat Completions body for a Messages API request.
 * @example toChatRequest({model: "m", max_tokens: 100, messages: [{role: "user", content: "hi"}]}).messages // => [{role: "user", content: "hi"}]
 */
export function toChatRequest(p: Params): ChatRequest {
  const messages: ChatMessage[] = [];
  const system = textOf(p.system as Parameters<typeof textOf>[0]);
  if (system !== "") messages.push({ role: "system", content: system });
  for (const m of p.messages) messages.push(...convertMessage(m));
  const tools: ChatTool[] = (p.tools ?? []).flatMap((t) =>
    "input_schema" in t
      ? [{ type: "function" as const, function: { name: t.name, ...(t.description ? { description: t.description } : {}), parameters: t.input_schema as Record<string, unknown> } }]
      : [],
  );
  return {
    model: p.model,
    messages,
    max_tokens: p.max_tokens,
    stream: true,
    stream_options: { include_usage: true },
    ...(tools.length > 0 ? { tools, ...convertToolChoice(p.tool_choice) } : {}),
  };
}
