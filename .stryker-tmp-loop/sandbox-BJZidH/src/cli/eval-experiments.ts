// @ts-nocheck
import type { CommandModule } from "yargs";

interface ExperimentsArgs { ledger: string; json: boolean }

export const experimentsCommand: CommandModule<object, ExperimentsArgs> = {
  command: "experiments",
  describe: "List the hypothesis ledger (experiments.jsonl), newest first; rejected results are kept",
  builder: (y) =>
    y
      .option("ledger", { type: "string", default: "experiments.jsonl", describe: "the ledger file eval ab --hypothesis appends to" })
      .option("json", { type: "boolean", default: false, describe: "print the entries as a JSON array, newest first" }) as never,
  handler: async (a) => {
    const { readLedger } = await import("../gate/ledger.ts");
    const { ledgerTable } = await import("../report/ledger.ts");
    const entries = readLedger(a.ledger);
    process.stdout.write(a.json ? `${JSON.stringify([...entries].reverse(), null, 2)}\n` : `${ledgerTable(entries)}\n`);
  },
};
