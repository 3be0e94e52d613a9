/**
 * Claude Code's `--output-format stream-json --verbose` lines → our trace events (research/
 * anthropic-api.md §7). Pure: timed lines in, events out.
 *
 * - `assistant` lines carry an Anthropic Message; Claude Code prints one line per content
 *   block, each with the same `message.id`, so lines are grouped by id into one
 *   `model.response` (tool_use blocks → toolUses; stop_reason, when the line's is null, is
 *   inferred: tool_use when it called tools, else the result's stop_reason for the last one).
 * - `user` lines with `tool_result` blocks → one `tool.call` per result, matched to its
 *   tool_use by id; duration = result arrival − the call's arrival.
 * - `system`/`api_retry` (Claude Code retrying a failed API request itself) → an `http_retry`
 *   guard `HTTP <status>` (metrics httpRetries, rateLimits for a 429; not a guard trip).
 * - `result` → `session.end`: outcome from subtype / terminal_reason / is_error, turns from
 *   `num_turns`; `total_cost_usd` and timings kept in the file as `reported` (outside the
 *   schema: our cost comes from our price table, for both arms alike).
 * - Usage: per-message usage in stream-json is not reliable (output often the partial count
 *   from message_start), while the result's `modelUsage` is per model and includes subagents
 *   and background calls. Responses keep their own counts where those fit under `modelUsage`;
 *   each model's remainder is added to its last response; when a model's messages report
 *   more than `modelUsage`, its totals are shared out in proportion; a model with usage but
 *   no messages (background calls) gets one `model.response` of its own, stop_reason
 *   "background", so its cost is counted at its own price.
 * Lines that are not JSON, and unknown types, are skipped.
 */
import { canonicalInput, type ConvertedEvent } from "../../trace/index.ts";
import type { AgentInvocation } from "../agent-process.ts";
import type { TimedLine } from "./spawn.ts";
import { sessionStart } from "./trace-file.ts";
import { reconcileUsage, type UsageCounts } from "./usage-reconcile.ts";

type Json = Record<string, any>;

interface Group {
  id: string;
  t: number;
  lastT: number;
  model: string;
  stop: string | null;
  usage: UsageCounts;
  toolUses: Array<{ id: string; name: string; input: unknown }>;
  textChars: number;
}

function usageOf(u: Json | undefined): UsageCounts {
  return {
    input_tokens: u?.input_tokens ?? 0,
    output_tokens: u?.output_tokens ?? 0,
    cache_read_input_tokens: u?.cache_read_input_tokens ?? 0,
    cache_creation_input_tokens: u?.cache_creation_input_tokens ?? 0,
    cache_creation_1h_input_tokens: u?.cache_creation?.ephemeral_1h_input_tokens ?? 0,
  };
}

function modelUsageOf(mu: Json | undefined): Map<string, UsageCounts> | null {
  if (!mu || typeof mu !== "object") return null;
  const out = new Map<string, UsageCounts>();
  for (const [model, u] of Object.entries(mu as Record<string, Json>)) {
    out.set(model, {
      input_tokens: u.inputTokens ?? 0,
      output_tokens: u.outputTokens ?? 0,
      cache_read_input_tokens: u.cacheReadInputTokens ?? 0,
      cache_creation_input_tokens: u.cacheCreationInputTokens ?? 0,
      cache_creation_1h_input_tokens: u.cacheCreationEphemeral1hInputTokens ?? 0,
    });
  }
  return out;
}

function outcomeOf(r: Json): { outcome: string; error?: string } {
  const reason = String(r.terminal_reason ?? "");
  const errors = Array.isArray(r.errors) ? r.errors.map(String).join("; ") : "";
  if (r.subtype === "error_max_turns" || reason === "max_turns") return { outcome: "max_turns" };
  if (reason === "prompt_too_long") return { outcome: "context_window", error: errors || String(r.result ?? "") };
  if (reason === "api_error" || (r.subtype === "success" && r.is_error)) {
    return { outcome: "provider_error", error: errors || String(r.result ?? `api error ${r.api_error_status ?? ""}`).trim() };
  }
  if (r.subtype === "success") return { outcome: r.stop_reason === "refusal" ? "refusal" : "end_turn" };
  return { outcome: "agent_error", error: `${r.subtype ?? "error"}${reason ? ` (${reason})` : ""}${errors ? `: ${errors}` : ""}` };
}

/** Text length of a tool_result's content (string or blocks). */
function resultChars(content: unknown): number {
  if (typeof content === "string") return content.length;
  if (Array.isArray(content)) return content.reduce((n, b) => n + (typeof b?.text === "string" ? b.text.length : JSON.stringify(b).length), 0);
  return 0;
}

/**
 * Converts one run's stdout.
 * @param lines stdout lines with arrival times
 * @param times.startedAt / endedAt process start and end (ms since the epoch)
 * @returns the events (session.start first; session.end last when a result line came) and
 *   how many lines were recognised (0: the agent printed no stream-json at all)
 */
