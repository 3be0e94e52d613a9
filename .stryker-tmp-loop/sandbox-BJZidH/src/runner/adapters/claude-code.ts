/**
 * `agent:claude-code[=EXTRA ARGS]`: Claude Code as an arm. Runs, in the trial's workspace and
 * environment (ANTHROPIC_BASE_URL / ANTHROPIC_API_KEY point it at the simulator or the API),
 *
 *   claude -p --output-format stream-json --verbose --model M --max-turns N
 *          --permission-mode bypassPermissions [EXTRA ARGS]   < prompt file
 *
 * and converts its stream into our trace (claude-code-events.ts); the raw stream is kept as
 * `traces/<trial>.claude-code.ndjson`. EXTRA ARGS are split on whitespace (no quoting), e.g.
 * `agent:claude-code=--effort high`. The program is FREECODE_CLAUDE_CODE_BIN from the trial
 * environment (a variant can set it: `env:FREECODE_CLAUDE_CODE_BIN=/opt/claude`), else
 * `claude` on PATH. The request cap goes in CLAUDE_CODE_MAX_OUTPUT_TOKENS. Claude Code
 * refuses bypassPermissions as root unless IS_SANDBOX=1 (set it in the variant when the
 * trials run as root in a container).
 */
// @ts-nocheck

import { providerOf } from "../../agent-protocol/provider.ts";
import { convertClaudeCode } from "./claude-code-events.ts";
import { besideTrace, neverThrows, runProcess, type TimedLine } from "./spawn.ts";
import { writeTraceFile } from "../../trace/index.ts";
import type { AgentAdapter } from "./types.ts";

/** Claude Code's own switches that keep a trial quiet and self-contained (the variant's env wins). */
const QUIET_ENV = { DISABLE_AUTOUPDATER: "1", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" };

/** The argument list for one trial (prompt on stdin). */
export function claudeCodeArgs(model: string, maxTurns: number, extra: string | undefined): string[] {
  return [
    "-p", "--output-format", "stream-json", "--verbose", "--model", model, "--max-turns", String(maxTurns),
    "--permission-mode", "bypassPermissions",
    ...(extra?.trim() ? extra.trim().split(/\s+/) : []),
  ];
}

export const claudeCodeAdapter: AgentAdapter = {
  name: "claude-code",
  run: neverThrows("claude-code", async (inv, arg) => {
    const started = Date.now();
    let provider;
    try {
      provider = providerOf(inv.env);
    } catch (err) {
      return { kind: "spawn_failed", message: (err as Error).message, ms: 0, stderrTail: "" };
    }
    if (provider !== "anthropic") {
      return { kind: "spawn_failed", message: "agent:claude-code speaks the Anthropic Messages API: use --provider anthropic (ANTHROPIC_BASE_URL may point at Ollama or llama-server) or the simulator", ms: 0, stderrTail: "" };
    }
    const lines: TimedLine[] = [];
    const env = { ...QUIET_ENV, ...inv.env, ...(inv.maxTokens !== undefined ? { CLAUDE_CODE_MAX_OUTPUT_TOKENS: String(inv.maxTokens) } : {}) };
    const proc = await runProcess({
      file: inv.env.FREECODE_CLAUDE_CODE_BIN || "claude", args: claudeCodeArgs(inv.model, inv.maxTurns, arg),
      cwd: inv.cwd, env, timeoutSec: inv.timeoutSec, stdinFile: inv.promptFile, onGroup: inv.onGroup,
      onLine: (line, t) => lines.push({ line, t }), stdoutCopy: besideTrace(inv.tracePath, "claude-code.ndjson"),
    });
    if (proc.kind === "spawn_failed") return proc;
    const { events, recognised } = convertClaudeCode(lines, inv, { startedAt: started, endedAt: started + proc.ms });
    // No stream-json at all (a bad flag, no credentials): no trace, so the trial reports the
    // exit and stderr as an infrastructure failure.
    if (recognised === 0) return proc;
    try {
      writeTraceFile(inv.tracePath, events);
    } catch (err) {
      return { kind: "spawn_failed", message: `could not convert Claude Code's stream: ${(err as Error).message}`, ms: proc.ms, stderrTail: proc.stderrTail };
    }
    return proc;
  }),
};
