/** Name of the environment variable that marks every process of a trial. */
// @ts-nocheck

export const TAG_VAR: "FREECODE_TRIAL_TAG";
/** The state letter of /proc/<pid>/stat (R, S, D, Z, T, …), or null when the process is gone. */
export function procState(pid: number): string | null;
/** Pids of live processes whose FREECODE_TRIAL_TAG starts with `prefix` (Linux; elsewhere none). */
export function taggedPids(prefix: string): number[];
/** SIGKILL to every tagged process, rescanning until none is left. @returns processes signalled */
export function reapTagged(prefix: string): number;
