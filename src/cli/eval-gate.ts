import { cpus } from "node:os";
import type { Argv, CommandModule } from "yargs";
import type { ProviderName } from "../runner/experiment.ts";
import { InputError } from "../suite/input-error.ts";
import { EXIT } from "./exit-codes.ts";
import { ALPHA, COUNT, RETRIES, SEED, SIM_NOISE, numberOption } from "./number-option.ts";

export interface GateRunArgs {
  baseline: string[];
  candidate: string[];
  strict: boolean;
  /** Explicit quarantine file (must exist); default quarantine.yaml when it exists. */
  quarantine?: string;
  trials?: number;
  seed?: number;
  concurrency: number;
  provider?: string;
  model?: string;
  "results-dir": string;
  "sim-noise": number;
  alpha: number;
  "infra-retries": number;
  quiet: boolean;
}

/** The options shared by `eval gate` and `eval release` (which runs a gate per suite). */
export function gateRunOptions<T>(y: Argv<T>) {
  return y
    .option("baseline", { type: "string", array: true, default: [], describe: "the reference variant spec(s), e.g. env:K=V or agent:command=… (required unless --against)" })
    .option("candidate", { type: "string", array: true, default: [], describe: "the variant under test, one arm (join its specs with +, as in eval ab); default: the agent's defaults" })
    .option("strict", { type: "boolean", default: false, describe: "also fail when a guardrail is not shown non-inferior" })
    .option("quarantine", { type: "string", requiresArg: true, describe: "quarantine file: cases reported but left out of the gate (default: quarantine.yaml, when it exists)" })
    .option("trials", numberOption("trials", COUNT, { describe: "trials per case per arm (default: the suite's)" }))
    .option("seed", numberOption("seed", SEED, { describe: "run seed (default 1; with --against, the stored run's)" }))
    .option("concurrency", numberOption("concurrency", COUNT, { default: Math.max(1, Math.min(4, cpus().length)), describe: "trials running at once" }))
    .option("provider", { type: "string", choices: ["sim", "anthropic"], describe: "default: anthropic when ANTHROPIC_API_KEY is set, else the offline simulator" })
    .option("model", { type: "string", describe: "model id (default: the suite's)" })
    .option("results-dir", { type: "string", default: "results", describe: "where results/<run-id>/ is written" })
    .option("sim-noise", numberOption("sim-noise", SIM_NOISE, { default: 1, describe: "simulator noise scale; 0 = deterministic trajectories" }))
    .option("alpha", numberOption("alpha", ALPHA, { default: 0.05, describe: "significance level of the decision" }))
    .option("infra-retries", numberOption("infra-retries", RETRIES, { default: 2, describe: "re-runs of a trial that ended in an infrastructure error" }))
    .option("quiet", { type: "boolean", default: false, describe: "no progress output" });
}

/**
 * Checks the shared options that yargs does not check while parsing (numbers are checked
 * there), before anything runs.
 * @returns the quarantine file to read
 * @throws InputError naming the option, e.g. a --quarantine file that does not exist.
 */
export async function checkGateRunArgs(a: GateRunArgs): Promise<{ quarantineFile: string }> {
  const { quarantineFile } = await import("../gate/quarantine.ts");
  const { checkOutputFolder } = await import("./output-paths.ts");
  checkOutputFolder("results-dir", a["results-dir"]);
  return { quarantineFile: quarantineFile(a.quarantine) };
}

interface GateArgs extends GateRunArgs {
  suite: string;
  run?: string;
  against?: string;
  "against-arm": "baseline" | "candidate";
  json: boolean;
}

export const gateCommand: CommandModule<object, GateArgs> = {
  command: "gate <suite>",
  describe: "Regression gate: paired A/B of the candidate against a reference; exit 1 when the candidate regresses",
  builder: (y) =>
    gateRunOptions(y.positional("suite", { type: "string", demandOption: true, describe: "suite name or path" }))
      .option("run", { type: "string", describe: "gate this finished paired run (e.g. merged shards) instead of running one" })
      .option("against", { type: "string", describe: "compare with this stored run folder instead of running a baseline (unpaired: drift is confounded)" })
      .option("against-arm", { type: "string", choices: ["baseline", "candidate"], default: "candidate", describe: "which arm of the --against run is the reference" })
      .option("json", { type: "boolean", default: false, describe: "print gate.json instead of the report" }) as never,
  handler: async (a) => {
    const { quarantineFile } = await checkGateRunArgs(a);
    if (a.against && a.baseline.length) throw new InputError("give either --baseline (a paired run) or --against (a stored run), not both");
    if (a.run && (a.against || a.baseline.length)) throw new InputError("--run gates a finished run: give it without --baseline or --against");
    if (!a.run && !a.against && a.baseline.length === 0) throw new InputError("--baseline <variant> is required (the reference to gate against), e.g. --baseline env:FREECODE_OUTPUT_MAX_CHARS=30000; or use --against results/<run>");
    const { loadSuite } = await import("../suite/load.ts");
    const { baselineArm, singleCandidateArm } = await import("../runner/candidate-arms.ts");
    const baseline = baselineArm(a.baseline, "reference");
    const candidate = singleCandidateArm(a.candidate, "eval gate");
    const { createProgress } = await import("../report/progress.ts");
    const { renderReport, writeReports } = await import("../report/write.ts");
    const { runGate } = await import("../gate/run-gate.ts");
    const suite = loadSuite(a.suite);
    const progress = createProgress({ quiet: a.quiet || a.json, concurrency: a.concurrency });
    let runDir = "";
    (await import("./interrupt.ts")).handleInterrupts({
      before: () => progress.stop(),
      what: () => `the gate did not finish: no gate.json was written${runDir ? ` (the trials finished so far are in ${runDir}/trials.jsonl)` : ""}; run the gate again`,
    });
    const { run, gate } = await runGate({
      suite, baseline, candidate, trials: a.trials, seed: a.seed, concurrency: a.concurrency,
      provider: a.provider as ProviderName | undefined, model: a.model, resultsDir: a["results-dir"],
      simNoise: a["sim-noise"], decision: { alpha: a.alpha }, infraRetries: a["infra-retries"],
      strict: a.strict, quarantineFile,
      against: a.against ? { runDir: a.against, arm: a["against-arm"] } : undefined,
      ...(a.run ? { fromRun: a.run } : {}),
      onStart: (total, done, dir) => {
        runDir = dir ?? runDir;
        progress.start(total, done);
      },
      onTrial: (r, done, total) => progress.trial(r, done, total),
    });
    progress.stop();
    const reports = writeReports(run.runDir);
    if (a.json) process.stdout.write(`${JSON.stringify(gate, null, 2)}\n`);
    else process.stdout.write(renderReport(reports.view, "table"));
    if (gate.verdict !== "PASS") process.stderr.write(`freecode: gate ${gate.verdict}: ${gate.reasons.join("; ")}\n`);
    process.exitCode = gate.exitCode === 0 ? EXIT.ok : gate.exitCode === 1 ? EXIT.gateFailed : EXIT.infra;
  },
};
