/**
 * The agent loop: send, record, act on the stop reason, repeat until the turn limit.
 * - tool_use: run the batch, all results in one user message (tool_result blocks in order);
 * - max_tokens: run NO tool call of the response (its input may be cut); answer each
 *   tool_use with an error result saying so, write a `guard` event, continue;
 * - pause_turn: send the conversation back as is; refusal / model_context_window_exceeded:
 *   end with that outcome; end_turn (and anything else): end.
 * With a token limit (`maxTrialTokens`: input, output and cache tokens of every response, the
 * `tokens` metric) the loop ends with `max_trial_tokens` after a response that takes the tokens
 * used past it, and before a request that would certainly pass it: the conversation only
 * grows, so the next prompt is at least as long as the last one.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { notRunContent, runBatch, type ExecCtx, type ToolUse } from "./executor.ts";
import { callModel, type RetryPolicy } from "./model-call.ts";
import { buildRequest } from "./request.ts";
import type { SessionEndEvent } from "../trace/index.ts";

type MessageParam = Anthropic.Messages.MessageParam;
type Block = Anthropic.Messages.ContentBlock;

export interface LoopConfig extends Omit<ExecCtx, "turn"> {
  client: Anthropic;
  model: string;
  maxTokens: number;
  maxTurns: number;
  /** Tokens the session may use in all; undefined = no limit. */
  maxTrialTokens?: number;
  system: string;
  toolDefs: readonly Anthropic.Messages.Tool[];
  prompt: string;
  retry: RetryPolicy;
  /** Updated as the loop goes, so a crash still reports how many turns ran. */
  progress: { turns: number };
  /** After a max_tokens cut, what the model is told to do instead (the edit format's advice). */
  maxTokensAdvice?: string;
}

export type LoopEnd = Pick<SessionEndEvent, "outcome" | "turns" | "finalText">;

/**
 * The message sent for each tool_use of a response cut at max_tokens.
 * @param advice what to do instead, in the edit format's terms (edit-format.ts maxTokensAdvice)
 */
export function maxTokensResult(maxTokens: number, advice = DEFAULT_MAX_TOKENS_ADVICE): string {
  return (
    `Not executed: your response was cut off at the output limit (max_tokens=${maxTokens}) before this tool call was complete, ` +
    `so nothing was executed and no file was changed. ${advice}`
  );
}
const DEFAULT_MAX_TOKENS_ADVICE =
  "Use edit to change existing files, or split the work into smaller steps (for a large new file, write a short first version and extend it with edit).";

/** The assistant turn to send back: text and tool_use reduced to their request fields, others unchanged. */
function echo(content: readonly Block[]): Anthropic.Messages.ContentBlockParam[] {
  const out: Anthropic.Messages.ContentBlockParam[] = [];
  for (const b of content) {
    if (b.type === "text") {
      if (b.text !== "") out.push({ type: "text", text: b.text });
    } else if (b.type === "tool_use") out.push({ type: "tool_use", id: b.id, name: b.name, input: b.input ?? {} });
    else out.push(b as unknown as Anthropic.Messages.ContentBlockParam);
  }
  return out;
}

/**
 * Runs the conversation to its end.
 * @throws ProviderError (from callModel) when the provider fails past retries
 */
export async function runLoop(cfg: LoopConfig): Promise<LoopEnd> {
  const messages: MessageParam[] = [{ role: "user", content: cfg.prompt }];
  let finalText = "";
  const limit = cfg.maxTrialTokens ?? Infinity;
  let used = 0; // tokens of every response so far, counted as the `tokens` metric counts them
  let lastPrompt = 0; // prompt tokens of the last request: a lower bound for the next one
  for (let turn = 1; turn <= cfg.maxTurns; turn++) {
    if (used + lastPrompt > limit) return { outcome: "max_trial_tokens", turns: turn - 1, finalText };
    const params = buildRequest({ model: cfg.model, maxTokens: cfg.maxTokens, system: cfg.system, tools: cfg.toolDefs, messages });
    const { message, latencyMs } = await callModel(cfg.client, params, { trace: cfg.trace, env: cfg.env, turn, retry: cfg.retry });
    cfg.progress.turns = turn;
    const toolUses: ToolUse[] = message.content.flatMap((b) => (b.type === "tool_use" ? [{ id: b.id, name: b.name, input: b.input }] : []));
    finalText = message.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("");
    cfg.trace.write({
      type: "model.response",
      turn,
      model: message.model,
      stop_reason: message.stop_reason,
      usage: {
        input_tokens: message.usage.input_tokens,
        output_tokens: message.usage.output_tokens,
        cache_read_input_tokens: message.usage.cache_read_input_tokens ?? 0,
        cache_creation_input_tokens: message.usage.cache_creation_input_tokens ?? 0,
        cache_creation_1h_input_tokens: message.usage.cache_creation?.ephemeral_1h_input_tokens ?? 0,
      },
      toolUses,
      textChars: finalText.length,
      latencyMs,
    });
    const assistant = echo(message.content);
    if (assistant.length > 0) messages.push({ role: "assistant", content: assistant });
    lastPrompt = message.usage.input_tokens + (message.usage.cache_read_input_tokens ?? 0) + (message.usage.cache_creation_input_tokens ?? 0);
    used += lastPrompt + message.usage.output_tokens;
    if (used > limit) return { outcome: "max_trial_tokens", turns: turn, finalText };
    const stop = message.stop_reason;
    if (stop === "refusal") return { outcome: "refusal", turns: turn, finalText };
    if (stop === "model_context_window_exceeded") return { outcome: "context_window", turns: turn, finalText };
    if (stop === "pause_turn") continue;
    if (stop === "max_tokens") {
      cfg.trace.write({
        type: "guard",
        turn,
        guard: "max_tokens",
        ...(toolUses.length > 0 ? { tool: toolUses.map((t) => t.name).join(",") } : {}),
        detail: `response cut at max_tokens=${cfg.maxTokens}; ${toolUses.length} tool call(s) not executed`,
      });
      const note = maxTokensResult(cfg.maxTokens, cfg.maxTokensAdvice);
      messages.push({
        role: "user",
        content:
          toolUses.length > 0
            ? toolUses.map((t) => ({ type: "tool_result" as const, tool_use_id: t.id, content: notRunContent(t.id, note, cfg), is_error: true }))
            : `Your response was cut off at the output limit (max_tokens=${cfg.maxTokens}). Continue in smaller steps.`,
      });
      continue;
    }
    if (stop !== "tool_use" || toolUses.length === 0) return { outcome: "end_turn", turns: turn, finalText };
    const results = await runBatch(toolUses, { ...cfg, turn });
    messages.push({
      role: "user",
      content: results.map((r) => ({ type: "tool_result" as const, tool_use_id: r.id, content: r.content, ...(r.isError ? { is_error: true } : {}) })),
    });
  }
  return { outcome: "max_turns", turns: cfg.maxTurns, finalText };
}
