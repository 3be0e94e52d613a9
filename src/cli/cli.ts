/**
 * The `freecode` parser: every command, strict options. Kept apart from main.ts so tests can
 * parse argument strings without running anything.
 */
import yargs from "yargs";
import { agentPromptSizeCommand } from "./agent-prompt-size.ts";
import { agentRunCommand } from "./agent-run.ts";
import { evalCommand } from "./eval.ts";
import { EXIT } from "./exit-codes.ts";
import { simServeCommand } from "./sim-serve.ts";
import { tokensCommand } from "./tokens.ts";
import { usageError } from "./usage-error.ts";

/** Builds the parser (exported so tests can parse argument strings without running anything). */
export function buildCli(argv: string[], onFail?: (message: string) => never) {
  return yargs(argv)
    .scriptName("freecode")
    .command(evalCommand)
    .command({ command: "agent <command>", describe: "The FreeCode reference agent", builder: (y) => y.command(agentRunCommand).command(agentPromptSizeCommand).demandCommand(1), handler: () => {} })
    .command(tokensCommand)
    .command({ command: "sim <command>", describe: "The offline Messages-API simulator", builder: (y) => y.command(simServeCommand).demandCommand(1), handler: () => {} })
    .demandCommand(1, "name a command: eval, agent, sim or tokens")
    .strict()
    .recommendCommands()
    .help()
    .version(false)
    .fail((msg, err, y) => {
      const error = usageError(msg, err);
      if (error) throw error;
      if (onFail) onFail(msg);
      process.stderr.write(`${y.help()}\n\n${msg}\n`);
      process.exit(EXIT.input);
    });
}

