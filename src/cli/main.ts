/**
 * The `freecode` command line: yargs wiring only. Each command lives in its own file and
 * calls one stage function.
 */
import yargs from "yargs";
import { hideBin } from "yargs/helpers";
import { InputError } from "../suite/errors.ts";
import { agentRunCommand } from "./agent-run.ts";
import { evalCommand } from "./eval.ts";
import { EXIT } from "./exit-codes.ts";
import { simServeCommand } from "./sim-serve.ts";

/** Builds the parser (exported so tests can parse argument strings without running anything). */
export function buildCli(argv: string[]) {
  return yargs(argv)
    .scriptName("freecode")
    .command(evalCommand)
    .command({ command: "agent <command>", describe: "The FreeCode reference agent", builder: (y) => y.command(agentRunCommand).demandCommand(1), handler: () => {} })
    .command({ command: "sim <command>", describe: "The offline Messages-API simulator", builder: (y) => y.command(simServeCommand).demandCommand(1), handler: () => {} })
    .demandCommand(1, "name a command: eval, agent or sim")
    .strict()
    .recommendCommands()
    .help()
    .version(false)
    .fail((msg, err, y) => {
      if (err) throw err;
      process.stderr.write(`${y.help()}\n\n${msg}\n`);
      process.exit(EXIT.input);
    });
}

try {
  await buildCli(hideBin(process.argv)).parseAsync();
} catch (err) {
  if (err instanceof InputError) {
    process.stderr.write(`freecode: ${err.message}\n`);
    process.exitCode = EXIT.input;
  } else {
    process.stderr.write(`freecode: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = EXIT.infra;
  }
}
