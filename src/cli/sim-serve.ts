import type { CommandModule } from "yargs";
import { InputError } from "../suite/input-error.ts";
import { SIM_NOISE, numberOption } from "./number-option.ts";
import { plural } from "../text/plural.ts";

export const simServeCommand: CommandModule<object, { port: number; suite: string; "sim-noise": number; seed: number; "sim-faults"?: string; "sim-latency"?: string }> = {
  command: "serve",
  describe: "Serve the offline simulator on 127.0.0.1 (API keys of the form fcsim_<caseId>_<seed> select a case)",
  builder: (y) =>
    y
      .option("port", numberOption("port", { integer: true, min: 0, max: 65535, note: "0 = any free port" }, { default: 8787, describe: "TCP port on 127.0.0.1" }))
      .option("suite", { type: "string", default: "coding" })
      .option("sim-noise", numberOption("sim-noise", SIM_NOISE, { default: 1, describe: "simulator noise scale; 0 = deterministic trajectories" }))
      .option("seed", numberOption("seed", { integer: true, min: 0, max: 0xffffffff }, { default: 1, describe: "run seed for fault rolls" }))
      .option("sim-faults", { type: "string", describe: "fault rates per request, e.g. overloaded=0.2,stream_cut=0.05,rate_limit=0.05,error_event=0.05" })
      .option("sim-latency", { type: "string", describe: "ttft=<ms>,tps=<tokens per second>, e.g. ttft=2000,tps=60" }) as never,
  handler: async (a) => {
    const { loadSuite } = await import("../suite/load.ts");
    const { serveSim } = await import("../sim/serve.ts");
    const suite = loadSuite(a.suite);
    let server;
    try {
      server = await serveSim({ suiteCases: suite.loadedCases, noise: a["sim-noise"], seed: a.seed, port: a.port, faults: a["sim-faults"], latency: a["sim-latency"] });
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === "EADDRINUSE") throw new InputError(`--port ${a.port}: the port is in use on 127.0.0.1; choose another, or --port 0 for any free port`);
      if (code === "EACCES") throw new InputError(`--port ${a.port}: not allowed to listen on it (ports below 1024 need privileges); choose one from 1024 to 65535, or --port 0 for any free port`);
      throw new InputError((err as Error).message);
    }
    process.stdout.write(`simulator listening on ${server.url} for ${plural(suite.loadedCases.length, "case")} of ${suite.name}\n` +
      `  ANTHROPIC_BASE_URL=${server.url} ANTHROPIC_API_KEY=fcsim_<caseId>_<seed> freecode agent run --prompt-file …\n`);
    await new Promise<void>((resolve) => {
      const stop = () => { void server.close().then(resolve); };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
  },
};