export function convertClaudeCode(lines: readonly TimedLine[], inv: AgentInvocation, times: { startedAt: number; endedAt: number }): { events: ConvertedEvent[]; recognised: number } {
  const groups = new Map<string, Group>();
  const results = new Map<string, { t: number; isError: boolean; chars: number }>();
  const guards: ConvertedEvent[] = [];
  let init: Json | null = null;
  let result: { t: number; r: Json } | null = null;
  let recognised = 0;
  for (const { t, line } of lines) {
    let j: Json;
    try {
      j = JSON.parse(line);
    } catch {
      continue;
    }
    if (!j || typeof j !== "object" || typeof j.type !== "string") continue;
    recognised++;
    if (j.type === "system" && j.subtype === "init") init = j;
    else if (j.type === "system" && j.subtype === "api_retry") {
      // The retried request is the one for the next response.
      const status = j.error_status ?? null;
      const kind = status === 429 ? " rate_limit" : status === 529 ? " overloaded" : "";
      guards.push({ type: "guard", t, turn: groups.size + 1, guard: "http_retry", detail: `${status === null ? "connection error" : `HTTP ${status}${kind}`}; attempt ${j.attempt ?? "?"}, retry in ${j.retry_delay_ms ?? "?"} ms` });
    } else if (j.type === "assistant" && j.message) {
      const m = j.message as Json;
      const id = String(m.id ?? `line-${recognised}`);
      const g = groups.get(id) ?? { id, t, lastT: t, model: String(m.model ?? inv.model), stop: null, usage: usageOf(m.usage), toolUses: [], textChars: 0 };
      g.lastT = t;
      if (m.stop_reason) g.stop = String(m.stop_reason);
      // Each line repeats the message's usage; the largest count seen is the best one.
      const u = usageOf(m.usage);
      for (const k of Object.keys(u) as (keyof UsageCounts)[]) g.usage[k] = Math.max(g.usage[k], u[k]);
      for (const b of Array.isArray(m.content) ? m.content : []) {
        if (b?.type === "tool_use") g.toolUses.push({ id: String(b.id), name: String(b.name), input: b.input ?? {} });
        else if (b?.type === "text" && typeof b.text === "string") g.textChars += b.text.length;
      }
      groups.set(id, g);
    } else if (j.type === "user" && Array.isArray(j.message?.content)) {
      for (const b of j.message.content) {
        if (b?.type === "tool_result") results.set(String(b.tool_use_id), { t, isError: b.is_error === true, chars: resultChars(b.content) });
      }
    } else if (j.type === "result") result = { t, r: j };
  }

  const flags: Record<string, string> = {};
  if (init?.claude_code_version) flags.claude_code_version = String(init.claude_code_version);
  if (init?.permissionMode) flags.permission_mode = String(init.permissionMode);
  if (init?.model) flags.session_model = String(init.model);
  const events: ConvertedEvent[] = [sessionStart("claude-code", inv, times.startedAt, flags)];
  const ordered = [...groups.values()];
  const usages = reconcileUsage(
    ordered.map((g) => ({ model: g.model, usage: g.usage })),
    modelUsageOf(result?.r.modelUsage),
  );
  let prevT = times.startedAt;
  ordered.forEach((g, i) => {
    const turn = i + 1;
    const last = i === ordered.length - 1;
    const stop = g.stop ?? (g.toolUses.length > 0 ? "tool_use" : last && result?.r.stop_reason ? String(result.r.stop_reason) : "end_turn");
    events.push({ type: "model.response", t: g.lastT, turn, model: g.model, stop_reason: stop, usage: usages.responses[i]!, toolUses: g.toolUses, textChars: g.textChars, latencyMs: Math.max(0, g.lastT - prevT) });
    prevT = g.lastT;
    for (const tu of g.toolUses) {
      const r = results.get(tu.id);
      if (!r) continue; // never ran (killed mid-call): like a cut response's calls, not a tool call
      events.push({ type: "tool.call", t: r.t, turn, id: tu.id, name: tu.name, input: canonicalInput(tu.input), ok: !r.isError, outputChars: r.chars, visibleChars: r.chars, elided: false, durationMs: Math.max(0, r.t - g.lastT) });
      prevT = Math.max(prevT, r.t);
    }
  });
  const lastTurn = Math.max(1, ordered.length);
  for (const b of usages.background) {
    events.push({ type: "model.response", t: result?.t ?? times.endedAt, turn: lastTurn, model: b.model, stop_reason: "background", usage: b.usage, toolUses: [], textChars: 0, latencyMs: 0 });
  }
  events.push(...guards);
  events.sort((a, b) => (a.type === "session.start" ? -1 : b.type === "session.start" ? 1 : a.t - b.t));
  if (result) {
    const r = result.r;
    const { outcome, error } = outcomeOf(r);
    events.push({
      type: "session.end", t: Math.max(result.t, prevT), outcome, turns: typeof r.num_turns === "number" ? r.num_turns : ordered.length,
      finalText: r.subtype === "success" && !r.is_error && typeof r.result === "string" ? r.result : "",
      ...(error ? { error } : {}),
      reported: { totalCostUsd: r.total_cost_usd ?? null, numTurns: r.num_turns ?? null, durationMs: r.duration_ms ?? null, durationApiMs: r.duration_api_ms ?? null, sessionId: r.session_id ?? null },
    });
  } else if (recognised > 0) {
    events.push({ type: "session.end", t: times.endedAt, outcome: "agent_error", turns: ordered.length, finalText: "", error: "Claude Code ended without a result line (killed, timed out or crashed)" });
  }
  return { events, recognised };
}
