import type { CommandModule } from "yargs";
import { COUNT, numberOption } from "./number-option.ts";
import { plural } from "../text/plural.ts";

interface FlakyArgs {
  "results-dir": string;
  runs?: number;
  "min-trials": number;
  threshold: number;
  days: number;
  quarantine?: string;
  apply: boolean;
  json: boolean;
}

export const flakyCommand: CommandModule<object, FlakyArgs> = {
  command: "flaky",
  describe: "Per-case flip rates from the runs in the results folder; propose quarantine (with expiry) and release",
  builder: (y) =>
    y
      .option("results-dir", { type: "string", default: "results", describe: "the folder of run folders to read" })
      .option("runs", numberOption("runs", COUNT, { describe: "read only the newest N runs (default: all)" }))
      .option("min-trials", numberOption("min-trials", { integer: true, min: 2 }, { default: 6, describe: "fewest trials before a case is judged" }))
      .option("threshold", numberOption("threshold", { above: 0, max: 1, note: "a flip rate, e.g. 0.2" }, { default: 0.2, describe: "flip rate from which quarantine is proposed" }))
      .option("days", numberOption("days", COUNT, { default: 14, describe: "days a proposed quarantine lasts" }))
      .option("quarantine", { type: "string", requiresArg: true, describe: "the quarantine file (default: quarantine.yaml; a file you name must exist, unless --apply creates it)" })
      .option("apply", { type: "boolean", default: false, describe: "write the proposals into the quarantine file (drops released and expired entries)" })
      .option("json", { type: "boolean", default: false, describe: "print the report as JSON" }) as never,
  handler: async (a) => {
    const { readHistory } = await import("../gate/history.ts");
    const { applyProposals, flakyReport } = await import("../gate/flaky.ts");
    const { quarantineFile, readQuarantine, today, writeQuarantine } = await import("../gate/quarantine.ts");
    const file = quarantineFile(a.quarantine, a.apply);
    const { flakyText } = await import("../report/flaky.ts");
    const { runs, skipped } = readHistory(a["results-dir"], a.runs ?? Infinity);
    const entries = readQuarantine(file);
    const report = flakyReport(runs, entries, { minTrials: a["min-trials"], threshold: a.threshold, days: a.days, day: today() });
    for (const s of skipped) process.stderr.write(`freecode: skipped ${s}\n`);
    if (a.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else process.stdout.write(`${flakyText(report)}\n`);
    if (a.apply) {
      const next = applyProposals(entries, report);
      writeQuarantine(file, next);
      process.stderr.write(`freecode: wrote ${file} (${plural(next.length, "entry", "entries")})\n`);
    }
  },
};
