import type { CommandModule } from "yargs";
import { say } from "../report/wrap.ts";
import type { ProviderName } from "../runner/experiment.ts";
import { parseShard } from "../runner/shard.ts";
import { InputError } from "../suite/input-error.ts";
import { EXIT, EXIT_CODES_HELP } from "./exit-codes.ts";
import { ALPHA, COUNT, RETRIES, SEED, SIM_NOISE, numberOption } from "./number-option.ts";
import { parseLooks } from "./looks-option.ts";
import { checkAppendFile, checkOutputFolder } from "./output-paths.ts";
import { PRIMARY_OPTION, checkPrimary } from "./primary-option.ts";
import { plural } from "../text/plural.ts";
import { AB_DEFAULTS } from "./ab-defaults.ts";
import type { ArmSpec } from "../runner/candidate-arms.ts";

interface AbArgs {
  /** Optional with --resume: the manifest names it (resumedSuite). */
  suite?: string;
  baseline?: string[];
  candidate?: string[];
  /** Filled by a resume from the manifest (resume-options.ts), never an option. */
  storedArms?: ArmSpec[];
  arms?: string;
  trials?: number;
  seed?: number;
  concurrency?: number;
  provider?: string;
  "base-url"?: string;
  pricing?: string;
  model?: string;
  json: boolean;
  "results-dir": string;
  "sim-noise"?: number;
  "sim-noise-shared"?: boolean;
  alpha?: number;
  primary?: string;
  "keep-workspaces": boolean;
  quiet: boolean;
  resume?: string;
  "run-id"?: string;
  sandbox?: string;
  shard?: string;
  "max-cost"?: number;
  "max-trials"?: number;
  sequential?: boolean;
  looks?: number | number[];
  spending?: string;
  futility?: number;
  "max-trial-tokens"?: number;
  "infra-retries"?: number;
  "sim-faults"?: string;
  "sim-latency"?: string;
  hypothesis?: string;
  ledger: string;
  "check-repeats"?: number;
  "allow-unpriced": boolean;
  yes: boolean;
  cases?: string[];
  tags?: string[];
  wide: boolean;
  "pass-k"?: number;
}



/** Checks `--shard i/n` while the arguments are parsed. @throws InputError naming the valid form. */
function checkShardOption(raw: unknown): string {
  if (Array.isArray(raw)) throw new InputError(`--shard was given ${raw.length} times (${raw.join(", ")}); give it once`);
  parseShard(String(raw));
  return String(raw).trim();
}

