/**
 * One trial's trace as the viewer shows it: turns with their usage and cost, the tool calls of
 * each turn (input and result facts) and the guard events; and where two transcripts diverge.
 */
import { parseTrace, type TraceEvent } from "../../trace/index.ts";
import { requestCostUsd, type PricingTable } from "../../providers/pricing.ts";

type Ev<T extends TraceEvent["type"]> = Extract<TraceEvent, { type: T }>;

/** A tool call as shown: its canonical input and what the trace says of its result. */
export interface ShownToolCall {
  name: string;
  input: string;
  ok: boolean;
  /** Characters of the full output, and of what the model saw (the trace keeps sizes and a hash, not the text). */
  outputChars: number;
  visibleChars: number;
  elided: boolean;
  resultSha256: string | null;
  workspaceChanged: boolean | null;
  durationMs: number;
}

export interface ShownTurn {
  turn: number;
  stopReason: string | null;
  /** input, output, cache read, cache write tokens of the turn's response. */
  tokens: { input: number; output: number; cacheRead: number; cacheWrite: number };
  /** USD from the shipped price table; null when the model is not priced. */
  costUsd: number | null;
  latencyMs: number;
  tools: ShownToolCall[];
  guards: Array<{ guard: string; tool: string | null; detail: string }>;
}

export interface Transcript {
  file: string;
  agent: string;
  model: string;
  flags: Record<string, string>;
  turns: ShownTurn[];
  outcome: string | null;
  finalText: string;
  error: string | null;
}

/**
 * Build the transcript of one trace's text (read through the trace contract, `parseTrace`).
 * @param file the trace's path, for parseTrace's messages
 * @throws what parseTrace throws for a trace of another schema or a malformed line
 * @example transcript(text, "t.jsonl", pricing).turns[0].tools[0].name // => "read"
 */
export function transcript(text: string, file: string, pricing: PricingTable): Transcript {
  const events = parseTrace(text, file);
  const start = events.find((e): e is Ev<"session.start"> => e.type === "session.start");
  const end = events.find((e): e is Ev<"session.end"> => e.type === "session.end");
  const turns = new Map<number, ShownTurn>();
  const turnOf = (n: number) => {
    let t = turns.get(n);
    if (!t) turns.set(n, (t = { turn: n, stopReason: null, tokens: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }, costUsd: 0, latencyMs: 0, tools: [], guards: [] }));
    return t;
  };
  for (const e of events) {
    if (e.type === "model.response") {
      const t = turnOf(e.turn);
      t.stopReason = e.stop_reason;
      t.tokens.input += e.usage.input_tokens;
      t.tokens.output += e.usage.output_tokens;
      t.tokens.cacheRead += e.usage.cache_read_input_tokens;
      t.tokens.cacheWrite += e.usage.cache_creation_input_tokens;
      t.latencyMs += e.latencyMs;
      const c = requestCostUsd(pricing, e.model, e.usage);
      t.costUsd = c === null || t.costUsd === null ? null : t.costUsd + c;
    } else if (e.type === "tool.call") {
      turnOf(e.turn).tools.push({
        name: e.name, input: e.input, ok: e.ok, outputChars: e.outputChars, visibleChars: e.visibleChars, elided: e.elided,
        resultSha256: e.resultSha256 ?? null, workspaceChanged: e.workspaceChanged ?? null, durationMs: e.durationMs,
      });
    } else if (e.type === "guard") {
      turnOf(e.turn).guards.push({ guard: e.guard, tool: e.tool ?? null, detail: e.detail });
    }
  }
  return {
    file,
    agent: start?.agent ?? "?",
    model: start?.model ?? "?",
    flags: start?.flags ?? {},
    turns: [...turns.values()].sort((a, b) => a.turn - b.turn),
    outcome: end?.outcome ?? null,
    finalText: end?.finalText ?? "",
    error: end?.error ?? null,
  };
}

/** What a turn did, for comparing two transcripts: its tool calls (name, input, result) in order. */
function turnKey(t: ShownTurn): string {
  return JSON.stringify(t.tools.map((c) => [c.name, c.input, c.ok, c.resultSha256 ?? c.outputChars]));
}

/** What a turn asked for, for comparing two transcripts: its tool calls (name, input) in order, results aside. */
function callKey(t: ShownTurn): string {
  return JSON.stringify(t.tools.map((c) => [c.name, c.input]));
}

/**
 * The first turn at which two transcripts differ: the turn index (0-based, into `turns`) where
 * the tool calls, their inputs or their results first differ, or where one transcript ends;
 * null when both did the same thing turn by turn. Token counts alone are not a divergence (the
 * candidate's prompt is expected to differ in size).
 * @example firstDivergence(a, a) // => null
 */
export function firstDivergence(a: Transcript, b: Transcript): number | null {
  return firstTurnWhere(a, b, turnKey);
}

/**
 * The first turn at which the two transcripts *ask* for different things: the tool calls' names
 * or inputs differ, or one transcript ends; results are not compared. A flag that changes what a
 * tool returns (line-number prefixes, compression) makes results differ from the first read on,
 * while the agent's first different decision comes later: this is that turn (0-based), or null.
 * @example firstCallDivergence(a, a) // => null
 */
export function firstCallDivergence(a: Transcript, b: Transcript): number | null {
  return firstTurnWhere(a, b, callKey);
}

function firstTurnWhere(a: Transcript, b: Transcript, key: (t: ShownTurn) => string): number | null {
  const n = Math.max(a.turns.length, b.turns.length);
  for (let i = 0; i < n; i++) {
    const x = a.turns[i];
    const y = b.turns[i];
    if (!x || !y || key(x) !== key(y)) return i;
  }
  return null;
}
