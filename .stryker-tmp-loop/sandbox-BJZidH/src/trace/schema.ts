/**
 * The trace event schema: the JSONL trace is one event a line, written as the session goes.
 * Metrics, scoring and reports read only this file, never the live run. The reference agent
 * writes it (writer.ts); external agents' adapters convert into these same events; every
 * reader goes through reader.ts.
 *
 * Schema version 1. Readers reject other versions (see `TRACE_SCHEMA`).
 */
// @ts-nocheck

import { z } from "zod";

export const TRACE_SCHEMA = 1;

export const Usage = z.object({
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
  cache_read_input_tokens: z.number().int().nonnegative().default(0),
  cache_creation_input_tokens: z.number().int().nonnegative().default(0),
  /** Of the cache writes, those with a 1-hour TTL (priced apart); the rest are 5-minute writes. */
  cache_creation_1h_input_tokens: z.number().int().nonnegative().default(0),
});
export type Usage = z.infer<typeof Usage>;

const base = { t: z.number() /* ms since the epoch */ };

export const SessionStart = z.object({
  ...base,
  type: z.literal("session.start"),
  schema: z.literal(TRACE_SCHEMA),
  agent: z.string(),
  model: z.string(),
  cwd: z.string(),
  maxTurns: z.number().int(),
  maxTokens: z.number().int(),
  /** Tokens the whole session may use (input, output and cache tokens of every response); absent = no limit. */
  maxTrialTokens: z.number().int().optional(),
  /** Every behaviour switch the agent read, with the value in force (FREECODE_* flags). */
  flags: z.record(z.string(), z.string()),
  /**
   * The recurring prompt block of every request: the system prompt and the tool definitions as
   * sent (metrics count its tokens as promptBlockTokens). Absent in traces of external agents.
   */
  promptBlock: z.object({
    system: z.string(),
    tools: z.array(z.object({ name: z.string(), description: z.string(), input_schema: z.unknown() })),
  }).optional(),
});

export const ModelRequest = z.object({
  ...base,
  type: z.literal("model.request"),
  turn: z.number().int().positive(),
  messages: z.number().int(),
  /** Characters of the serialized request body. */
  requestChars: z.number().int(),
  attempt: z.number().int().default(1),
});

export const ToolUseRef = z.object({ id: z.string(), name: z.string(), input: z.unknown() });

export const ModelResponse = z.object({
  ...base,
  type: z.literal("model.response"),
  turn: z.number().int().positive(),
  /** The model id the API echoed for this response. */
  model: z.string(),
  stop_reason: z.string().nullable(),
  usage: Usage,
  toolUses: z.array(ToolUseRef),
  textChars: z.number().int().default(0),
  latencyMs: z.number(),
});

export const ToolCall = z.object({
  ...base,
  type: z.literal("tool.call"),
  turn: z.number().int().positive(),
  id: z.string(),
  name: z.string(),
  /**
   * Input with keys sorted and strings whitespace-normalised (see canonicalInput); the
   * reference agent records a string over 2,048 characters (other than bash's command) by
   * its length and sha256 (the exact text is in the model.response event).
   */
  input: z.string(),
  /** sha256 of the tool name and the exact input (exactInput: keys sorted, whitespace kept). */
  inputSha256: z.string().optional(),
  /** sha256 of the result: error or ok, and the full output. */
  resultSha256: z.string().optional(),
  /** Mutating calls (write, edit, bash): whether the workspace's files changed during the call. */
  workspaceChanged: z.boolean().optional(),
  /** write/edit: the file after the call. */
  file: z.object({ sha256: z.string(), bytes: z.number().int().nonnegative() }).optional(),
  ok: z.boolean(),
  /** Characters of the full output (what went into the output store). */
  outputChars: z.number().int(),
  /** Characters the model saw. */
  visibleChars: z.number().int(),
  elided: z.boolean(),
  durationMs: z.number(),
});

export const Guard = z.object({
  ...base,
  type: z.literal("guard"),
  turn: z.number().int().positive(),
  /**
   * Agent guards (max_tokens, shrink, elision, outside_workspace) count as guard trips.
   * Provider signals do not: stream_retry / stream_idle (a turn re-sent), http_retry (a 429, 529
   * or 5xx answer the SDK retried; the runner backs off on 429s).
   */
  guard: z.enum(["max_tokens", "shrink", "elision", "outside_workspace", "stream_retry", "stream_idle", "http_retry"]),
  tool: z.string().optional(),
  detail: z.string(),
});

export const SessionEnd = z.object({
  ...base,
  type: z.literal("session.end"),
  /**
   * end_turn: the model gave its final answer. max_turns: the turn limit was reached.
   * max_trial_tokens: the session's token limit was reached: the last response took the tokens
   * used past it, or the next request certainly would have (its prompt is at least as long as
   * the last one's).
   * refusal / context_window: the model stopped with that stop_reason.
   * provider_error: the provider failed past retries (an infra outcome).
   * agent_error: the agent crashed.
   */
  outcome: z.enum(["end_turn", "max_turns", "max_trial_tokens", "refusal", "context_window", "provider_error", "agent_error"]),
  turns: z.number().int(),
  finalText: z.string().default(""),
  error: z.string().optional(),
});

export const TraceEvent = z.discriminatedUnion("type", [
  SessionStart,
  ModelRequest,
  ModelResponse,
  ToolCall,
  Guard,
  SessionEnd,
]);
export type TraceEvent = z.infer<typeof TraceEvent>;
export type TraceEventInput = z.input<typeof TraceEvent>;
export type SessionStartEvent = z.infer<typeof SessionStart>;
export type ModelResponseEvent = z.infer<typeof ModelResponse>;
export type ToolCallEvent = z.infer<typeof ToolCall>;
export type GuardEvent = z.infer<typeof Guard>;
export type SessionEndEvent = z.infer<typeof SessionEnd>;

/**
 * Canonical form of a tool input, used for the trace and for repeatedCalls: object keys
 * sorted recursively, runs of whitespace in strings collapsed to one space and trimmed.
 * @example canonicalInput({b: "x  y", a: 1}) // => '{"a":1,"b":"x y"}'
 */
export function canonicalInput(input: unknown): string {
  const norm = (v: unknown): unknown => {
    if (typeof v === "string") return v.replace(/\s+/g, " ").trim();
    if (Array.isArray(v)) return v.map(norm);
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v as object).sort()) out[k] = norm((v as Record<string, unknown>)[k]);
      return out;
    }
    return v;
  };
  return JSON.stringify(norm(input) ?? null);
}

/**
 * Exact form of a tool input, for repeatedCalls: object keys sorted recursively, strings as
 * they were (whitespace included).
 * @example exactInput({b: "x  y", a: 1}) // => '{"a":1,"b":"x  y"}'
 */
export function exactInput(input: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v as object).sort()) out[k] = sort((v as Record<string, unknown>)[k]);
      return out;
    }
    return v;
  };
  return JSON.stringify(sort(input) ?? null);
}
