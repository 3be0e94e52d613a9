import type { CommandModule } from "yargs";
import { loadSuite } from "../suite/load.ts";

export const simServeCommand: CommandModule<object, { port: number; suite: string; "sim-noise": number; seed: number }> = {
  command: "serve",
  describe: "Serve the offline simulator on 127.0.0.1 (API keys of the form fcsim_<caseId>_<seed> select a case)",
  builder: (y) =>
    y
      .option("port", { type: "number", default: 8787 })
      .option("suite", { type: "string", default: "coding" })
      .option("sim-noise", { type: "number", default: 1 })
      .option("seed", { type: "number", default: 1 }) as never,
  handler: async (a) => {
    const { startSimServer } = await import("../sim/server.ts");
    const suite = loadSuite(a.suite);
    const server = await startSimServer({
      cases: suite.loadedCases.map((c) => ({ id: c.id, sim: c.sim, workspaceDir: c.workspaceDir })),
      noise: a["sim-noise"], seed: a.seed, port: a.port,
    });
    process.stdout.write(`simulator listening on ${server.url} for ${suite.loadedCases.length} cases of ${suite.name}\n` +
      `  ANTHROPIC_BASE_URL=${server.url} ANTHROPIC_API_KEY=fcsim_<caseId>_<seed> freecode agent run --prompt-file …\n`);
    await new Promise<void>((resolve) => {
      const stop = () => { void server.close().then(resolve); };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
  },
};