export const abCommand: CommandModule<object, AbArgs> = {
  command: "ab [suite]",
  describe: "Paired, interleaved A/B of a candidate variant against the baseline over a suite",
  builder: (y) =>
    y
      // The suite may be left out only with --resume (the manifest names it): the usage says both forms.
      .usage("$0 eval ab <suite> [options]\n$0 eval ab --resume <run> [options]\n\nPaired, interleaved A/B of a candidate variant against the baseline over a suite")
      .positional("suite", { type: "string", describe: "suite name (suites/<name>.yaml) or path; with --resume: the run's (from its manifest) when not given" })
      .option("baseline", { type: "string", array: true, requiresArg: true, describe: "variant spec(s) for the baseline; default: the agent's defaults" })
      .option("candidate", { type: "string", array: true, requiresArg: true, describe: "a candidate arm's variant spec: env:K=V[,K2=V2], model:ID, file:variant.yaml, or an agent: agent:freecode, agent:claude-code[=ARGS], agent:codex[=ARGS], agent:command=CMD, agent:git=REF; join specs of one arm with +; give it again for another arm, each compared with the baseline" })
      .option("arms", { type: "string", requiresArg: true, describe: "a YAML or JSON list of candidate arms: spec strings or {label, specs}, after those of --candidate" })
      .check((argv) => {
        // A string (not a throw) is a usage error (exit 2, the short usage); a resume reads the suite and the arms from its manifest.
        if (argv.resume !== undefined) return true;
        const missing = [argv.suite === undefined ? "suite" : "", ((argv.candidate as string[] | undefined) ?? []).length === 0 && argv.arms === undefined ? "candidate" : ""].filter(Boolean);
        return missing.length === 0 || `Missing required argument${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`;
      })
      .option("trials", numberOption("trials", COUNT, { describe: "trials per case per arm (default: the suite's)" }))
      .option("seed", numberOption("seed", SEED, { defaultDescription: "1; a resume: the run's", describe: "run seed: pair order, simulator noise, resampling" }))
      .option("concurrency", numberOption("concurrency", COUNT, { defaultDescription: String(AB_DEFAULTS.concurrency), describe: "trials running at once" }))
      .option("provider", { type: "string", choices: ["sim", "anthropic", "openai"], describe: "default: anthropic when ANTHROPIC_API_KEY is set, else the offline simulator; openai = an OpenAI-compatible server (llama.cpp, Ollama, vLLM)" })
      .option("base-url", { type: "string", describe: "the provider's base URL (openai: e.g. http://127.0.0.1:8080/v1)" })
      .option("pricing", { type: "string", describe: "a YAML or JSON pricing file merged over the shipped table (USD per million tokens)" })
      .option("model", { type: "string", describe: "model id (default: the suite's)" })
      .option("json", { type: "boolean", default: false, describe: "print the summary as one JSON object" })
      .option("results-dir", { type: "string", default: "results", describe: "where results/<run-id>/ is written" })
      .option("sim-noise", numberOption("sim-noise", SIM_NOISE, { defaultDescription: "1", describe: "simulator noise scale; 0 = deterministic trajectories" }))
      .option("sim-noise-shared", { type: "boolean", describe: "both arms of a pair draw the same simulator noise (common random numbers), to measure a purely mechanical difference; default: independent per arm" })
      .option("alpha", numberOption("alpha", ALPHA, { defaultDescription: "0.05", describe: "significance level of the decision" }))
      .option("primary", PRIMARY_OPTION)
      .option("keep-workspaces", { type: "boolean", default: false, describe: "keep each trial's temporary workspace" })
      .option("quiet", { type: "boolean", default: false, describe: "no progress output" })
      .option("resume", { type: "string", describe: "continue the run in results/<run>: only missing trials run; options not given come from its manifest; refuses an option given that changes the experiment" })
      .option("sandbox", { type: "string", choices: ["none", "bwrap"], defaultDescription: "none", describe: "bwrap: run each agent under bubblewrap, only its workspace, HOME and trace folder writable" })
      .option("run-id", { type: "string", describe: "name of the run folder (default: time stamp + random suffix)" })
      .option("shard", { type: "string", requiresArg: true, coerce: checkShardOption, describe: "run shard i/n of the pairs (deterministic; a pair never splits); join with eval merge" })
      .option("max-cost", numberOption("max-cost", { above: 0, note: "USD, e.g. 5" }, { describe: "USD: no pair starts when spend plus its estimate would pass this" }))
      .option("max-trials", numberOption("max-trials", RETRIES, { describe: "start at most this many trials (rounded up to whole pairs); 0 plans the run (manifest.json only, exit 0) for a later --resume" }))
      .option("sequential", { type: "boolean", describe: "group-sequential design: analyse at each look and stop at the first that decides or that cannot reach ADOPT; default looks after 50%, 75% and 100% of the trials, Hwang–Shih–DeCani spending γ = −1, futility 0.05" })
      .option("looks", { type: "string", requiresArg: true, coerce: parseLooks, describe: "with --sequential: number of looks spread over the rounds of trials, or their share of the trials, e.g. 25%,50%,100% (at most one per round); default 50%,75%,100%, a round two of them share taken once (--trials 3: after rounds 2 and 3; --trials 2: 1 and 2; --trials 1: one look)" })
      .option("spending", { type: "string", requiresArg: true, describe: "with --sequential: alpha spending of the efficacy boundaries: obf (O'Brien–Fleming), pocock, or hsd:<gamma> (Hwang–Shih–DeCani); default hsd:-1" })
      .option("futility", numberOption("futility", { min: 0, below: 0.5, note: "conditional power, e.g. 0.1; 0 = no futility stop" }, { describe: "with --sequential: stop for futility (non-binding) from half the information on, when the conditional power to ADOPT at the last look under the current trend is below this; default 0.05" }))
      .option("max-trial-tokens", numberOption("max-trial-tokens", COUNT, { describe: "token limit per trial (input, output and cache tokens of every response), for every case; default: the case's or suite's maxTrialTokens" }))
      .option("infra-retries", numberOption("infra-retries", RETRIES, { defaultDescription: "2", describe: "re-runs of a trial that ended in an infrastructure error" }))
      .option("check-repeats", numberOption("check-repeats", COUNT, { defaultDescription: "1", describe: "runs of each trial's check on its workspace; runs that disagree mark the trial check_flaky (neither pass nor failure, left out like an infra error)" }))
      .option("hypothesis", { type: "string", describe: "what you expect; registered in the ledger (status open) as the run starts, closed with the decision, whatever it is" })
      .option("ledger", { type: "string", default: "experiments.jsonl", describe: "the hypothesis ledger file" })
      .option("sim-latency", { type: "string", describe: "simulated latency: ttft=<ms>,tps=<tokens per second> (ttft optional), e.g. tps=60" })
      .option("sim-faults", { type: "string", describe: "simulator faults per request, e.g. overloaded=0.2,stream_cut=0.05,rate_limit=0.05,error_event=0.05" })
      .option("allow-unpriced", { type: "boolean", default: false, describe: "run a paid provider with a model the pricing table lacks (its spend is known only afterwards, as a lower bound)" })
      .option("yes", { type: "boolean", default: false, describe: "start a paid run whose estimated spend is above $1 without asking for --max-cost" })
      .option("cases", { type: "string", array: true, requiresArg: true, describe: "run only these cases: ids or globs, comma-separated (fmt-*,cite-line); kept by --resume" })
      .option("pass-k", { type: "number", requiresArg: true, describe: "also print pass@k (unbiased, Chen et al. 2021) and pass^k per case and for the suite; k ≤ trials (refused before the first trial otherwise)" })
      .option("wide", { type: "boolean", default: false, describe: "the full tables, every cell on one line (default: fitted to the terminal, 80 columns when piped)" })
      .option("tags", { type: "string", array: true, requiresArg: true, describe: "run only the cases with one of these tags, comma-separated; kept by --resume" })
      .alias({ baseline: "b", candidate: "c", trials: "t", concurrency: "j", cases: "k", quiet: "q", yes: "y" })
      .group(["baseline", "candidate", "arms", "trials", "cases", "tags", "seed", "model", "hypothesis"], "Experiment:")
      .group(["provider", "base-url", "pricing", "allow-unpriced", "max-cost", "yes", "max-trials", "max-trial-tokens"], "Provider and spend:")
      .group(["concurrency", "shard", "sandbox", "infra-retries", "check-repeats", "resume", "run-id", "results-dir", "keep-workspaces"], "Running:")
      .group(["alpha", "primary", "sequential", "looks", "spending", "futility", "ledger"], "Decision:")
      .group(["json", "quiet", "wide", "pass-k"], "Output:")
      .group(["sim-noise", "sim-noise-shared", "sim-faults", "sim-latency"], "Simulator:")
      .example("$0 eval ab coding -c env:FREECODE_READ_LINE_NUMBERS=1", "line numbers vs the defaults on the coding suite (offline simulator without ANTHROPIC_API_KEY)")
      .example("$0 eval ab coding -c env:FREECODE_BASH_COMPRESS=1 -t 1 -k 'fmt-*,cite-line'", "one trial per arm on a subset of cases")
      .example("$0 eval ab coding -c env:FREECODE_READ_LINE_NUMBERS=1 -c env:FREECODE_BASH_COMPRESS=1", "three arms: each candidate against the baseline, Holm over the arms")
      .example("$0 eval ab coding -c model:claude-opus-5-5 --max-cost 20", "a paid run capped at $20")
      .example("$0 eval ab --resume results/<run>", "continue an interrupted run: only missing trials run (suite and options from its manifest)")
      .epilogue(EXIT_CODES_HELP) as never,
  handler: async (given) => {
    const shown = { runDir: null as string | null };
    try {
      await runAb(given, shown);
    } catch (err) {
      // Refused after the plan line named the folder a new run would write: say none was made.
      if (err instanceof InputError && shown.runDir !== null && !(await import("node:fs")).existsSync(shown.runDir)) err.message += `\nnothing was run: ${shown.runDir} was not made`;
      throw err;
    }
  },
};

