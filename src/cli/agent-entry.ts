/**
 * A minimal entry point for the agent child process: only `agent run`, so a trial's process
 * loads the agent and nothing of the runner, statistics or reports.
 */
import yargs from "yargs";
import { hideBin } from "yargs/helpers";
import { InputError } from "../suite/errors.ts";
import { agentRunCommand } from "./agent-run.ts";
import { usageError } from "./usage-error.ts";

try {
  await yargs(hideBin(process.argv)).scriptName("freecode-agent").command(agentRunCommand).demandCommand(1).strict().version(false)
    .fail((msg, err) => { throw usageError(msg, err) ?? new InputError(msg); })
    .parseAsync();
} catch (err) {
  process.stderr.write(`freecode agent: ${(err as Error).message}\n`);
  process.exitCode = err instanceof InputError ? 2 : 3;
}
