/**
 * `codex exec --json` JSONL events → our trace events (research/anthropic-api.md §7, shapes
 * from @openai/codex-sdk's types). Pure: timed lines in, events out.
 *
 * Codex reports usage per turn (`turn.completed.usage`), not per model request, and does not
 * echo the model id. So each turn becomes one `model.response` with the requested model, the
 * turn's tool items as toolUses and its usage converted from OpenAI conventions:
 * `input_tokens` includes the cached and cache-write tokens, so uncached input = input −
 * cached − cache writes (clamped at 0); `output_tokens` already includes reasoning tokens.
 * Its cost comes from our price table (OpenAI models are priced only through a --pricing file;
 * otherwise the cost is unknown, never 0). `turns` is therefore codex turns (1 per exec), and
 * `latencyMs` is the turn's time less its tool items' time.
 *
 * Tool items (command_execution, file_change, mcp_tool_call, web_search) → `tool.call`, with
 * durations from item.started to item.completed arrival; a command is ok when it completed
 * with exit code 0 (status `failed` or `declined`, or a non-zero exit, is a failed call). A tool
 * item that started and never completed (the turn failed, or Codex was killed mid-command) is
 * still a call, a failed one, so no command the agent ran is missing from the trace.
 *
 * Errors: Codex prints an `error` event both for a notice it recovers from (a dropped stream:
 * "Reconnecting... 1/5 (stream disconnected before completion…)") and for the error that ends a
 * turn (then followed by `turn.failed`). So an `error` event is an `http_retry` guard (counted
 * in httpRetries, not a guard trip) and ends the session only when no `turn.completed` follows
 * it; `turn.failed` ends it as provider_error (context_window when the message says the context
 * was exceeded). The last agent_message is the final text.
 */
import { canonicalInput, type ConvertedEvent } from "../../trace/index.ts";
import type { AgentInvocation } from "../agent-process.ts";
import type { TimedLine } from "./spawn.ts";
import { sessionStart } from "./trace-file.ts";

type Json = Record<string, any>;

const TOOL_ITEMS = new Set(["command_execution", "file_change", "mcp_tool_call", "web_search"]);

/** The tool name and input of a tool item. */
function toolOf(item: Json): { name: string; input: unknown } {
  switch (item.type) {
    case "command_execution": return { name: "command_execution", input: { command: item.command ?? "" } };
    case "file_change": return { name: "file_change", input: { changes: item.changes ?? [] } };
    case "mcp_tool_call": return { name: `mcp:${item.server ?? "?"}/${item.tool ?? "?"}`, input: item.arguments ?? {} };
    default: return { name: String(item.type), input: { query: item.query ?? "" } };
  }
}

function okOf(item: Json): boolean {
  if (item.status === "failed" || item.status === "declined" || item.error) return false;
  return item.type !== "command_execution" || item.exit_code === undefined || item.exit_code === null || item.exit_code === 0;
}

function outputChars(item: Json): number {
  const out = item.aggregated_output ?? item.result ?? item.error ?? "";
  return typeof out === "string" ? out.length : JSON.stringify(out).length;
}

function usageOf(u: Json | undefined) {
  const input = u?.input_tokens ?? 0;
  const cached = u?.cached_input_tokens ?? 0;
  const write = u?.cache_write_input_tokens ?? 0;
  return { input_tokens: Math.max(0, input - cached - write), output_tokens: u?.output_tokens ?? 0, cache_read_input_tokens: cached, cache_creation_input_tokens: write, cache_creation_1h_input_tokens: 0 };
}

function endOf(t: number, message: string): { t: number; outcome: string; error: string } {
  return { t, outcome: /context (window|length)|too long|maximum context/i.test(message) ? "context_window" : "provider_error", error: message };
}

/**
 * Converts one `codex exec --json` run.
 * @returns events (session.start first, session.end last when the run ended in the stream)
 *   and how many lines were codex events (0: no JSON stream at all)
 */
