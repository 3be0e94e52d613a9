/**
 * `bash {command, timeoutSec?}`: runs a shell command in the workspace through execa.
 * stdout and stderr are combined (`all`). The child leads its own process group (detached),
 * and on timeout the whole group gets SIGTERM, then SIGKILL after KILL_GRACE_MS, so
 * grandchildren (a test runner's workers, a background server) die with it. What a command
 * leaves running is killed when the agent ends (tool-groups.ts).
 * Output is taken as bytes (bytes/binary.ts): the store keeps it raw (binary output as a hex
 * dump, invalid UTF-8 bytes as `\xHH`) beside its readable rendering (bytes/terminal.ts: what a
 * terminal would show: escape sequences dropped, carriage-return and cursor redraws resolved),
 * which is the model's copy and what `output` pages by default; binary output is a notice with
 * its byte count. With FREECODE_BASH_COMPRESS=1 that copy is then compressed by class
 * (compress.ts). The status line is a trailer: kept whole after the text, counted in the cap.
 * Non-zero exit → an error result.
 */
import { execa } from "execa";
import { z } from "zod";
import { boolFlag } from "../flags.ts";
import { compressOutput } from "../compress.ts";
import { outputBytes, type OutputBytes } from "../bytes/binary.ts";
import { renderTerminal } from "../bytes/terminal.ts";
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

/** The model's notice for binary output: its size, and the `output` call that pages the whole hex dump. */
function binaryNotice(b: Extract<OutputBytes, { kind: "binary" }>, id: string): string {
  const why = [b.nul ? "NUL bytes" : "", b.invalidBytes > 0 ? `${b.invalidBytes} bytes that are not valid UTF-8` : ""].filter(Boolean).join(" and ");
  const dumpLines = b.hexdump === "" ? 0 : b.hexdump.split("\n").length;
  return (
    `[binary output: ${b.bytes} bytes (${why}), not shown as text. The raw bytes are stored as a hex dump of ${dumpLines} lines, 16 bytes a line, after one header line: ` +
    `call output with id="${id}" offset=2 limit=${dumpLines}; or rerun the command piped through a filter (strings, head -c, xxd)]`
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
    const screen = renderTerminal(r.body);
    const rendered = screen.changed ? { rendered: `${screen.text}\n${r.status}` } : {};
    // The notice goes with the status line: kept whole, after the text, inside the cap.
    const trailer = r.shown.invalidBytes > 0 ? `[${r.shown.invalidBytes} bytes of this output are not valid UTF-8; each is shown as \\xHH]\n${r.status}` : r.status;
    if (!boolFlag(ctx.env, "FREECODE_BASH_COMPRESS")) return { ...base, ...rendered, trailer, visible: screen.text };
    const c = compressOutput(input.command, screen.text, ctx.callId, ctx.env);
    return { ...base, ...rendered, trailer, visible: c.text, elided: c.changed, ...(c.origins ? { origins: c.origins } : {}) };
  },
};
