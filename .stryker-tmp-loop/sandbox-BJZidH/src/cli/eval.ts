// @ts-nocheck
import type { CommandModule } from "yargs";
import { abCommand } from "./eval-ab.ts";
import { analyzeCommand } from "./eval-analyze.ts";
import { listCommand } from "./eval-list.ts";
import { mergeCommand } from "./eval-merge.ts";
import { validateCommand } from "./eval-validate.ts";
import { experimentsCommand } from "./eval-experiments.ts";
import { flakyCommand } from "./eval-flaky.ts";
import { gateCommand } from "./eval-gate.ts";
import { releaseCommand } from "./eval-release.ts";
import { reportCommand } from "./eval-report.ts";
import { planCommand } from "./eval-plan.ts";
import { viewCommand } from "./eval-view.ts";

export const evalCommand: CommandModule = {
  command: "eval <command>",
  describe: "Run and analyse experiments over suites of coding tasks",
  builder: (y) => y.command(abCommand).command(analyzeCommand).command(listCommand).command(mergeCommand).command(validateCommand)
    .command(reportCommand).command(gateCommand).command(releaseCommand).command(experimentsCommand).command(flakyCommand).command(planCommand)
    .command(viewCommand)
    .demandCommand(1),
  handler: () => {},
};
