/**
 * `agent:codex[=EXTRA ARGS]`: OpenAI's Codex CLI as an arm. Runs, in the trial's workspace
 * and environment,
 *
 *   codex exec --json --skip-git-repo-check --sandbox workspace-write -m M [EXTRA ARGS] -
 *
 * with the prompt on stdin ("-"), and converts its events (codex-events.ts); the raw stream is
 * kept as `traces/<trial>.codex.ndjson`. Codex talks to OpenAI's API (OPENAI_API_KEY /
 * CODEX_API_KEY in the variant's env), not to the simulator, so give it an OpenAI model with
 * `model:ID` and OpenAI prices with `--pricing`. The program is FREECODE_CODEX_BIN from the
 * trial environment, else `codex` on PATH. EXTRA ARGS are split on whitespace; `-c key=value`
 * overrides go there (they must follow `exec`, which they do).
 */
// @ts-nocheck

import { convertCodex } from "./codex-events.ts";
import { besideTrace, neverThrows, runProcess, type TimedLine } from "./spawn.ts";
import { writeTraceFile } from "../../trace/index.ts";
import type { AgentAdapter } from "./types.ts";

/** The argument list for one trial (prompt on stdin). */
export function codexArgs(model: string, extra: string | undefined): string[] {
  return [
    "exec", "--json", "--skip-git-repo-check", "--sandbox", "workspace-write", "-m", model,
    ...(extra?.trim() ? extra.trim().split(/\s+/) : []),
    "-",
  ];
}

export const codexAdapter: AgentAdapter = {
  name: "codex",
  run: neverThrows("codex", async (inv, arg) => {
    const started = Date.now();
    const lines: TimedLine[] = [];
    const proc = await runProcess({
      file: inv.env.FREECODE_CODEX_BIN || "codex", args: codexArgs(inv.model, arg),
      cwd: inv.cwd, env: inv.env, timeoutSec: inv.timeoutSec, stdinFile: inv.promptFile, onGroup: inv.onGroup,
      onLine: (line, t) => lines.push({ line, t }), stdoutCopy: besideTrace(inv.tracePath, "codex.ndjson"),
    });
    if (proc.kind === "spawn_failed") return proc;
    const { events, recognised } = convertCodex(lines, inv, { startedAt: started, endedAt: started + proc.ms });
    // No JSON events at all: no trace, so the trial reports the exit and stderr as infra.
    if (recognised === 0) return proc;
    try {
      writeTraceFile(inv.tracePath, events);
    } catch (err) {
      return { kind: "spawn_failed", message: `could not convert codex's events: ${(err as Error).message}`, ms: proc.ms, stderrTail: proc.stderrTail };
    }
    return proc;
  }),
};
