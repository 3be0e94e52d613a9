/**
 * A trial's processes (agent, setup, check) in a process group of their own, ended whole: the
 * one place that starts and kills them (the built-in agent, runner/agent-process.ts; external
 * agents, runner/adapters/spawn.ts; setup and check, runner/trial-commands.ts).
 *
 * Each command runs under the watcher (watch.mjs), which leads a new process group (execa's
 * `detached`) and holds a pipe from this process on its stdin: when this process dies, even by
 * kill -9, the pipe closes and the watcher kills everything of the trial. Every process of a
 * trial carries the trial's tag in its environment (reap.mjs), so what left the group (a
 * bash tool command leads its own group) is found by a scan of /proc.
 * - At the timeout the whole group gets SIGTERM, and SIGKILL FORCE_KILL_AFTER_MS later; the
 *   outcome is `timed_out` however the processes ended (execa's own timeout signals the
 *   child's pid only, and its `cleanup` is skipped for a detached child, so neither is used).
 * - When the command ends (by itself, at the timeout or killed), its group gets SIGKILL and
 *   every process with its tag is killed: a grandchild left behind would otherwise outlive
 *   the trial, and could hold stdout open so that reading it never ends.
 * - When the harness exits (an interrupted run calls process.exit), every group still running
 *   gets SIGKILL, and every process with its tag, so no agent goes on spending against the
 *   provider.
 */
// @ts-nocheck

import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { reapTagged, TAG_VAR } from "./reap.mjs";

export type Env = Record<string, string>;

export type ProcessOutcome =
  | { kind: "exited"; code: number; ms: number; stderrTail: string }
  | { kind: "timed_out"; ms: number; stderrTail: string }
  | { kind: "killed"; signal: string; ms: number; stderrTail: string }
  | { kind: "spawn_failed"; message: string; ms: number; stderrTail: string };

/** Wait between SIGTERM to the group at the timeout and SIGKILL (ms); kept under a second so a timeout overshoots by less than 2 s. */
export const FORCE_KILL_AFTER_MS = 800;
/** Characters of stderr (or of the combined output) kept in the outcome. */
const TAIL = 2000;
const WATCHER = fileURLToPath(new URL("./watch.mjs", import.meta.url));
/** What watch.mjs prints before the error when the command cannot be started. */
const SPAWN_FAILED_MARK = "freecode-watch: cannot start: ";

export interface GroupProcessSpec {
  /** Program, or a whole command line when `shell` is true. */
  file: string;
  args?: readonly string[];
  shell?: boolean;
  cwd: string;
  /** The whole environment (nothing is inherited). Its FREECODE_TRIAL_TAG, if any, is the trial's tag; else a fresh one is made. */
  env: Env;
  timeoutSec: number;
  /** File fed to stdin (default: no stdin). */
  stdinFile?: string;
  /** Sees each stdout line as it arrives; stdout is then never held whole. */
  onLine?: (line: string) => void;
  /** Keep stdout and stderr interleaved, and return their last 2,000 characters as `output`. */
  all?: boolean;
  /** Called with the process group id as soon as the group exists (to record it in the run folder). */
  onGroup?: (pgid: number) => void;
}

/** Process groups still running: leader pid → the tag every process of it carries. */
const running = new Map<number, string>();
let exitHooked = false;

/** SIGKILL to the process group led by `pid`; nothing when it has already gone. */
export function killGroup(pid: number, signal: NodeJS.Signals = "SIGKILL"): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* the group has already exited */
  }
}

/**
 * Ends every process group still running, and every process carrying one of their tags. An
 * interrupted run calls it before it removes the trials' workspaces (the exit hook below would
 * come only after), so no agent writes into a folder being removed. The tagged processes go
 * first: killing a group kills its watcher, which would otherwise have ended what left the group
 * (a bash tool command's background job leads a group of its own). Idempotent.
 * @returns how many groups were signalled
 */
export function killRunningGroups(): number {
  const n = running.size;
  running.forEach((tag, pid) => {
    reapTagged(tag);
    killGroup(pid);
  });
  running.clear();
  return n;
}

function track(pid: number, tag: string): void {
  running.set(pid, tag);
  if (!exitHooked) {
    exitHooked = true;
    process.once("exit", () => killRunningGroups());
  }
}

/** A fresh tag for processes that belong to no trial (a tag is what reap.mjs finds them by). */
export function newTag(): string {
  return `fc-solo-${randomBytes(6).toString("hex")}`;
}

/**
 * Runs the process to completion or timeout, then ends its group and every process carrying
 * its tag. Never throws: every ending is an outcome (a program that cannot be started is
 * `spawn_failed`).
 * @returns how it ended; stderrTail is the last 2,000 characters of stderr, `output` (with
 *   `all`) those of stdout and stderr interleaved
 */
export async function runInProcessGroup(spec: GroupProcessSpec): Promise<ProcessOutcome & { output?: string }> {
  const started = Date.now();
  const tag = spec.env[TAG_VAR] ?? newTag();
  const env = { ...spec.env, [TAG_VAR]: tag };
  const watched = JSON.stringify({ file: spec.file, args: spec.args ?? [], shell: spec.shell ?? false, stdinFile: spec.stdinFile, tag });
  let timedOut = false;
  let force: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const sub = execa(process.execPath, [WATCHER, watched], {
      cwd: spec.cwd, env, extendEnv: false, reject: false,
      // A pipe nobody writes: its end tells the watcher that this process is gone.
      stdin: "pipe",
      detached: true, all: spec.all ?? false,
      // Read line by line, stdout is never buffered whole: an agent's event stream can be large,
      // and a full buffer would kill the agent.
      buffer: { stdout: !spec.onLine }, maxBuffer: 16 * 1024 * 1024,
    });
    const pid = sub.pid;
    if (pid) {
      track(pid, tag);
      spec.onGroup?.(pid);
      timer = setTimeout(() => {
        timedOut = true;
        killGroup(pid, "SIGTERM");
        force = setTimeout(() => {
          killGroup(pid);
          reapTagged(tag);
        }, FORCE_KILL_AFTER_MS);
      }, spec.timeoutSec * 1000);
      sub.once("exit", () => {
        killGroup(pid);
        reapTagged(tag);
        running.delete(pid);
      });
    }
    if (spec.onLine) for await (const line of sub.iterable({ from: "stdout" })) spec.onLine(line);
    const r = await sub;
    const ms = Date.now() - started;
    const stderr = String(r.stderr ?? "");
    const stderrTail = stderr.slice(-TAIL);
    const output = spec.all ? { output: String(r.all ?? "").slice(-TAIL) } : {};
    const mark = stderr.indexOf(SPAWN_FAILED_MARK);
    if (timedOut) return { kind: "timed_out", ms, stderrTail, ...output };
    if (r.exitCode === 127 && mark !== -1) return { kind: "spawn_failed", message: stderr.slice(mark + SPAWN_FAILED_MARK.length).trim(), ms, stderrTail, ...output };
    if (r.signal) return { kind: "killed", signal: r.signal, ms, stderrTail, ...output };
    if (r.failed && r.exitCode === undefined) return { kind: "spawn_failed", message: r.shortMessage ?? "spawn failed", ms, stderrTail, ...output };
    return { kind: "exited", code: r.exitCode ?? 0, ms, stderrTail, ...output };
  } catch (err) {
    return { kind: "spawn_failed", message: (err as Error).message, ms: Date.now() - started, stderrTail: "" };
  } finally {
    clearTimeout(timer);
    clearTimeout(force);
  }
}
