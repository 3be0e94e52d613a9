import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { CommandModule } from "yargs";
import { EXIT } from "./exit-codes.ts";
import { readTrialsInput } from "../results/trials-input.ts";
import { ALPHA, SEED, numberOption } from "./number-option.ts";

interface AnalyzeArgs { file: string; json: boolean; alpha: number; seed: number }

export const analyzeCommand: CommandModule<object, AnalyzeArgs> = {
  command: "analyze <file>",
  describe: "Analyse a run folder, a trials.jsonl, or a CSV (case,trial,variant,pass,costUsd,tokens,turns,repeatedCalls)",
  builder: (y) =>
    y
      .positional("file", { type: "string", demandOption: true })
      .option("json", { type: "boolean", default: false })
      .option("alpha", numberOption("alpha", ALPHA, { default: 0.05, describe: "significance level of the decision" }))
      .option("seed", numberOption("seed", SEED, { default: 1, describe: "resampling seed" })) as never,
  handler: async (a) => {
    const { metricTable, perCaseTable, renderTerminal, verdictLine } = await import("../report/table.ts");
    const { sizeText } = await import("../report/rows.ts");
    const { analyze } = await import("../stats/decision/analyze.ts");
    const { file, input } = await readTrialsInput(a.file);
    // A run folder: its manifest says what ran, and a sequential run is judged at the look it
    // stopped at (the level that look spent), as eval ab and eval report judge it.
    const runDir = file.endsWith("trials.jsonl") && existsSync(join(dirname(file), "manifest.json")) ? dirname(file) : null;
    const manifest = runDir ? (await import("../runner/manifest.ts")).readManifest(runDir) : null;
    const at = manifest ? (await import("../runner/experiment-analyze.ts")).storedLook(manifest, a.alpha) : undefined;
    const options = { ...input.options, alpha: a.alpha, seed: a.seed };
    let summary;
    if (at) {
      const { analyzeLook } = await import("../stats/sequential/sequential-look.ts");
      const upTo = <T extends { trial: number }>(obs: T[]) => obs.filter((o) => o.trial < at.round);
      const cases = input.cases.map((c) => ({ ...c, baseline: upTo(c.baseline), candidate: upTo(c.candidate) }));
      summary = analyzeLook({ ...input, cases, options }, at.look, at.plan);
    } else {
      summary = analyze({ ...input, options });
    }
    if (a.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    else if (manifest && runDir) process.stdout.write(`${renderTerminal(summary, manifest, runDir)}\n`);
    else process.stdout.write(`${[sizeText(summary), metricTable(summary), perCaseTable(summary), verdictLine(summary)].join("\n")}\n`);
    process.exitCode = summary.decision === "INVALID" ? EXIT.infra : EXIT.ok;
  },
};
