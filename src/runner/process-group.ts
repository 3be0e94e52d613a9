/**
 * A trial's agent process in a process group of its own, ended whole: the one place that
 * starts and kills agent processes (the built-in agent, agent-process.ts; external agents,
 * adapters/spawn.ts).
 *
 * execa does most of it: `detached` makes the child lead a new process group; `timeout`
 * sends it SIGTERM at the trial's timeout and `forceKillAfterDelay` SIGKILL 2 s later;
 * `reject: false` returns every ending as a value. What execa does not do: it signals the
 * child's pid only, never its group, and its `cleanup` option is skipped for a detached child.
 * So, here:
 * - when the child exits (by itself, at the timeout or killed), its whole group gets SIGKILL:
 *   a grandchild left behind (a backgrounded job, a bash tool's command) would otherwise
 *   outlive the trial, and could hold stdout open so that reading it never ends;
 * - when the harness itself exits (an interrupted run calls process.exit), every group still
 *   running gets SIGKILL, so no agent goes on spending against the provider.
 */
import { execa } from "execa";

export type Env = Record<string, string>;

/** How a process ended; `stderrTail` is the end of what it wrote to stderr. */
export type ProcessOutcome =
  | { kind: "exited"; code: number; ms: number; stderrTail: string }
  | { kind: "timed_out"; ms: number; stderrTail: string }
  | { kind: "killed"; signal: string; ms: number; stderrTail: string }
  | { kind: "spawn_failed"; message: string; ms: number; stderrTail: string };

/** Wait between execa's SIGTERM at the timeout and its SIGKILL (ms). */
const FORCE_KILL_AFTER_MS = 2000;
/** Characters of stderr kept in the outcome. */
const STDERR_TAIL = 2000;

export interface GroupProcessSpec {
  /** Program, or a whole command line when `shell` is true. */
  file: string;
  args?: readonly string[];
  shell?: boolean;
  cwd: string;
  /** The whole environment (nothing is inherited). */
  env: Env;
  timeoutSec: number;
  /** File fed to stdin (default: no stdin). */
  stdinFile?: string;
  /** Sees each stdout line as it arrives; stdout is then never held whole. */
  onLine?: (line: string) => void;
}

const running = new Set<number>();
let exitHooked = false;

/** SIGKILL to the process group led by `pid`; nothing when it has already gone. */
export function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    /* the group has already exited */
  }
}

/**
 * SIGKILL to every agent process group still running. An interrupted run calls it before it
 * removes the trials' workspaces (the exit hook below would come only after), so no agent
 * writes into a folder being removed. Idempotent.
 * @returns how many groups were signalled
 */
export function killRunningGroups(): number {
  const n = running.size;
  running.forEach(killGroup);
  running.clear();
  return n;
}

function track(pid: number): void {
  running.add(pid);
  if (!exitHooked) {
    exitHooked = true;
    process.once("exit", () => running.forEach(killGroup));
  }
}

/**
 * Runs the process to completion or timeout, then ends its group. Never throws: every ending
 * is an outcome (a program that cannot be started is `spawn_failed`).
 * @returns how it ended; stderrTail is the last 2,000 characters of stderr
 */
export async function runInProcessGroup(spec: GroupProcessSpec): Promise<ProcessOutcome> {
  const started = Date.now();
  try {
    const sub = execa(spec.file, spec.args ?? [], {
      cwd: spec.cwd, env: spec.env, extendEnv: false, reject: false, shell: spec.shell ?? false,
      stdin: spec.stdinFile ? { file: spec.stdinFile } : "ignore",
      detached: true, timeout: spec.timeoutSec * 1000, forceKillAfterDelay: FORCE_KILL_AFTER_MS,
      // Read line by line, stdout is never buffered whole: an agent's event stream can be large,
      // and a full buffer would kill the agent.
      buffer: { stdout: !spec.onLine }, maxBuffer: 16 * 1024 * 1024,
    });
    const pid = sub.pid;
    if (pid) {
      track(pid);
      sub.once("exit", () => {
        killGroup(pid);
        running.delete(pid);
      });
    }
    if (spec.onLine) for await (const line of sub.iterable({ from: "stdout" })) spec.onLine(line);
    const r = await sub;
    const ms = Date.now() - started;
    const stderrTail = String(r.stderr ?? "").slice(-STDERR_TAIL);
    if (r.timedOut) return { kind: "timed_out", ms, stderrTail };
    if (r.signal) return { kind: "killed", signal: r.signal, ms, stderrTail };
    if (r.failed && r.exitCode === undefined) return { kind: "spawn_failed", message: r.shortMessage ?? "spawn failed", ms, stderrTail };
    return { kind: "exited", code: r.exitCode ?? 0, ms, stderrTail };
  } catch (err) {
    return { kind: "spawn_failed", message: (err as Error).message, ms: Date.now() - started, stderrTail: "" };
  }
}
