/**
 * The `freecode` parser: every command, strict options. Kept apart from main.ts so tests can
 * parse argument strings without running anything.
 */
import yargs from "yargs";
import { agentPromptSizeCommand } from "./agent-prompt-size.ts";
import { agentRunCommand } from "./agent-run.ts";
import { evalCommand } from "./eval.ts";
import { EXIT, EXIT_CODES_HELP } from "./exit-codes.ts";
import { simServeCommand } from "./sim-serve.ts";
import { tokensCommand } from "./tokens.ts";
import { usageError } from "./usage-error.ts";
import { formatUsageFailure } from "./usage-failure.ts";
import { versionText } from "./version.ts";

/**
 * yargs renders a command's whole help (every option wrapped by cliui: about 100 ms of CPU on a
 * quiet 2-core machine, 6% of `eval ab`'s start-up) as it calls the handler, in case the
 * handler fails later with a message only. It does so synchronously, between the handler's first
 * statement and its first `await`, so it also delays `eval ab`'s plan line. Our handlers fail
 * with errors, never messages, which the fail handler rethrows without any help (usageError):
 * the cached help is never read, so it is not built. Help asked for (`--help`) and usage
 * failures while parsing build their text as before. yargs has no option for this; its usage
 * object, one per parser and kept across commands, is reached through getInternalMethods().
 */
function skipHelpCache(parser: unknown): void {
  const usage = (parser as { getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: () => void } } })
    .getInternalMethods?.().getUsageInstance?.();
  if (usage && typeof usage.cacheHelpMessage === "function") usage.cacheHelpMessage = () => {};
}

/** Builds the parser (exported so tests can parse argument strings without running anything). */
export function buildCli(argv: string[], onFail?: (message: string) => never) {
  const parser = yargs(argv);
  skipHelpCache(parser);
  return parser
    .scriptName("freecode")
    .command(evalCommand)
    .command({ command: "agent <command>", describe: "The FreeCode reference agent", builder: (y) => y.command(agentRunCommand).command(agentPromptSizeCommand).demandCommand(1), handler: () => {} })
    .command(tokensCommand)
    .command({ command: "sim <command>", describe: "The offline Messages-API simulator", builder: (y) => y.command(simServeCommand).demandCommand(1), handler: () => {} })
    .demandCommand(1, "name a command: eval, agent, sim or tokens")
    .strict()
    .recommendCommands()
    .help()
    .alias("help", "h")
    .version("version", "the package version and the Node running it", versionText())
    .alias("version", "V")
    .example("$0 eval ab coding -c env:FREECODE_READ_LINE_NUMBERS=1", "the main job: line numbers vs the defaults")
    .example("$0 eval report results/<run>", "re-render a stored run")
    .epilogue(EXIT_CODES_HELP)
    .fail((msg, err, y) => {
      const error = usageError(msg, err);
      if (error) throw error;
      // The error first, a did-you-mean, one usage line; never the whole help (usage-failure.ts).
      const text = formatUsageFailure(msg, argv, String((y as unknown as { help(): unknown }).help()));
      if (onFail) onFail(text.trim());
      process.stderr.write(text);
      process.exit(EXIT.input);
    });
}

