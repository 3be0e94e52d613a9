/**
 * Drives tools through the real entry point, executeToolCall (what the loop calls for each
 * tool_use), in a temp workspace: the model's copy of each result, the trace events (parsed
 * with the trace schema) and the file bytes on disk are all at hand.
 */
// @ts-nocheck

import fs from "node:fs";
import path from "node:path";
import { executeToolCall, type CallOutcome, type ExecCtx } from "../../../src/agent/executor.ts";
import { OutputStore } from "../../../src/agent/output-store.ts";
import { toolMap } from "../../../src/agent/tools/index.ts";
import { TraceEvent, type ToolCallEvent, type GuardEvent } from "../../../src/trace/index.ts";
import { tempWorkspace } from "./workspace.ts";

export function toolHarness(files: Record<string, string | Buffer> = {}, env: Record<string, string> = {}) {
  const cwd = tempWorkspace();
  for (const [p, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(cwd, p)), { recursive: true });
    fs.writeFileSync(path.join(cwd, p), content);
  }
  const events: TraceEvent[] = [];
  const ctx: ExecCtx = {
    cwd,
    env,
    store: new OutputStore(),
    turn: 1,
    tools: toolMap(),
    trace: {
      write: (e) => {
        const full = TraceEvent.parse({ t: 0, ...e });
        events.push(full);
        return full;
      },
    },
  };
  let n = 0;
  return {
    cwd,
    ctx,
    env,
    events,
    /** Runs one tool_use; `id` defaults to toolu_1, toolu_2, … */
    call: (name: string, input: Record<string, unknown>, id = `toolu_${++n}`): Promise<CallOutcome> => executeToolCall({ id, name, input }, ctx),
    /** The bytes of a workspace file. */
    bytes: (p: string): Buffer => fs.readFileSync(path.join(cwd, p)),
    put: (p: string, content: string | Buffer) => fs.writeFileSync(path.join(cwd, p), content),
    toolCalls: (): ToolCallEvent[] => events.filter((e): e is ToolCallEvent => e.type === "tool.call"),
    guards: (): GuardEvent[] => events.filter((e): e is GuardEvent => e.type === "guard"),
  };
}

/** Byte view of a string as latin1/binary escapes, for readable Buffer literals. */
export const b = (s: string, enc: BufferEncoding = "utf8"): Buffer => Buffer.from(s, enc);

/** True when the string holds a lone UTF-16 surrogate. */
export const hasLoneSurrogate = (s: string): boolean => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
