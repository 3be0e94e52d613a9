import type { CommandModule } from "yargs";
import { EXIT } from "./exit-codes.ts";
import { plural } from "../text/plural.ts";

export const mergeCommand: CommandModule<object, { runs: string[]; out: string; json: boolean; allowPartial: boolean }> = {
  command: "merge <runs..>",
  describe: "Join the shards of one experiment (results folders) into one run, analyse it and write its reports",
  builder: (y) =>
    y
      .positional("runs", { type: "string", array: true, demandOption: true })
      .option("out", { type: "string", demandOption: true, describe: "the merged run folder (must not exist, or be empty); nothing is written when the merge is refused" })
      .option("allow-partial", { type: "boolean", default: false, describe: "merge the shards given even when some of the split's shards are missing; the merged run and every report say it is partial" })
      .option("json", { type: "boolean", default: false }) as never,
  handler: async (a) => {
    const { mergeRuns } = await import("../runner/merge.ts");
    const { addManifestReasons, analyzeRun } = await import("../runner/experiment-analyze.ts");
    const { writeReports } = await import("../report/write.ts");
    const { renderTerminal } = await import("../report/table.ts");
    const { manifest, records } = mergeRuns(a.runs, a.out, { allowPartial: a.allowPartial });
    const summary = analyzeRun(a.out, records, Object.keys(manifest.suite.cases), { seed: manifest.seed });
    addManifestReasons(a.out, summary, manifest);
    writeReports(a.out);
    const infra = { baseline: 0, candidate: 0 };
    for (const r of records) if (r.status === "infra_error") infra[r.arm]++;
    if (a.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    else process.stdout.write(`merged ${plural(a.runs.length, "run")} (${plural(records.length, "trial record")}) into ${a.out}\n${renderTerminal(summary, manifest, a.out, { infra })}\n`);
    process.exitCode = summary.decision === "INVALID" ? EXIT.infra : EXIT.ok;
  },
};
