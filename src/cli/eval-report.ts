import type { CommandModule } from "yargs";

interface ReportArgs { run: string; format: "table" | "md" | "html" | "json" | "junit"; write: boolean; wide: boolean; "pass-k"?: number }

export const reportCommand: CommandModule<object, ReportArgs> = {
  command: "report <run>",
  describe: "Re-render a run from its files (manifest.json, trials.jsonl, summary.json, gate.json)",
  builder: (y) =>
    y
      .positional("run", { type: "string", demandOption: true, describe: "a run folder, e.g. results/<run-id>" })
      .option("format", { type: "string", choices: ["table", "md", "html", "json", "junit"], default: "table", describe: "what to print on stdout" })
      .option("write", { type: "boolean", default: false, describe: "also rewrite report.md, report.html and junit.xml in the run folder" })
      .option("pass-k", { type: "number", requiresArg: true, describe: "also print pass@k (unbiased, Chen et al. 2021) and pass^k per case and for the suite; k ≤ the run's trials" })
      .option("wide", { type: "boolean", default: false, describe: "the full tables, every cell on one line (default: fitted to the terminal, 80 columns when piped)" }) as never,
  handler: async (a) => {
    const { loadRun } = await import("../report/run-view.ts");
    const { renderReport, writeReports } = await import("../report/write.ts");
    const view = a.write ? writeReports(a.run).view : loadRun(a.run);
    const { describeHolder } = await import("../runner/run-lock.ts");
    if (view.writer) process.stderr.write(`freecode: ${view.runDir} is still being written by ${describeHolder(view.writer)}; this report covers the ${view.records.length} trial records written so far\n`);
    if (view.staleSummary) process.stderr.write(`freecode: ${view.staleSummary}${a.write ? " (summary.json rewritten)" : ""}\n`);
    const passK = a["pass-k"] === undefined ? null : (await import("../report/pass-at-k-table.ts")).passAtKOf((await import("../results/observations.ts")).recordsToAnalysisInput(view.records), a["pass-k"], view.manifest.trials);
    process.stdout.write(renderReport(view, a.format, a.wide ? Infinity : undefined));
    if (passK) process.stdout.write(`${(await import("../report/pass-at-k-table.ts")).passAtKTable(passK, a.wide ? Infinity : undefined)}\n`);
  },
};
