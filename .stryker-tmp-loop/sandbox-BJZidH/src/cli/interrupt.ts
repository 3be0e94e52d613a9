/**
 * SIGINT / SIGTERM for the commands that run trials or a case's commands: `eval ab` (whose
 * `what` is its resume hint), `eval gate`, `eval release` and `eval validate --prove`. Without a handler Node dies at once: the watchers still end the
 * processes (proc/watch.mjs), but every workspace in flight stays in $TMPDIR and the exit code
 * and message say nothing. The handler ends every running group and every process with its
 * tag (a bash tool command's background job included), removes the workspaces (and proving
 * folders), says what was cut short and exits 130 / 143.
 */
// @ts-nocheck

import { killRunningGroups } from "../proc/group.ts";
import { removeLiveWorkspaces } from "../runner/workspace.ts";

export interface InterruptOptions {
  /** What was cut short, e.g. "the gate did not finish; no gate.json was written". */
  what: () => string;
  /** Leave the trials' workspaces (`--keep-workspaces`). */
  keepWorkspaces?: boolean;
  /** More clean-up after the processes are ended (e.g. prove's folders). */
  cleanUp?: () => void;
  /** Called first (stop a progress line). */
  before?: () => void;
}

/**
 * Installs the handler for SIGINT and SIGTERM (once each).
 * @returns a function that removes it (for a command that finished)
 */
export function handleInterrupts(o: InterruptOptions): () => void {
  const handler = (signal: NodeJS.Signals) => {
    o.before?.();
    killRunningGroups();
    if (!o.keepWorkspaces) removeLiveWorkspaces();
    o.cleanUp?.();
    process.stderr.write(`\nfreecode: interrupted (${signal}); ${o.what()}\n`);
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", handler);
  process.once("SIGTERM", handler);
  return () => {
    process.removeListener("SIGINT", handler);
    process.removeListener("SIGTERM", handler);
  };
}
