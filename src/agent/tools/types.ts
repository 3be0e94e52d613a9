/**
 * The tool contract: a name, a description (sibling .md file), a zod input schema from
 * which the model's JSON Schema is derived once, a concurrency class and `run`.
 */
import type { z } from "zod";
import type { Env } from "../flags.ts";
import type { OutputStore } from "../output-store.ts";
import type { GuardEvent } from "../../trace/index.ts";
import type { FileFacts } from "../bytes/facts.ts";
import type { LineOrigin } from "../cap.ts";

export type GuardKind = GuardEvent["guard"];

/** What a tool sees of the session for one call. */
export interface ToolCtx {
  /** Absolute workspace folder. */
  cwd: string;
  /** Where FREECODE_* flags are read from; read on every call, never cached. */
  env: Env;
  store: OutputStore;
  /** The tool_use id of this call (the key of its stored output). */
  callId: string;
  /** Writes a `guard` trace event for this call. */
  guard(kind: GuardKind, detail: string): void;
}

/** A tool's answer before the executor stores and caps it. */
export interface ToolRun {
  /** Full output; goes into the output store before any cap. */
  output: string;
  isError: boolean;
  /**
   * The model's copy when the tool built its own (e.g. grep/glob listing a capped number of
   * results with a marker); otherwise the executor derives it from `output`.
   */
  visible?: string;
  /** True when this tool's `visible` left something out. */
  elided?: boolean;
  /**
   * A status line or notice appended to the model's copy after a line break and kept whole (the
   * cut falls before it), e.g. bash's `[exit code N]`; counted inside FREECODE_OUTPUT_MAX_CHARS.
   * `output` already holds it.
   */
  trailer?: string;
  /**
   * The readable rendering of `output` when it is raw terminal output (bytes/terminal.ts): what
   * the `output` tool serves by default, and what the line numbers of `visible`'s markers count.
   */
  rendered?: string;
  /**
   * For each line of `visible` (when it is not the served output itself, line for line): the
   * lines of the served output it stands for, so the cap's marker names them (compress.ts).
   */
  origins?: readonly LineOrigin[];
  /** write/edit: the file after the call, recorded in the trace. */
  file?: FileFacts;
}

export interface Tool<I = unknown> {
  name: string;
  description: string;
  input: z.ZodType<I>;
  /** Read-only calls of one response may run concurrently; mutating ones run in order. */
  concurrencySafe: boolean;
  run(input: I, ctx: ToolCtx): Promise<ToolRun>;
}

/** A successful result. */
export const ok = (output: string): ToolRun => ({ output, isError: false });
/** An error result: the model is told what went wrong and what to do instead. */
export const fail = (output: string): ToolRun => ({ output, isError: true });
