/**
 * Runs a case's `check.run` command in the trial workspace; its exit status decides.
 */
import { execa } from "execa";
import type { CheckResult } from "./result.ts";

const TAIL_CHARS = 2000;

/**
 * Runs `command` through the shell in `cwd`, killing the whole process group after `timeoutSec`.
 * @param env the environment for the check (the trial's scrubbed environment)
 * @returns a CheckResult whose explanation holds the exit status and the output's last 2,000 characters.
 */
export async function runCheckCommand(
  command: string,
  cwd: string,
  timeoutSec: number,
  env: Readonly<Record<string, string>>,
): Promise<CheckResult & { exitCode: number | null; durationMs: number }> {
  const started = Date.now();
  const sub = execa(command, {
    shell: true, cwd, env, extendEnv: false, reject: false, all: true,
    timeout: timeoutSec * 1000, detached: true, cleanup: true, forceKillAfterDelay: 2000, stdin: "ignore",
  });
  const pid = sub.pid;
  const r = await sub;
  if (pid) {
    try { process.kill(-pid, "SIGKILL"); } catch { /* group already gone */ }
  }
  const out = (r.all ?? "").toString();
  const tail = out.length > TAIL_CHARS ? `…${out.slice(-TAIL_CHARS)}` : out;
  const status = r.timedOut ? `timed out after ${timeoutSec} s` : `exit code ${r.exitCode ?? r.signal}`;
  return {
    name: "check", kind: "check", pass: !r.timedOut && r.exitCode === 0,
    explanation: `${command}: ${status}\n${tail}`.trimEnd(),
    exitCode: r.exitCode ?? null, durationMs: Date.now() - started,
  };
}
