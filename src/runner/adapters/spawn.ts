/**
 * Runs an external agent's process for one trial, the way runAgentProcess runs the built-in
 * one: own environment (no inheritance), own process group killed whole at the timeout, one
 * outcome shape, never a throw. In addition it reads stdout line by line as it arrives, each
 * line stamped with its arrival time (event streams carry no clock of their own), and keeps a
 * raw copy of stdout beside the trace for whoever has to check a conversion.
 */
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { execa } from "execa";
import type { AgentInvocation, Env, ProcessOutcome } from "../agent-process.ts";

export interface ProcessSpec {
  /** Program, or a whole command line when `shell` is true. */
  file: string;
  args?: readonly string[];
  shell?: boolean;
  cwd: string;
  env: Env;
  timeoutSec: number;
  /** File fed to stdin (default: no stdin). */
  stdinFile?: string;
  /** Sees each stdout line with its arrival time (ms since the epoch). */
  onLine?: (line: string, t: number) => void;
  /** File that receives a raw copy of stdout. */
  stdoutCopy?: string;
}

/** A stdout line and when it arrived (ms since the epoch). */
export interface TimedLine {
  t: number;
  line: string;
}

/**
 * Runs the process to completion or timeout.
 * @returns how it ended; stderrTail is the last 2,000 characters of stderr
 */
export async function runProcess(spec: ProcessSpec): Promise<ProcessOutcome> {
  const started = Date.now();
  let copy: ReturnType<typeof createWriteStream> | null = null;
  try {
    if (spec.stdoutCopy) {
      mkdirSync(dirname(spec.stdoutCopy), { recursive: true });
      copy = createWriteStream(spec.stdoutCopy);
      copy.on("error", () => {}); // a lost debugging copy must not end the trial
    }
    const sub = execa(spec.file, spec.args ?? [], {
      cwd: spec.cwd, env: spec.env, extendEnv: false, reject: false, stdin: spec.stdinFile ? { file: spec.stdinFile } : "ignore", shell: spec.shell ?? false,
      // A new process group, so a timeout kills the agent's own children too.
      detached: true, cleanup: true, timeout: spec.timeoutSec * 1000, forceKillAfterDelay: 2000,
      // stdout is consumed line by line below and never held whole: an agent's event stream
      // can be large, and a full buffer would kill the agent.
      buffer: { stdout: false }, maxBuffer: 16 * 1024 * 1024,
    });
    const pid = sub.pid;
    // Children left behind (a backgrounded job, a shell killed at the timeout while its
    // children run on) would keep stdout open and the line reader waiting: when the agent's
    // own process ends, its whole group goes with it.
    sub.once("exit", () => {
      if (pid) try { process.kill(-pid, "SIGKILL"); } catch { /* the group has already exited */ }
    });
    for await (const line of sub.iterable({ from: "stdout" })) {
      const t = Date.now();
      copy?.write(`${line}\n`);
      spec.onLine?.(line, t);
    }
    const r = await sub;
    const ms = Date.now() - started;
    const stderrTail = String(r.stderr ?? "").slice(-2000);
    if (r.timedOut) return { kind: "timed_out", ms, stderrTail };
    if (r.signal) return { kind: "killed", signal: r.signal, ms, stderrTail };
    if (r.failed && r.exitCode === undefined) return { kind: "spawn_failed", message: r.shortMessage ?? "spawn failed", ms, stderrTail };
    return { kind: "exited", code: r.exitCode ?? 0, ms, stderrTail };
  } catch (err) {
    return { kind: "spawn_failed", message: (err as Error).message, ms: Date.now() - started, stderrTail: "" };
  } finally {
    await new Promise<void>((resolve) => (copy ? copy.end(() => resolve()) : resolve()));
  }
}

/** The path of an adapter's side file next to the trace: `traces/x.jsonl` → `traces/x.<suffix>`. */
export function besideTrace(tracePath: string, suffix: string): string {
  return `${tracePath.replace(/\.jsonl$/, "")}.${suffix}`;
}

/**
 * An adapter's run function that never throws, as the AgentAdapter contract requires: an
 * unexpected error (a file that cannot be read or written) becomes a spawn_failed outcome,
 * which the trial records as an infrastructure failure with this message.
 */
export function neverThrows(
  name: string,
  run: (inv: AgentInvocation, arg: string | undefined) => Promise<ProcessOutcome>,
): (inv: AgentInvocation, arg: string | undefined) => Promise<ProcessOutcome> {
  return async (inv, arg) => {
    try {
      return await run(inv, arg);
    } catch (err) {
      return { kind: "spawn_failed", message: `agent:${name} adapter failed: ${(err as Error).message}`, ms: 0, stderrTail: "" };
    }
  };
}