/** `eval ab`'s work; `shown.runDir` is set to the folder the plan line names for a new run. */
async function runAb(given: AbArgs, shown: { runDir: string | null }): Promise<void> {
    // A resume takes every experiment option not given (the suite too) from the run's manifest; a new run, the defaults.
    const { withManifestOptions, resumedSuite } = await import("./resume-options.ts");
    const storedManifest = given.resume === undefined ? null : (await import("../runner/manifest.ts")).readManifest(given.resume);
    const a = withManifestOptions({ ...given, suite: given.suite ?? resumedSuite(storedManifest!) }, storedManifest) as AbArgs & Required<Pick<AbArgs, "suite" | "baseline" | "candidate" | "seed" | "concurrency" | "sim-noise" | "sim-noise-shared" | "alpha" | "sandbox" | "sequential" | "infra-retries" | "check-repeats">>;
    // Known before any trial: the runner's metrics (a suite with a judge adds judgeScore).
    checkPrimary(a.primary, [...(await import("../stats/decision/metric-catalog.ts")).METRIC_ORDER, "judgeScore"], "what eval ab records");
    const maxTrialTokens = a["max-trial-tokens"];
    for (const flag of ["looks", "spending", "futility"] as const) {
      if (a[flag] !== undefined && !a.sequential) throw new InputError(`--${flag} needs --sequential (a fixed design is analysed once, at the end)`);
    }
    if (a.hypothesis !== undefined && !a.hypothesis.trim()) throw new InputError('--hypothesis must say what you expect, e.g. --hypothesis "line numbers cut re-reads"');
    if (a.hypothesis !== undefined) checkAppendFile("ledger", a.ledger);
    if (a.resume === undefined) checkOutputFolder("results-dir", a["results-dir"]);
    if (a["run-id"] !== undefined && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(a["run-id"])) throw new InputError(`--run-id "${a["run-id"]}": use letters, digits, ".", "_" and "-" only`);
    const runId = a["run-id"] ?? (a.resume === undefined ? (await import("../runner/run-id.ts")).newRunId() : undefined);
    // The plan line first, from the arguments alone, before anything heavy loads (issue 22 item 3:
    // visible within 200 ms). Refusals that need the adapters, prices or the suite's cases follow
    // it: printing it only after them took 5× longer to show anything on a loaded machine.
    if (!a.quiet && !a.json) {
      // An unknown suite: the error alone.
      const suiteFile = (await import("../suite/resolve.ts")).resolveSuitePath(a.suite);
      const { join } = await import("node:path");
      const { planLine, suiteTrialsOf } = await import("../report/plan-line.ts");
      const runDir = a.resume ?? join(a["results-dir"], runId!);
      if (a.resume === undefined) shown.runDir = runDir;
      say(process.stderr, planLine({ suite: a.suite, baseline: a.baseline, candidate: [...a.candidate, ...(a.storedArms ?? []).map((arm) => arm.label ?? arm.specs.join("+"))], armsFile: a.arms, trials: a.trials, suiteTrials: a.trials === undefined ? suiteTrialsOf(suiteFile) : undefined, runDir, resume: a.resume !== undefined, subset: { cases: a.cases, tags: a.tags } }));
    }
    const { createProgress } = await import("../report/progress.ts");
    const { runExperiment } = await import("../runner/experiment.ts");
    // Only a sequential run reports looks while it runs; the results table loads after the trials.
    const fmtAlpha = a.sequential ? (await import("../stats/decision/decision.ts")).fmtAlpha : String;
    const shard = a.shard ? parseShard(a.shard) : undefined;
    const { parseFaultSpec } = await import("../sim/faults.ts");
    const { parseLatencySpec } = await import("../sim/serve.ts");
    let simFaults: Record<string, number> = {};
    let simLatency;
    try {
      simFaults = a["sim-faults"] ? parseFaultSpec(a["sim-faults"]) : {};
      simLatency = a["sim-latency"] ? parseLatencySpec(a["sim-latency"]) : undefined;
    } catch (err) {
      throw new InputError((err as Error).message);
    }
    const { loadSuite } = await import("../suite/load.ts");
    const { baselineArm, candidateArms, readArmsFile } = await import("../runner/candidate-arms.ts");
    const { selectCases, splitList } = await import("../suite/subset.ts");
    const wanted = { cases: splitList(a.cases), tags: splitList(a.tags) };
    // A resume without --cases/--tags runs the subset it was started with (its manifest).
    const subset = wanted.cases || wanted.tags ? wanted : a.resume !== undefined ? (await import("../runner/manifest.ts")).readManifest(a.resume).suite.subset : undefined;
    const suite = subset ? selectCases(loadSuite(a.suite), subset) : loadSuite(a.suite);
    const baseline = baselineArm(a.baseline, "defaults");
    const candidates = candidateArms(a.candidate, a.arms === undefined ? a.storedArms ?? [] : readArmsFile(a.arms));
    const candidate = candidates[0]!;
    const trials = a.trials ?? suite.trials;
    // A design that can never decide is said before the first trial, beside the plan line (the verdict says it again afterwards).
    const minCases = a.primary === undefined ? (await import("../stats/hypothesis-tests/sign-flip.ts")).signFlipMinCases(a.alpha, 1) : 0;
    if (suite.loadedCases.length < minCases && !a.quiet && !a.json) say(process.stderr, `warning: with ${plural(suite.loadedCases.length, "case")} the sign-flip test of the primary metric cannot reach one-sided p ≤ ${a.alpha} (its smallest p is 1/2^${suite.loadedCases.length}), whatever the effect: this run cannot ADOPT or REJECT; at least ${minCases} cases are needed`);
    const passK = a["pass-k"] === undefined ? null : await import("../report/pass-at-k-table.ts");
    if (passK) passK.passAtKOf({ cases: [] }, a["pass-k"]!, trials); // k > trials: refused before the first trial
    const progress = createProgress({ quiet: a.quiet || a.json, candidates: candidates.length, concurrency: a.concurrency });
    // The hypothesis is registered before the first trial; a resume re-attaches the stored one.
    const { readManifest } = await import("../runner/manifest.ts");
    const stored = a.resume !== undefined ? readManifest(a.resume).hypothesis : undefined;
    if (stored && a.hypothesis !== undefined && a.hypothesis.trim() !== stored.text) {
      throw new InputError(`--hypothesis "${a.hypothesis}" differs from the one ${a.resume} was registered with ("${stored.text}"); a resumed run keeps its hypothesis: leave --hypothesis out`);
    }
    const { resolve: resolvePath } = await import("node:path");
    const hypothesis = stored ?? (a.hypothesis !== undefined ? { text: a.hypothesis.trim(), ledger: resolvePath(a.ledger), registeredAt: new Date().toISOString() } : undefined);
    const ledgerMod = hypothesis ? await import("../gate/ledger.ts") : null;
    let runDirForHint = a.resume ?? "";
    // Records in trials.jsonl (earlier sessions' included): with none there is nothing to resume.
    let recorded = 0;
    let planned = 0;
    // Loaded now: the handler must act at once, and exits before an import could finish.
    const { handleInterrupts } = await import("./interrupt.ts");
    const { reapTagged } = await import("../proc/reap.mjs");
    const { runTagPrefix } = await import("../runner/live-trials.ts");
    const { basename, join } = await import("node:path");
    const { rmSync } = await import("node:fs");
    let started = false;
    let removedRun = false;
    handleInterrupts({
      keepWorkspaces: a["keep-workspaces"],
      // Every process of the run, by its tag: also a trial's background job whose agent has just
      // exited (its group no longer counts as running) while the trial's own clean-up is pending.
      before: () => {
        progress.stop();
        if (runDirForHint) reapTagged(runTagPrefix(basename(runDirForHint), runDirForHint));
      },
      // The trials in flight are ended and their workspaces removed: nothing is left for a resume to sweep (live/ empty).
      // A new run with no finished trial (and no ledger entry) is removed, so running the command again starts over.
      cleanUp: () => {
        if (!runDirForHint) return;
        removedRun = started && recorded === 0 && a.resume === undefined && !hypothesis;
        rmSync(removedRun ? runDirForHint : join(runDirForHint, "live"), { recursive: true, force: true });
      },
      what: () => removedRun
        ? `no trial had finished; removed ${runDirForHint}: run the command again to start over`
        : `${recorded === 0 ? "no trial had finished" : `every finished trial (${recorded}) is in ${runDirForHint ? `${runDirForHint}/trials.jsonl` : "the run's trials.jsonl"}`}. Continue with: freecode eval ab --resume ${runDirForHint || "results/<run>"}`,
    });
    const run = await runExperiment({
      suite, baseline, candidate, candidates, trials, seed: a.seed, concurrency: a.concurrency,
      provider: a.provider as ProviderName | undefined, baseUrl: a["base-url"], model: a.model,
      ...(a.pricing ? { pricing: (await import("../providers/pricing-override.ts")).loadPricingOverride(a.pricing) } : {}), resultsDir: a["results-dir"],
      simNoise: a["sim-noise"], simNoiseShared: a["sim-noise-shared"], simFaults, simLatency, decision: { alpha: a.alpha, ...(a.primary ? { primary: a.primary } : {}) }, keepWorkspaces: a["keep-workspaces"],
      resume: a.resume, runId, sandbox: a.sandbox as "none" | "bwrap", shard, maxCostUsd: a["max-cost"], maxTrials: a["max-trials"],
      // What is not given is the runner's DEFAULT_SEQUENTIAL (runner/experiment-plan.ts).
      ...(a.sequential ? { sequential: { looks: a.looks, spending: a.spending, futility: a.futility } } : {}), infraRetries: a["infra-retries"],
      maxTrialTokens, checkRepeats: a["check-repeats"], ...(hypothesis ? { hypothesis } : {}),
      allowUnpriced: a["allow-unpriced"], confirmSpend: { yes: a.yes }, stopWhenNoDifference: true,
      onPlan: (plan) => { if (plan.spendLine) say(process.stderr, plan.spendLine); },
      onSweep: (s) => progress.note(`resuming: ${plural(s.trials, "trial")} of an earlier session ${s.trials === 1 ? "was" : "were"} cut off; ended ${plural(s.processes, "process", "processes")} they left running, removed ${plural(s.workspaces, "workspace")}`),
      onStart: (total, done, dir, prior) => {
        runDirForHint = dir ?? runDirForHint;
        started = true;
        recorded = prior?.length ?? 0;
        planned = total;
        if (hypothesis && ledgerMod && dir) ledgerMod.registerHypothesis(hypothesis.ledger, ledgerMod.openLedgerEntry(hypothesis.text, dir, readManifest(dir)));
        progress.start(total, done, prior);
      },
      onTrial: (r, done, total, rate) => {
        recorded++;
        progress.trial(r, done, total, rate);
      },
      onLook: (look) => {
        const q = look.sequential!;
        const f = q.futility;
        const cp = f ? `, conditional power ${f.conditionalPower.toFixed(3)}${f.stopped ? ` < ${f.threshold}` : ""}` : "";
        progress.note(`look ${q.look} of ${q.looks}: ${look.decision} at one-sided level ${fmtAlpha(q.nominalAlpha)}${cp} → ${q.stop ? (f?.stopped ? "stop: futility" : q.look < q.looks ? "stop: decided early" : "stop: last look") : "continue"}`);
      },
    });
    progress.stop();
    if (a["max-trials"] === 0 && run.records.length === 0) {
      // --max-trials 0 plans: the run folder holds the plan (manifest.json) and a --resume runs it.
      say(process.stderr, `planned ${plural(planned, "trial")}; none started (--max-trials 0). The plan is ${run.runDir}/manifest.json; run it with: freecode eval ab --resume ${run.runDir}`);
      return;
    }
    (await import("../report/write.ts")).writeReports(run.runDir);
    if (hypothesis && ledgerMod) ledgerMod.closeHypothesis(hypothesis.ledger, ledgerMod.ledgerEntry(hypothesis.text, run.runDir, run.manifest, run.summary));
    const infra: Record<string, number> = { baseline: 0, candidate: 0 };
    for (const r of run.records) if (r.status === "infra_error" || r.status === "check_flaky") infra[r.arm] = (infra[r.arm] ?? 0) + 1;
    const causes = [...new Set(run.records.filter((r) => r.status === "infra_error").map((r) => (r.infraReason ?? "").split("\n")[0]!.slice(0, 200)))];
    if (causes.length) say(process.stderr, `infrastructure errors (${infra.baseline! + infra.candidate!}), by cause:\n${causes.slice(0, 5).map((c) => `  ${c}`).join("\n")}`);
    if (a.json) process.stdout.write(`${JSON.stringify(run.summary, null, 2)}\n`);
    else process.stdout.write(`${(await import("../report/arms-report.ts")).renderTerminalArms(run.summary, run.manifest, run.runDir, run.records, a.wide ? Infinity : undefined, { infra }, null, true)}\n`);
    if (passK && !a.json) process.stdout.write(`${passK.passAtKTable(passK.passAtKOf((await import("../results/observations.ts")).recordsToAnalysisInput(run.records), a["pass-k"]!, trials), a.wide ? Infinity : undefined)}\n`);
    // A budget stop (--max-trials, --max-cost) leaves a run that --resume finishes; say how, as an interrupt does.
    if (run.stoppedBy && run.stoppedBy.reason !== "halted" && (run.manifest.outcome?.notStarted ?? 0) > 0) {
      say(process.stderr, `${plural(run.manifest.outcome!.notStarted!, "trial")} not started (${run.stoppedBy.detail}); continue with: freecode eval ab --resume ${run.runDir}`);
    }
    process.exitCode = (await import("../stats/decision/multi-arm.ts")).anyArmInvalid(run.summary) ? EXIT.infra : EXIT.ok;
}
