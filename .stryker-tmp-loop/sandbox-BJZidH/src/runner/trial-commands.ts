/**
 * A trial's own shell commands, the case's `setup` and `check`, each in a process group of its
 * own under the trial's tag (proc/group.ts), killed whole at its timeout, sandboxed like the
 * agent when the run is.
 */
// @ts-nocheck

import { runInProcessGroup, type Env } from "../proc/group.ts";
import { runCheckCommand, type Confine } from "../scoring/check-command.ts";
import type { CheckResult } from "../scoring/result.ts";
import type { LoadedCase } from "../suite/schema.ts";

/**
 * Runs the case's setup commands in order, all of them within `setupTimeoutSec` together.
 * @returns null when every command exited 0, else why not (the trial's infra reason)
 */
export async function runSetup(c: LoadedCase, cwd: string, env: Env, confine: Confine | undefined, onGroup: (pgid: number) => void): Promise<string | null> {
  const started = Date.now();
  const deadline = started + c.setupTimeoutSec * 1000;
  for (const cmd of c.setup) {
    const left = (deadline - Date.now()) / 1000;
    if (left <= 0) return `setup timed out after ${c.setupTimeoutSec} s (setupTimeoutSec) before: ${cmd}`;
    const wrapped = confine ? confine(cmd) : { file: cmd, args: [] };
    const r = await runInProcessGroup({ file: wrapped.file, args: wrapped.args, shell: !confine, cwd, env, timeoutSec: left, all: true, onGroup });
    const tail = (r.output ?? r.stderrTail).slice(-500);
    if (r.kind === "timed_out") return `setup timed out after ${c.setupTimeoutSec} s (setupTimeoutSec; its process group ended at ${((Date.now() - started) / 1000).toFixed(2)} s): ${cmd}`;
    if (r.kind === "spawn_failed") return `setup command could not start (${cmd}): ${r.message}`;
    if (r.kind === "killed") return `setup command killed by ${r.signal} (${cmd}): ${tail}`;
    if (r.code !== 0) return `setup command failed (${cmd}): ${tail}`;
  }
  return null;
}

/** The check's result, and whether repeated runs of it disagreed. */
export interface CheckRuns {
  check: CheckResult;
  /** Pass/fail of each run, in order. */
  passes: boolean[];
  /** True when the runs did not all agree: the check, not the agent, decided the trial. */
  flaky: boolean;
}

/**
 * Runs the case's check `repeats` times (≥ 1) on the same workspace. The first run's result
 * is the trial's check; with repeats > 1 its explanation ends with every run's result.
 */
export async function runCheckRepeated(c: LoadedCase & { check: NonNullable<LoadedCase["check"]> }, cwd: string, env: Env, repeats: number, confine: Confine | undefined): Promise<CheckRuns> {
  const results: CheckResult[] = [];
  for (let i = 0; i < Math.max(1, repeats); i++) results.push(await runCheckCommand(c.check.run, cwd, c.check.timeoutSec, env, confine));
  const passes = results.map((r) => r.pass);
  const flaky = passes.some((p) => p !== passes[0]);
  const first = results[0]!;
  const { name, kind, pass, explanation } = first;
  const runs = repeats > 1 ? `\n[check run ${repeats} times: ${passes.map((p) => (p ? "pass" : "fail")).join(", ")}${flaky ? " — results differ: check_flaky" : ""}]` : "";
  return { check: { name, kind, pass, explanation: `${explanation}${runs}` }, passes, flaky };
}
