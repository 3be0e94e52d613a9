import type { CommandModule } from "yargs";
import { abCommand } from "./eval-ab.ts";
import { analyzeCommand } from "./eval-analyze.ts";
import { listCommand } from "./eval-list.ts";
import { mergeCommand } from "./eval-merge.ts";

export const evalCommand: CommandModule = {
  command: "eval <command>",
  describe: "Run and analyse experiments over suites of coding tasks",
  builder: (y) => y.command(abCommand).command(analyzeCommand).command(listCommand).command(mergeCommand).demandCommand(1),
  handler: () => {},
};
