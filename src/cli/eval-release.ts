import type { CommandModule } from "yargs";
import type { ProviderName } from "../runner/experiment.ts";
import { InputError } from "../suite/input-error.ts";
import { checkGateRunArgs, gateRunOptions, type GateRunArgs } from "./eval-gate.ts";
import { EXIT } from "./exit-codes.ts";

interface ReleaseArgs extends GateRunArgs {
  suites?: string;
  "from-gates": boolean;
  out?: string;
  ledger: string;
  json: boolean;
}

export const releaseCommand: CommandModule<object, ReleaseArgs> = {
  command: "release",
  describe: "Release GO / NO-GO: every suite's gate, flaky cases and the experiment ledger (exit 1 on NO-GO)",
  builder: (y) =>
    gateRunOptions(y)
      .option("suites", { type: "string", describe: "comma-separated suites (default: every suite that exists)" })
      .option("from-gates", { type: "boolean", default: false, describe: "use each suite's latest gate.json under --results-dir instead of running the gates" })
      .option("out", { type: "string", describe: "markdown report path (default: <results-dir>/release-<time>.md)" })
      .option("ledger", { type: "string", default: "experiments.jsonl", describe: "the hypothesis ledger" })
      .option("json", { type: "boolean", default: false, describe: "print the release report as JSON" }) as never,
  handler: async (a) => {
    const { quarantineFile } = await checkGateRunArgs(a);
    const { appendFileSync, mkdirSync, writeFileSync } = await import("node:fs");
    const { dirname } = await import("node:path");
    const { listSuites, loadSuite } = await import("../suite/load.ts");
    const { FLAKY_DEFAULTS, flakyReport } = await import("../gate/flaky.ts");
    const { readHistory } = await import("../gate/history.ts");
    const { readLedger } = await import("../gate/ledger.ts");
    const { readQuarantine, today } = await import("../gate/quarantine.ts");
    const { releaseReportPath, releaseVerdict, runGates, storedGates } = await import("../gate/release.ts");
    const { releaseMarkdown, releaseText } = await import("../report/release.ts");
    const names = a.suites ? a.suites.split(",").map((s) => s.trim()).filter(Boolean) : listSuites().map((s) => s.name);
    if (names.length === 0) throw new InputError("no suite to release: give --suites a,b or add suites/<name>.yaml");
    let gates;
    if (a["from-gates"]) {
      gates = storedGates(a["results-dir"], names);
    } else {
      if (a.baseline.length === 0) throw new InputError("--baseline <variant> is required to run the gates (or use --from-gates to read stored ones)");
      const { baselineArm, singleCandidateArm } = await import("../runner/candidate-arms.ts");
      const baseline = baselineArm(a.baseline, "reference");
      const candidate = singleCandidateArm(a.candidate, "eval release");
      const { createProgress } = await import("../report/progress.ts");
      const { writeReports } = await import("../report/write.ts");
      const suites = names.map((n) => loadSuite(n));
      const progress = createProgress({ quiet: a.quiet || a.json });
      (await import("./interrupt.ts")).handleInterrupts({ before: () => progress.stop(), what: () => "the release's gates did not finish; no release report was written" });
      gates = await runGates(suites, {
        baseline, candidate,
        trials: a.trials, seed: a.seed, concurrency: a.concurrency, provider: a.provider as ProviderName | undefined, model: a.model,
        resultsDir: a["results-dir"], simNoise: a["sim-noise"], decision: { alpha: a.alpha }, infraRetries: a["infra-retries"],
        strict: a.strict, quarantineFile,
        onStart: (total, done) => progress.start(total, done),
        onTrial: (r, done, total) => progress.trial(r, done, total),
      }, (runDir) => writeReports(runDir));
      progress.stop();
    }
    const day = today();
    const flaky = flakyReport(readHistory(a["results-dir"]).runs, readQuarantine(quarantineFile), { ...FLAKY_DEFAULTS, day });
    const report = releaseVerdict(gates, flaky, readLedger(a.ledger));
    const md = releaseMarkdown(report);
    const out = a.out ?? releaseReportPath(a["results-dir"]);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, md);
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${md}\n`);
    process.stdout.write(a.json ? `${JSON.stringify(report, null, 2)}\n` : `${releaseText(report)}\nreport: ${out}\n`);
    process.exitCode = report.exitCode === 0 ? EXIT.ok : report.exitCode === 1 ? EXIT.gateFailed : EXIT.infra;
  },
};
