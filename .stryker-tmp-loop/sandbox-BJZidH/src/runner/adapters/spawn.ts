/**
 * Runs an external agent's process for one trial, the way runAgentProcess runs the built-in
 * one (both through proc/group.ts): own environment (no inheritance), own process group
 * killed whole at the timeout, one outcome shape, never a throw. In addition it reads stdout
 * line by line as it arrives, each line stamped with its arrival time (event streams carry no
 * clock of their own), and keeps a raw copy of stdout beside the trace for whoever has to
 * check a conversion.
 */
// @ts-nocheck

import { createWriteStream, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { AgentInvocation, ProcessOutcome } from "../agent-process.ts";
import { runInProcessGroup, type GroupProcessSpec } from "../../proc/group.ts";

export interface ProcessSpec extends Omit<GroupProcessSpec, "onLine"> {
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
 * Runs the process to completion or timeout, in its own process group (proc/group.ts).
 * @returns how it ended; stderrTail is the last 2,000 characters of stderr
 */
export async function runProcess(spec: ProcessSpec): Promise<ProcessOutcome> {
  const { onLine, stdoutCopy, ...rest } = spec;
  let copy: ReturnType<typeof createWriteStream> | null = null;
  try {
    if (stdoutCopy) {
      mkdirSync(dirname(stdoutCopy), { recursive: true });
      copy = createWriteStream(stdoutCopy);
      copy.on("error", () => {}); // a lost debugging copy must not end the trial
    }
    return await runInProcessGroup({
      ...rest,
      onLine: (line) => {
        const t = Date.now();
        copy?.write(`${line}\n`);
        onLine?.(line, t);
      },
    });
  } catch (err) {
    return { kind: "spawn_failed", message: (err as Error).message, ms: 0, stderrTail: "" };
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
