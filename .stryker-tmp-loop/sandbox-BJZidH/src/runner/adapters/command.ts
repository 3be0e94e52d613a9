/**
 * `agent:command=<shell command>`: any program as an arm. The command runs through the shell
 * in the trial's workspace, with the trial's environment plus
 *
 *   FREECODE_PROMPT        the task text
 *   FREECODE_PROMPT_FILE   a file holding it (outside the workspace)
 *   FREECODE_TRACE         where it may write a trace in our schema (src/trace/schema.ts)
 *   FREECODE_MODEL, FREECODE_MAX_TURNS   the trial's model and turn limit
 *   FREECODE_MAX_TRIAL_TOKENS            the trial's token limit, when it has one (the command
 *                          may honour it; the trial is failed from the trace's usage if it passes it)
 *
 * Its stdout is kept as `traces/<trial>.command.log`. When it writes a valid trace, that is the
 * trial's trace. Otherwise the adapter writes a minimal one: session.start and session.end
 * (end_turn on exit 0, agent_error otherwise), giving wall time and pass/fail, plus one
 * model.response of the model "unreported" with zero tokens. That response makes the cost
 * unknown (null: "unreported" has no price) instead of a free-looking $0, which would
 * otherwise hand the command an unearned cost win; it also counts as one turn. An invalid
 * trace is moved to `<trace>.invalid` and the minimal one says why. Exit 126/127 (the shell
 * could not run the command) is an infrastructure failure, not the agent's.
 */
// @ts-nocheck

import { existsSync, readFileSync, renameSync } from "node:fs";
import { parseTrace, writeTraceFile, type ConvertedEvent } from "../../trace/index.ts";
import type { AgentInvocation, ProcessOutcome } from "../agent-process.ts";
import { besideTrace, neverThrows, runProcess } from "./spawn.ts";
import { sessionStart } from "./trace-file.ts";
import type { AgentAdapter } from "./types.ts";

/** The model id of the stand-in response of a trace the command did not write: never priced. */
export const UNREPORTED_MODEL = "unreported";

/** The environment the command sees: the trial's, plus the FREECODE_* handover variables. */
export function commandEnv(inv: AgentInvocation): Record<string, string> {
  return {
    ...inv.env,
    FREECODE_PROMPT: readFileSync(inv.promptFile, "utf8"),
    FREECODE_PROMPT_FILE: inv.promptFile,
    FREECODE_TRACE: inv.tracePath,
    FREECODE_MODEL: inv.model,
    FREECODE_MAX_TURNS: String(inv.maxTurns),
    ...(inv.maxTrialTokens !== undefined ? { FREECODE_MAX_TRIAL_TOKENS: String(inv.maxTrialTokens) } : {}),
  };
}

/** The trace of a command that wrote none (or an invalid one). */
export function minimalTrace(inv: AgentInvocation, proc: ProcessOutcome, startedAt: number, why?: string): ConvertedEvent[] {
  const endedAt = startedAt + proc.ms;
  const clean = proc.kind === "exited" && proc.code === 0 && !why;
  const error = why ?? (proc.kind === "exited" ? `exit ${proc.code}` : proc.kind === "timed_out" ? `timed out after ${inv.timeoutSec} s` : proc.kind);
  const tail = proc.stderrTail.trim().slice(-500);
  return [
    sessionStart("command", inv, startedAt),
    {
      type: "model.response", t: endedAt, turn: 1, model: UNREPORTED_MODEL, stop_reason: null, toolUses: [], textChars: 0, latencyMs: 0,
      usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    },
    {
      type: "session.end", t: endedAt, outcome: clean ? "end_turn" : "agent_error", turns: 0, finalText: "",
      ...(clean ? {} : { error: tail ? `${error}: ${tail}` : error }),
    },
  ];
}

/** Why the command's own trace cannot be used, or null when it can (or there is none). */
function ownTraceProblem(path: string): string | null {
  if (!existsSync(path)) return "";
  const text = readFileSync(path, "utf8");
  if (text.trim() === "") return "";
  try {
    const events = parseTrace(text, "FREECODE_TRACE");
    if (!events.some((e) => e.type === "session.start")) return "the trace written to FREECODE_TRACE has no session.start";
    return null;
  } catch (err) {
    return `the trace written to FREECODE_TRACE is invalid: ${(err as Error).message}`;
  }
}

export const commandAdapter: AgentAdapter = {
  name: "command",
  argRequired: 'agent:command="./my-agent.sh --fast"',
  run: neverThrows("command", async (inv, arg) => {
    if (!arg?.trim()) return { kind: "spawn_failed", message: 'agent:command needs a command: agent:command="./my-agent.sh --fast"', ms: 0, stderrTail: "" };
    const started = Date.now();
    const proc = await runProcess({ file: arg, shell: true, cwd: inv.cwd, env: commandEnv(inv), timeoutSec: inv.timeoutSec, onGroup: inv.onGroup, stdoutCopy: besideTrace(inv.tracePath, "command.log") });
    if (proc.kind === "exited" && (proc.code === 126 || proc.code === 127)) {
      return { kind: "spawn_failed", message: `the shell could not run "${arg}" (exit ${proc.code}): ${proc.stderrTail.trim().slice(-300)}`, ms: proc.ms, stderrTail: proc.stderrTail };
    }
    if (proc.kind === "spawn_failed") return proc;
    const problem = ownTraceProblem(inv.tracePath);
    if (problem === null) return proc;
    if (problem !== "") renameSync(inv.tracePath, `${inv.tracePath}.invalid`);
    writeTraceFile(inv.tracePath, minimalTrace(inv, proc, started, problem || undefined));
    return proc;
  }),
};
