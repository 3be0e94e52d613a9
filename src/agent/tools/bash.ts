/**
 * `bash {command, timeoutSec?}`: runs a shell command in the workspace through execa.
 * stdout and stderr are combined (`all`). The child leads its own process group (detached),
 * and on timeout the whole group gets SIGTERM, then SIGKILL after KILL_GRACE_MS, so
 * grandchildren (a test runner's workers, a background server) die with it. What a command
 * leaves running is killed when the agent ends (tool-groups.ts).
 * The executor stores the full output before any cap; with FREECODE_BASH_COMPRESS=1 the
 * model's copy is compressed by class (compress.ts). Non-zero exit → an error result.
 */
import { execa } from "execa";
import { z } from "zod";
import { boolFlag } from "../flags.ts";
import { compressOutput } from "../compress.ts";
import { description } from "./describe.ts";
import { trackToolGroup } from "./tool-groups.ts";
import type { Tool, ToolRun } from "./types.ts";

export const BASH_DEFAULT_TIMEOUT_SEC = 120;
export const BASH_MAX_TIMEOUT_SEC = 3600;
const KILL_GRACE_MS = 2000;

const Input = z.strictObject({
  command: z.string().min(1).describe("Shell command, run with /bin/sh in the workspace"),
  timeoutSec: z
    .number()
    .positive()
    .max(BASH_MAX_TIMEOUT_SEC)
    .optional()
    .describe(`Seconds before the command's whole process group is killed (default ${BASH_DEFAULT_TIMEOUT_SEC})`),
});
type Input = z.infer<typeof Input>;

/** The child's environment: the agent's, minus provider credentials the model has no use for. */
function childEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, ...env })) {
    if (v !== undefined && k !== "ANTHROPIC_API_KEY" && k !== "ANTHROPIC_AUTH_TOKEN") out[k] = v;
  }
  return out;
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/**
 * Runs `command` and returns its combined output with a status line:
 * `[exit code N]`, or `[timed out after S s; the process group was killed]`.
 */
export async function runShell(command: string, cwd: string, env: Readonly<Record<string, string | undefined>>, timeoutSec: number) {
  const sub = execa(command, {
    shell: true,
    cwd,
    env: childEnv(env),
    extendEnv: false,
    all: true,
    reject: false,
    detached: true,
    stdin: "ignore",
    stripFinalNewline: true,
  });
  trackToolGroup(sub.pid);
  let timedOut = false;
  let forceTimer: NodeJS.Timeout | undefined;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(sub.pid, "SIGTERM");
    forceTimer = setTimeout(() => killGroup(sub.pid, "SIGKILL"), KILL_GRACE_MS);
  }, timeoutSec * 1000);
  const result = await sub;
  clearTimeout(timer);
  if (forceTimer) clearTimeout(forceTimer);
  const text = typeof result.all === "string" ? result.all : "";
  const status = timedOut
    ? `[timed out after ${timeoutSec} s; the process group was killed]`
    : result.exitCode !== undefined
      ? `[exit code ${result.exitCode}]`
      : result.signal
        ? `[killed by signal ${result.signal}]`
        : `[failed to run: ${result.shortMessage}]`;
  const body = text === "" ? "(no output)" : text;
  return { output: `${body}\n${status}`, body, status, ok: !timedOut && result.exitCode === 0 };
}

export const bashTool: Tool<Input> = {
  name: "bash",
  description: description("bash"),
  input: Input,
  concurrencySafe: false,
  async run(input, ctx): Promise<ToolRun> {
    const r = await runShell(input.command, ctx.cwd, ctx.env, input.timeoutSec ?? BASH_DEFAULT_TIMEOUT_SEC);
    if (!boolFlag(ctx.env, "FREECODE_BASH_COMPRESS")) return { output: r.output, isError: !r.ok };
    const c = compressOutput(input.command, r.body, ctx.callId, ctx.env);
    return { output: r.output, isError: !r.ok, visible: `${c.text}\n${r.status}`, elided: c.changed };
  },
};
