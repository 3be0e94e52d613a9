/**
 * `bash {command, timeoutSec?}`: runs a shell command in the workspace through execa.
 * stdout and stderr are combined (`all`). The child leads its own process group (detached),
 * and on timeout the whole group gets SIGTERM, then SIGKILL after KILL_GRACE_MS, so
 * grandchildren (a test runner's workers, a background server) die with it. What a command
 * leaves running is killed when the agent ends (tool-groups.ts).
 * Output is taken as bytes (bytes/binary.ts): the store keeps it raw (binary output as a hex
 * dump, invalid UTF-8 bytes as `\xHH`); the model's copy is what a terminal would show
 * (bytes/terminal.ts: ANSI escapes removed, carriage-return redraws collapsed), or for binary
 * output a notice with its byte count. With FREECODE_BASH_COMPRESS=1 that copy is then
 * compressed by class (compress.ts). The status line is a trailer: never capped or counted.
 * Non-zero exit → an error result.
 */
// @ts-nocheck

import { execa } from "execa";
import { z } from "zod";
import { boolFlag } from "../flags.ts";
import { compressOutput } from "../compress.ts";
import { outputBytes, type OutputBytes } from "../bytes/binary.ts";
import { cleanTerminal } from "../bytes/terminal.ts";
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
    encoding: "buffer",
    reject: false,
    detached: true,
    stdin: "ignore",
    stripFinalNewline: false, // binary output keeps every byte; text loses its final newline below
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
  const shown = outputBytes(result.all instanceof Uint8Array ? result.all : new Uint8Array(0));
  if (shown.kind === "text") shown.text = shown.text.replace(/\r?\n$/, "");
  const text = shown.kind === "binary" ? binaryStored(shown) : shown.text;
  const status = timedOut
    ? `[timed out after ${timeoutSec} s; the process group was killed]`
    : result.exitCode !== undefined
      ? `[exit code ${result.exitCode}]`
      : result.signal
        ? `[killed by signal ${result.signal}]`
        : `[failed to run: ${result.shortMessage}]`;
  const body = text === "" ? "(no output)" : text;
  return { output: `${body}\n${status}`, body, status, ok: !timedOut && result.exitCode === 0, shown };
}

/** What the store keeps of binary output: a header line, then the hex dump. */
function binaryStored(b: Extract<OutputBytes, { kind: "binary" }>): string {
  return `[binary output: ${b.bytes} bytes as a hex dump, 16 a line: offset, bytes in hex, printable ASCII]\n${b.hexdump}`;
}

/** The model's notice for binary output. */
function binaryNotice(b: Extract<OutputBytes, { kind: "binary" }>, id: string): string {
  const why = [b.nul ? "NUL bytes" : "", b.invalidBytes > 0 ? `${b.invalidBytes} bytes that are not valid UTF-8` : ""].filter(Boolean).join(" and ");
  return (
    `[binary output: ${b.bytes} bytes (${why}), not shown as text. The raw bytes are stored as a hex dump: ` +
    `call output with id="${id}" and offset/limit or pattern; or rerun the command piped through a filter (strings, head -c, xxd)]`
  );
}

export const bashTool: Tool<Input> = {
  name: "bash",
  description: description("bash"),
  input: Input,
  concurrencySafe: false,
  async run(input, ctx): Promise<ToolRun> {
    const r = await runShell(input.command, ctx.cwd, ctx.env, input.timeoutSec ?? BASH_DEFAULT_TIMEOUT_SEC);
    const base = { output: r.output, isError: !r.ok, trailer: r.status };
    if (r.shown.kind === "binary") return { ...base, visible: binaryNotice(r.shown, ctx.callId), elided: true };
    const clean = cleanTerminal(r.body);
    const note = r.shown.invalidBytes > 0 ? `\n[${r.shown.invalidBytes} bytes of this output are not valid UTF-8; each is shown as \\xHH]` : "";
    if (!boolFlag(ctx.env, "FREECODE_BASH_COMPRESS")) return { ...base, visible: clean.text + note, terminal: clean.changed };
    const c = compressOutput(input.command, clean.text, ctx.callId, ctx.env);
    return { ...base, visible: c.text + note, elided: c.changed, terminal: clean.changed };
  },
};
