import type { CommandModule } from "yargs";

interface ReportArgs { run: string; format: "table" | "md" | "html" | "json" | "junit"; write: boolean; wide: boolean }

export const reportCommand: CommandModule<object, ReportArgs> = {
  command: "report <run>",
  describe: "Re-render a run from its files (manifest.json, trials.jsonl, summary.json, gate.json)",
  builder: (y) =>
    y
      .positional("run", { type: "string", demandOption: true, describe: "a run folder, e.g. results/<run-id>" })
      .option("format", { type: "string", choices: ["table", "md", "html", "json", "junit"], default: "table", describe: "what to print on stdout" })
      .option("write", { type: "boolean", default: false, describe: "also rewrite report.md, report.html and junit.xml in the run folder" })
      .option("wide", { type: "boolean", default: false, describe: "tables at full width (default: at most 100 columns, cells wrapped)" }) as never,
  handler: async (a) => {
    const { loadRun } = await import("../report/run-view.ts");
    const { renderReport, writeReports } = await import("../report/write.ts");
    const view = a.write ? writeReports(a.run).view : loadRun(a.run);
    const { describeHolder } = await import("../runner/run-lock.ts");
    if (view.writer) process.stderr.write(`freecode: ${view.runDir} is still being written by ${describeHolder(view.writer)}; this report covers the ${view.records.length} trial records written so far\n`);
    if (view.staleSummary) process.stderr.write(`freecode: ${view.staleSummary}${a.write ? " (summary.json rewritten)" : ""}\n`);
    process.stdout.write(renderReport(view, a.format, a.wide ? Infinity : undefined));
  },
};
