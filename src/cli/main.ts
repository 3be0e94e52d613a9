/**
 * The `freecode` command line: yargs wiring only. Each command lives in its own file and
 * calls one stage function.
 */
import { hideBin } from "yargs/helpers";
import { InputError } from "../suite/input-error.ts";
import { buildCli } from "./cli.ts";
import { EXIT } from "./exit-codes.ts";
import { missingPackageMessage } from "./missing-package.ts";

try {
  await buildCli(hideBin(process.argv)).parseAsync();
} catch (err) {
  const code = (err as { code?: unknown } | null)?.code;
  if (err instanceof InputError || code === "FREECODE_CSV_INVALID" || code === "FREECODE_STATS_OPTION") {
    process.stderr.write(`freecode: ${(err as Error).message}\n`);
    process.exitCode = EXIT.input;
  } else if (missingPackageMessage(err)) {
    process.stderr.write(`freecode: ${missingPackageMessage(err)}\n`);
    process.exitCode = EXIT.infra;
  } else {
    process.stderr.write(`freecode: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = EXIT.infra;
  }
}