export function convertCodex(lines: readonly TimedLine[], inv: AgentInvocation, times: { startedAt: number; endedAt: number }): { events: ConvertedEvent[]; recognised: number } {
  const events: ConvertedEvent[] = [];
  let recognised = 0;
  let threadId = "";
  let turn = 0;
  let turnStart = times.startedAt;
  let toolMs = 0;
  let textChars = 0;
  let finalText = "";
  const started = new Map<string, { t: number; item: Json; turn: number }>();
  const completed = new Set<string>();
  const retries: ConvertedEvent[] = [];
  let pendingError: { t: number; message: string } | null = null;
  let toolUses: Array<{ id: string; name: string; input: unknown }> = [];
  let end: { t: number; outcome: string; error?: string } | null = null;
  for (const { t, line } of lines) {
    let j: Json;
    try {
      j = JSON.parse(line);
    } catch {
      continue;
    }
    if (!j || typeof j.type !== "string") continue;
    recognised++;
    if (j.type === "thread.started") threadId = String(j.thread_id ?? "");
    else if (j.type === "turn.started") {
      turn++;
      turnStart = t;
      toolMs = 0;
      textChars = 0;
      toolUses = [];
    } else if (j.type === "item.started" && j.item?.id) started.set(String(j.item.id), { t, item: j.item as Json, turn: Math.max(1, turn) });
    else if (j.type === "item.completed" && j.item) {
      const item = j.item as Json;
      if (item.type === "agent_message" && typeof item.text === "string") {
        finalText = item.text;
        textChars += item.text.length;
      } else if (TOOL_ITEMS.has(item.type)) {
        const { name, input } = toolOf(item);
        const id = String(item.id ?? `item_${recognised}`);
        completed.add(id);
        const durationMs = Math.max(0, t - (started.get(id)?.t ?? t));
        toolMs += durationMs;
        toolUses.push({ id, name, input });
        const chars = outputChars(item);
        events.push({ type: "tool.call", t, turn: Math.max(1, turn), id, name, input: canonicalInput(input), ok: okOf(item), outputChars: chars, visibleChars: chars, elided: false, durationMs });
      }
    } else if (j.type === "turn.completed") {
      pendingError = null;
      const n = Math.max(1, turn);
      // The response comes before its turn's tool calls in the trace, as in the agent's own.
      const firstTool = events.findIndex((e) => e.type === "tool.call" && e.turn === n);
      const response: ConvertedEvent = {
        type: "model.response", t, turn: n, model: inv.model, stop_reason: "end_turn", usage: usageOf(j.usage),
        toolUses, textChars, latencyMs: Math.max(0, t - turnStart - toolMs),
      };
      if (firstTool < 0) events.push(response);
      else events.splice(firstTool, 0, { ...response, t: events[firstTool]!.t });
    } else if (j.type === "error") {
      const message = String(j.message ?? j.error?.message ?? "error");
      pendingError = { t, message };
      retries.push({ type: "guard", t, turn: Math.max(1, turn), guard: "http_retry", detail: message.slice(0, 300) });
    } else if (j.type === "turn.failed") {
      const message = String(j.error?.message ?? j.message ?? j.type);
      end = endOf(t, message);
    }
  }
  if (!end && pendingError) end = endOf(pendingError.t, pendingError.message);
  for (const [id, s] of started) {
    if (completed.has(id) || !TOOL_ITEMS.has(String(s.item.type))) continue;
    const { name, input } = toolOf(s.item);
    const t = end?.t ?? times.endedAt;
    events.push({ type: "tool.call", t, turn: s.turn, id, name, input: canonicalInput(input), ok: false, outputChars: 0, visibleChars: 0, elided: false, durationMs: Math.max(0, t - s.t) });
  }
  events.push(...retries);
  events.sort((a, b) => a.t - b.t);
  const responses = events.filter((e) => e.type === "model.response").length;
  const flags: Record<string, string> = threadId ? { thread_id: threadId } : {};
  const all: ConvertedEvent[] = [sessionStart("codex", inv, times.startedAt, flags), ...events];
  if (end) all.push({ type: "session.end", t: end.t, outcome: end.outcome, turns: responses, finalText: "", error: end.error });
  else if (responses > 0) all.push({ type: "session.end", t: times.endedAt, outcome: "end_turn", turns: responses, finalText });
  else if (recognised > 0) all.push({ type: "session.end", t: times.endedAt, outcome: "agent_error", turns: 0, finalText: "", error: "codex ended without turn.completed (killed, timed out or crashed)" });
  return { events: all, recognised };
}
