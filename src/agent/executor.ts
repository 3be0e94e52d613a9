/**
 * One wrapper around every tool call: parse the input with the tool's schema, run, store the
 * full output (before any cap), build the model's copy (capped with an elision marker),
 * time it, write `tool.call`, and never throw — failures become error results.
 * `runBatch` runs one response's calls: consecutive concurrency-safe calls (read, grep, glob,
 * output) together, mutating ones one at a time in order; results come back in call order.
 */
import { capLimits, capText, displayCopy } from "./cap.ts";
import { canonicalInput } from "../trace/index.ts";
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

/**
 * Executes one tool call and records it (`tool.call`). Never throws.
 * @returns the model's copy of the result and whether it is an error
 */
export async function executeToolCall(call: ToolUse, ctx: ExecCtx): Promise<CallOutcome> {
  const started = performance.now();
  const run = await runTool(call, ctx);
  ctx.store.put(call.id, run.output);
  const capped = capText(run.visible ?? run.output, call.id, capLimits(ctx.env));
  const elided = capped.elided || (run.elided ?? false);
  ctx.trace.write({
    type: "tool.call",
    turn: ctx.turn,
    id: call.id,
    name: call.name,
    input: canonicalInput(call.input),
    ok: !run.isError,
    outputChars: run.output.length,
    visibleChars: capped.text.length,
    elided,
    durationMs: Math.round(performance.now() - started),
  });
  ctx.onToolOutput?.(call.id, call.name, displayCopy(run.output));
  return { id: call.id, content: capped.text, isError: run.isError };
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
