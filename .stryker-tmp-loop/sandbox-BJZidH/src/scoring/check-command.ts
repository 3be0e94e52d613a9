/**
 * Runs a case's `check.run` command in the trial workspace; its exit status decides.
 */
// @ts-nocheck

import { runInProcessGroup, type Env } from "../proc/group.ts";
import type { CheckResult } from "./result.ts";

/**
 * How a shell command line is run: as it is (`sh -c`), or wrapped (the trial's sandbox).
 * Returns the program and arguments that run `command` through the shell.
 */
export type Confine = (command: string) => { file: string; args: string[] };

/**
 * Runs `command` through the shell in `cwd`, in a process group of its own that is killed
 * whole at `timeoutSec` (proc/group.ts: SIGTERM, then SIGKILL under a second later), so a
 * check that leaves a `sleep` behind cannot hold the trial past its timeout.
 * @param env the environment for the check (the trial's scrubbed environment, with its tag)
 * @param confine wraps the command (the trial's sandbox); default: `sh -c` unconfined
 * @returns a CheckResult whose explanation holds the exit status and the output's last 2,000 characters.
 */
export async function runCheckCommand(
  command: string,
  cwd: string,
  timeoutSec: number,
  env: Readonly<Env>,
  confine?: Confine,
): Promise<CheckResult & { exitCode: number | null; durationMs: number }> {
  const cmd = confine ? confine(command) : { file: command, args: [] };
  const r = await runInProcessGroup({ file: cmd.file, args: cmd.args, shell: !confine, cwd, env: { ...env }, timeoutSec, all: true });
  const out = r.output ?? r.stderrTail;
  const status = r.kind === "timed_out" ? `timed out after ${timeoutSec} s (its process group ended at ${(r.ms / 1000).toFixed(2)} s)`
    : r.kind === "exited" ? `exit code ${r.code}`
      : r.kind === "killed" ? `exit code ${r.signal}`
        : `could not start: ${r.message}`;
  return {
    name: "check", kind: "check", pass: r.kind === "exited" && r.code === 0,
    explanation: `${command}: ${status}\n${out.length >= 2000 ? `…${out}` : out}`.trimEnd(),
    exitCode: r.kind === "exited" ? r.code : null, durationMs: r.ms,
  };
}
