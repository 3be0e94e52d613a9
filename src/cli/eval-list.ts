import type { CommandModule } from "yargs";
import { plural } from "../text/plural.ts";

export const listCommand: CommandModule<object, { suite?: string }> = {
  command: "list [suite]",
  describe: "List suites, or the cases of one suite",
  builder: (y) => y.positional("suite", { type: "string" }) as never,
  handler: async (a) => {
    const { listSuites, loadSuite } = await import("../suite/load.ts");
    if (!a.suite) {
      for (const s of listSuites()) process.stdout.write(`${s.name}\t${s.file}\n`);
      return;
    }
    const suite = loadSuite(a.suite);
    process.stdout.write(`${suite.name}: ${plural(suite.loadedCases.length, "case")}, ${plural(suite.trials, "trial")}, model ${suite.model}\n`);
    for (const c of suite.loadedCases) {
      process.stdout.write(`  ${c.id}\t${c.title}${c.sensitiveTo.length ? `\t[${c.sensitiveTo.join(", ")}]` : ""}\n`);
    }
  },
};
