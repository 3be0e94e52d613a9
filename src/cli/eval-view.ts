import type { CommandModule } from "yargs";
import { InputError } from "../suite/input-error.ts";
import { numberOption } from "./number-option.ts";
import { plural } from "../text/plural.ts";

interface ViewArgs { runs: string[]; port: number; "results-dir": string }

export const viewCommand: CommandModule<object, ViewArgs> = {
  command: "view [runs..]",
  describe: "Local web viewer of runs: summary, forest plot, cases, each pair's two transcripts side by side, search over traces",
  builder: (y) =>
    y
      .positional("runs", { type: "string", array: true, default: [], describe: "run folders or results folders (default: --results-dir)" })
      .option("port", numberOption("port", { integer: true, min: 0, max: 65535 }, { default: 7433, describe: "port on 127.0.0.1 (0: any free port)" }))
      .option("results-dir", { type: "string", default: "results", describe: "where runs are looked for when none is given" }) as never,
  handler: async (a) => {
    const { findRuns } = await import("../report/viewer/data.ts");
    const { startViewer } = await import("../report/viewer/server.ts");
    const paths = a.runs.length > 0 ? a.runs : [a["results-dir"]];
    const runs = findRuns(paths);
    if (runs.length === 0) throw new InputError(`eval view: no run folder (one with a manifest.json) in ${paths.join(", ")}; give a run folder or a results folder`);
    const { url } = await startViewer(runs, a.port);
    process.stdout.write(`freecode eval view: ${plural(runs.length, "run")} at ${url} (Ctrl-C to stop)\n`);
    await new Promise(() => {}); // serves until interrupted
  },
};
