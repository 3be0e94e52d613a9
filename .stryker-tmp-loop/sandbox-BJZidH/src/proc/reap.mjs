/**
 * Finding and ending every process of a trial, wherever it went: each process a trial starts
 * (agent, the bash tool's commands and their descendants, setup, check) inherits the variable
 * FREECODE_TRIAL_TAG, so a scan of /proc finds them even after they left the trial's process
 * groups (a tool command leads a group of its own) or lost their parent (the harness killed
 * with -9, so they were re-parented to init). Plain JavaScript, because the watcher
 * (watch.mjs) runs it in a bare `node` that starts in milliseconds; the harness imports the
 * same module (reap.d.mts gives its types).
 *
 * Linux only (/proc); elsewhere nothing is found, and process groups are what remains. A
 * process that clears its own environment (`env -i`) escapes the scan; the groups still catch
 * it while its group lives.
 */
// @ts-nocheck

import { readdirSync, readFileSync } from "node:fs";

export const TAG_VAR = "FREECODE_TRIAL_TAG";

/** The state letter of /proc/<pid>/stat (R, S, D, Z, T, …), or null when the process is gone. */
export function procState(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) || null;
  } catch {
    return null;
  }
}

/**
 * Pids of live (not zombie) processes whose environment holds FREECODE_TRIAL_TAG starting
 * with `prefix`, this process excepted. Processes of other users are unreadable and skipped.
 */
export function taggedPids(prefix) {
  if (process.platform !== "linux" || !prefix) return [];
  const needle = `${TAG_VAR}=${prefix}`;
  const out = [];
  let names;
  try {
    names = readdirSync("/proc");
  } catch {
    return [];
  }
  for (const name of names) {
    if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57) continue;
    const pid = Number(name);
    if (pid === process.pid) continue;
    let env;
    try {
      env = readFileSync(`/proc/${name}/environ`, "latin1");
    } catch {
      continue;
    }
    if (!env.includes(needle)) continue;
    if (env.split("\0").some((e) => e.startsWith(needle)) && procState(pid) !== "Z") out.push(pid);
  }
  return out;
}

/**
 * SIGKILL to every tagged process (see taggedPids), scanning again until none is left (a
 * process may fork between the scan and the signal), at most 10 rounds.
 * @returns how many processes were signalled
 */
export function reapTagged(prefix) {
  let n = 0;
  for (let round = 0; round < 10; round++) {
    const pids = taggedPids(prefix);
    if (pids.length === 0) break;
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
        n++;
      } catch {
        /* gone meanwhile */
      }
    }
  }
  return n;
}
