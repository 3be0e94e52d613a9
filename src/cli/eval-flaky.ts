import type { CommandModule } from "yargs";
import { InputError } from "../suite/errors.ts";

interface FlakyArgs {
  "results-dir": string;
  runs?: number;
  "min-trials": number;
  threshold: number;
  days: number;
  quarantine: string;
  apply: boolean;
  json: boolean;
}

export const flakyCommand: CommandModule<object, FlakyArgs> = {
  command: "flaky",
  describe: "Per-case flip rates from the runs in the results folder; propose quarantine (with expiry) and release",
  builder: (y) =>
    y
      .option("results-dir", { type: "string", default: "results", describe: "the folder of run folders to read" })
      .option("runs", { type: "number", describe: "read only the newest N runs (default: all)" })
      .option("min-trials", { type: "number", default: 6, describe: "fewest trials before a case is judged" })
      .option("threshold", { type: "number", default: 0.2, describe: "flip rate from which quarantine is proposed" })
      .option("days", { type: "number", default: 14, describe: "days a proposed quarantine lasts" })
      .option("quarantine", { type: "string", default: "quarantine.yaml", describe: "the quarantine file" })
      .option("apply", { type: "boolean", default: false, describe: "write the proposals into the quarantine file (drops released and expired entries)" })
      .option("json", { type: "boolean", default: false, describe: "print the report as JSON" }) as never,
  handler: async (a) => {
    if (!Number.isInteger(a["min-trials"]) || a["min-trials"] < 2) throw new InputError(`--min-trials must be an integer of at least 2, got ${a["min-trials"]}`);
    if (!(a.threshold > 0 && a.threshold <= 1)) throw new InputError(`--threshold must be in (0, 1], got ${a.threshold}`);
    if (!Number.isInteger(a.days) || a.days < 1) throw new InputError(`--days must be a positive integer, got ${a.days}`);
    if (a.runs !== undefined && (!Number.isInteger(a.runs) || a.runs < 1)) throw new InputError(`--runs must be a positive integer, got ${a.runs}`);
    const { readHistory } = await import("../gate/history.ts");
    const { applyProposals, flakyReport } = await import("../gate/flaky.ts");
    const { readQuarantine, today, writeQuarantine } = await import("../gate/quarantine.ts");
    const { flakyText } = await import("../report/flaky.ts");
    const { runs, skipped } = readHistory(a["results-dir"], a.runs ?? Infinity);
    const entries = readQuarantine(a.quarantine);
    const report = flakyReport(runs, entries, { minTrials: a["min-trials"], threshold: a.threshold, days: a.days, day: today() });
    for (const s of skipped) process.stderr.write(`freecode: skipped ${s}\n`);
    if (a.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else process.stdout.write(`${flakyText(report)}\n`);
    if (a.apply) {
      const next = applyProposals(entries, report);
      writeQuarantine(a.quarantine, next);
      process.stderr.write(`freecode: wrote ${a.quarantine} (${next.length} entries)\n`);
    }
  },
};
