/**
 * A minimal entry point for the agent child process: only `agent run`, so a trial's process
 * loads the agent and nothing of the runner, statistics or reports.
 */
// @ts-nocheck

import { enableCompileCache } from "../../bin/compile-cache.mjs";

// First, so that yargs, the SDK and the agent's own chunks (imported below, not statically)
// compile from Node's cache on Node ≥ 22.1; on Node 20 this does nothing.
enableCompileCache();
const [{ default: yargs }, { hideBin }, { InputError }, { agentRunCommand }, { usageError }] = await Promise.all([
  import("yargs"), import("yargs/helpers"), import("../suite/errors.ts"), import("./agent-run.ts"), import("./usage-error.ts"),
]);

try {
  await yargs(hideBin(process.argv)).scriptName("freecode-agent").command(agentRunCommand).demandCommand(1).strict().version(false)
    .fail((msg, err) => { throw usageError(msg, err) ?? new InputError(msg); })
    .parseAsync();
} catch (err) {
  process.stderr.write(`freecode agent: ${(err as Error).message}\n`);
  process.exitCode = err instanceof InputError ? 2 : 3;
}
