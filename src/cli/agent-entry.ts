/**
 * A minimal entry point for the agent child process: only `agent run`, so a trial's process
 * loads the agent and nothing of the runner, statistics or reports. It runs as a bundle with
 * the npm packages inside (runner/agent-bundle.ts); a well-formed command line, which is what
 * the runner gives it, is read without yargs (agent-args.ts), and anything else goes to yargs,
 * loaded only then, for its help, errors and exit codes.
 */
import { enableCompileCache } from "../../bin/compile-cache.mjs";

// First, so that the agent's own chunks (imported below, not statically) compile from Node's
// cache on Node ≥ 22.1; on Node 20 this does nothing.
enableCompileCache();
const [{ InputError }, { agentRunCommand, runAgentCommand }, { fastAgentArgs }] = await Promise.all([
  import("../suite/input-error.ts"), import("./agent-run.ts"), import("./agent-args.ts"),
]);

try {
  const argv = process.argv.slice(2);
  const fast = fastAgentArgs(argv);
  if (fast) {
    await runAgentCommand(fast);
  } else {
    const [{ default: yargs }, { hideBin }, { usageError }] = await Promise.all([import("yargs"), import("yargs/helpers"), import("./usage-error.ts")]);
    await yargs(hideBin(process.argv)).scriptName("freecode-agent").command(agentRunCommand).demandCommand(1).strict().version(false)
      .fail((msg, err) => { throw usageError(msg, err) ?? new InputError(msg); })
      .parseAsync();
  }
} catch (err) {
  process.stderr.write(`freecode agent: ${(err as Error).message}\n`);
  process.exitCode = err instanceof InputError ? 2 : 3;
}
