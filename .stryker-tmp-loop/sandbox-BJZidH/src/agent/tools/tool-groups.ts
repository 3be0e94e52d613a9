/**
 * The process groups the bash tool started (each command leads one, so its timeout can kill
 * it whole). A command may leave processes behind on purpose (a server started with `&` for
 * the next call to reach), so a group lives until the agent ends; then every group is killed,
 * whatever ends the agent: a normal exit, or SIGTERM / SIGINT / SIGHUP (the harness's timeout
 * or an interrupt), after which the agent exits by the same signal.
 */
// @ts-nocheck

const groups = new Set<number>();
let hooked = false;

/** SIGKILL to every group the bash tool started. @returns how many were signalled */
export function killToolGroups(): number {
  const n = groups.size;
  for (const pid of groups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      /* the group has already gone */
    }
  }
  groups.clear();
  return n;
}

/** Records the group a tool command leads, and makes sure the agent kills it when it ends. */
export function trackToolGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  groups.add(pid);
  if (hooked) return;
  hooked = true;
  process.once("exit", killToolGroups);
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
    process.once(signal, () => {
      killToolGroups();
      process.kill(process.pid, signal);
    });
  }
}
