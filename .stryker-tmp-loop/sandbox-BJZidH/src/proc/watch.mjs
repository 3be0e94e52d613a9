/**
 * The watcher between the harness and each process of a trial (agent, setup, check): a
 * parent-death mechanism Node lacks (no prctl(PR_SET_PDEATHSIG)). The harness starts
 * `node watch.mjs '<json spec>'` as the leader of a new process group, with a pipe on its
 * stdin that it never writes; the watcher starts the real command in its own group.
 *
 * - The pipe reaching end-of-file means the harness is gone (killed with -9 included): the
 *   watcher SIGKILLs every process carrying the trial's tag, then its own group, itself last.
 * - SIGTERM, SIGINT or SIGHUP (the harness's timeout, an interrupt) is passed to the command,
 *   which may clean up; the harness follows with SIGKILL to the group after a grace period.
 * - When the command ends, whatever is left with the tag (a backgrounded `sleep` of a bash
 *   tool call, in a group of its own) is killed, and the watcher ends the same way: same exit
 *   code, or the same signal.
 * - A command that cannot be started prints SPAWN_FAILED_MARK and its error on stderr and
 *   exits 127, which the harness records as `spawn_failed`.
 *
 * Plain JavaScript so it starts in a bare `node` in milliseconds. Spec: {file, args, shell,
 * stdinFile, tag}.
 */
// @ts-nocheck

import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import { reapTagged } from "./reap.mjs";

export const SPAWN_FAILED_MARK = "freecode-watch: cannot start: ";

const spec = JSON.parse(process.argv[2] ?? "{}");
let childStdin = "ignore";
try {
  if (spec.stdinFile) childStdin = openSync(spec.stdinFile, "r");
} catch (err) {
  process.stderr.write(`${SPAWN_FAILED_MARK}${err.message}\n`);
  process.exit(127);
}
const child = spawn(spec.file, spec.args ?? [], { shell: spec.shell ?? false, stdio: [childStdin, "inherit", "inherit"] });

const endEverything = () => {
  reapTagged(spec.tag);
  try {
    child.kill("SIGKILL");
  } catch {
    /* gone */
  }
  try {
    process.kill(-process.pid, "SIGKILL");
  } catch {
    process.exit(137);
  }
};

process.stdin.on("end", endEverything);
process.stdin.on("error", endEverything);
process.stdin.resume();
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
  process.on(signal, () => {
    try {
      child.kill(signal);
    } catch {
      /* gone */
    }
  });
}
child.on("error", (err) => {
  process.stderr.write(`${SPAWN_FAILED_MARK}${err.message}\n`);
  reapTagged(spec.tag);
  process.exit(127);
});
child.on("exit", (code, signal) => {
  reapTagged(spec.tag);
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    // A signal this process cannot die of (or one re-delivered late): say so by the status.
    setTimeout(() => process.exit(128), 100).unref();
  } else {
    process.exit(code ?? 1);
  }
});
