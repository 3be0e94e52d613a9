/**
 * One wrapper around every tool call: parse the input with the tool's schema, run, store the
 * full output (before any cap), build the model's copy (capped with an elision marker),
 * time it, write `tool.call`, and never throw — failures become error results.
 * The `tool.call` event carries what repeatedCalls needs (exact-input and result digests, and
 * for mutating tools whether the workspace changed) and, for write/edit, the file's sha256
 * and size; string inputs over TRACE_INPUT_MAX_CHARS are recorded by digest (the exact text is
 * already in the `model.response` event).
 * `runBatch` runs one response's calls: consecutive concurrency-safe calls (read, grep, glob,
 * output) together, mutating ones one at a time in order; results come back in call order.
 */
import { capLimits, capText, displayCopy } from "./cap.ts";
import { canonicalInput, exactInput } from "../trace/index.ts";
import { sha256Text } from "./bytes/facts.ts";
import { wellFormed } from "./bytes/utf8.ts";
import { workspaceFingerprint } from "./workspace-state.ts";
import type { Env } from "./flags.ts";
import type { OutputStore } from "./output-store.ts";
import type { TraceWriter } from "../trace/index.ts";
import type { Tool, ToolCtx, ToolRun } from "./tools/types.ts";
import { OutsideWorkspaceError } from "./workspace.ts";

export interface ToolUse {
  id: string;
  name: string;
  input: unknown;
}

export interface CallOutcome {
  id: string;
  /** The model's copy of the result. */
  content: string;
  isError: boolean;
}

export interface ExecCtx {
  cwd: string;
  env: Env;
  store: OutputStore;
  turn: number;
  trace: TraceWriter;
  tools: ReadonlyMap<string, Tool<any>>;
  /** Sees the display copy (last 500,000 characters) of each output, e.g. for a terminal. */
  onToolOutput?: (callId: string, name: string, display: string) => void;
}

function issues(err: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  return err.issues.map((i) => (i.path.length ? `${i.path.map(String).join(".")}: ${i.message}` : i.message)).join("; ");
}

async function runTool(call: ToolUse, ctx: ExecCtx): Promise<ToolRun> {
  const tool = ctx.tools.get(call.name);
  if (!tool) return { output: `Unknown tool "${call.name}". Available tools: ${[...ctx.tools.keys()].join(", ")}.`, isError: true };
  const parsed = tool.input.safeParse(call.input);
  if (!parsed.success) return { output: `${tool.name}: ${issues(parsed.error)}. Rewrite the call to fit the tool's input schema.`, isError: true };
  const toolCtx: ToolCtx = {
    cwd: ctx.cwd,
    env: ctx.env,
    store: ctx.store,
    callId: call.id,
    guard: (guard, detail) => ctx.trace.write({ type: "guard", turn: ctx.turn, guard, tool: tool.name, detail }),
  };
  try {
    return await tool.run(parsed.data, toolCtx);
  } catch (err) {
    if (err instanceof OutsideWorkspaceError) toolCtx.guard("outside_workspace", err.requested);
    return { output: `${tool.name} failed: ${(err as Error).message ?? String(err)}`, isError: true };
  }
}

/** Longest string input the tool.call event records as text (bash's command is always kept: expectations score it). */
export const TRACE_INPUT_MAX_CHARS = 2048;

/** The input as the trace records it: long strings replaced by their digest. */
function recordedInput(name: string, input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
    const keep = typeof v !== "string" || v.length <= TRACE_INPUT_MAX_CHARS || (name === "bash" && k === "command");
    out[k] = keep ? v : `[${v.length} characters, sha256 ${sha256Text(v)}; the exact text is in the model.response event]`;
  }
  return out;
}

/**
 * Executes one tool call and records it (`tool.call`). Never throws.
 * @returns the model's copy of the result and whether it is an error
 */
export async function executeToolCall(call: ToolUse, ctx: ExecCtx): Promise<CallOutcome> {
  const started = performance.now();
  const mutating = ctx.tools.get(call.name)?.concurrencySafe === false;
  const before = mutating ? await workspaceFingerprint(ctx.cwd) : null;
  const run = await runTool(call, ctx);
  const after = mutating ? await workspaceFingerprint(ctx.cwd) : null;
  ctx.store.put(call.id, run.output, run.rendered);
  const origins = run.origins;
  const capped = capText(run.visible ?? run.output, call.id, capLimits(ctx.env), {
    ...(run.trailer !== undefined ? { trailer: run.trailer } : {}),
    ...(origins ? { origin: (k: number) => origins[k - 1] ?? { from: k, to: k, count: 1 } } : {}),
  });
  const elided = capped.elided || (run.elided ?? false);
  // Nothing with a lone surrogate may reach the request (the API answers 400); length is kept.
  const content = wellFormed(capped.text);
  ctx.trace.write({
    type: "tool.call",
    turn: ctx.turn,
    id: call.id,
    name: call.name,
    input: canonicalInput(recordedInput(call.name, call.input)),
    inputSha256: sha256Text(`${call.name}\0${exactInput(call.input)}`),
    resultSha256: sha256Text(`${run.isError ? "error" : "ok"}\0${run.output}`),
    ...(mutating ? { workspaceChanged: before === null || after === null || before !== after } : {}),
    ...(run.file ? { file: run.file } : {}),
    ok: !run.isError,
    outputChars: run.output.length,
    visibleChars: content.length,
    elided,
    durationMs: Math.round(performance.now() - started),
  });
  ctx.onToolOutput?.(call.id, call.name, displayCopy(run.output));
  return { id: call.id, content, isError: run.isError };
}

/**
 * The model's copy of a result the agent gives for a call it did not run (a response cut at
 * max_tokens): stored like any output and capped like one, so it too stays within
 * FREECODE_OUTPUT_MAX_CHARS.
 */
export function notRunContent(id: string, note: string, ctx: Pick<ExecCtx, "store" | "env">): string {
  ctx.store.put(id, note);
  return wellFormed(capText(note, id, capLimits(ctx.env)).text);
}

/**
 * Runs the calls of one response; results in call order.
 * Groups consecutive concurrency-safe calls and runs each group with Promise.all; a mutating
 * call (or an unknown tool) runs alone, after everything before it has finished.
 */
export async function runBatch(calls: readonly ToolUse[], ctx: ExecCtx): Promise<CallOutcome[]> {
  const results: CallOutcome[] = [];
  let i = 0;
  while (i < calls.length) {
    let j = i;
    while (j < calls.length && ctx.tools.get(calls[j]!.name)?.concurrencySafe) j++;
    if (j === i) j = i + 1;
    results.push(...(await Promise.all(calls.slice(i, j).map((c) => executeToolCall(c, ctx)))));
    i = j;
  }
  return results;
}
