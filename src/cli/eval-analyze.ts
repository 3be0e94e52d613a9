import { existsSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { dirname, join } from "node:path";
import type { CommandModule } from "yargs";
import { EXIT } from "./exit-codes.ts";
import { ALPHA, SEED, numberOption } from "./number-option.ts";
import { PRIMARY_OPTION, checkPrimary } from "./primary-option.ts";
import { InputError } from "../suite/input-error.ts";
import type { AnalysisInput } from "../stats/core/types.ts";

/** `--from`: another harness's files, with the arms it compares said on stderr. */
async function readFrom(a: AnalyzeArgs): Promise<{ file: string; input: AnalysisInput }> {
  const { readImportedInput } = await import("../results/imported-input.ts");
  const files = [a.file, ...(a.more ?? [])];
  const r = await readImportedInput(a.from as "promptfoo" | "inspect", files, { baseline: a.baseline, candidate: a.candidate });
  const rest = r.labels.filter((l) => l !== r.baseline && l !== r.candidate);
  process.stderr.write(`freecode: ${a.from} ${files.join(" ")}: baseline ${r.baseline}, candidate ${r.candidate}${rest.length ? ` (not compared: ${rest.join(", ")})` : ""}\n`);
  return { file: files.join(" "), input: r.input };
}

/** The metrics an input holds (and pass, unless the source did not record it). */
function recordedNames(input: AnalysisInput): string[] {
  const names = new Set<string>(["pass"]);
  for (const c of input.cases) for (const t of [...c.baseline, ...c.candidate]) for (const k of Object.keys(t.metrics)) names.add(k);
  for (const n of input.notRecorded ?? []) names.delete(n);
  return [...names];
}

/**
 * A multi-arm run folder (or its trials.jsonl): each candidate against the baseline, Holm over
 * the arms on the primary, rendered as eval ab renders it. False when the input is not one.
 */
async function multiArmAnalysis(a: AnalyzeArgs): Promise<boolean> {
  const { statSync } = await import("node:fs");
  const runDir = existsSync(a.file) && statSync(a.file).isDirectory() ? a.file : a.file.endsWith("trials.jsonl") ? dirname(a.file) : null;
  if (!runDir || !existsSync(join(runDir, "manifest.json"))) return false;
  const { candidateVariants, readManifest } = await import("../runner/manifest.ts");
  const manifest = readManifest(runDir);
  const arms = candidateVariants(manifest);
  if (arms.length < 2) return false;
  const records = (await import("../results/results-file.ts")).readTrials(join(runDir, "trials.jsonl"));
  const { armIdOf, armIds } = await import("../results/arms.ts");
  const reached = (id: string) => armIds(arms.length).every((arm) => records.some((r) => r.caseId === id && armIdOf(r) === arm && r.status !== "infra_error"));
  const caseIds = Object.keys(manifest.suite.cases).filter((id) => records.some((r) => r.caseId === id) && (!manifest.outcome?.stoppedBy || reached(id)));
  const primary = a.primary;
  if (primary !== undefined) checkPrimary(primary, [...(await import("../stats/decision/metric-catalog.ts")).METRIC_ORDER, "judgeScore"], runDir);
  const summary = (await import("../runner/experiment-analyze.ts")).analyzeArms(records, caseIds, arms, { alpha: a.alpha, seed: a.seed, ...(primary ? { primary } : {}) });
  if (a.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  else process.stdout.write(`${(await import("../report/arms-report.ts")).renderTerminalArms(summary, manifest, runDir, records)}\n`);
  process.exitCode = (await import("../stats/decision/multi-arm.ts")).anyArmInvalid(summary) ? EXIT.infra : EXIT.ok;
  return true;
}

interface AnalyzeArgs { file: string; more: string[]; json: boolean; alpha: number; seed: number; from?: "promptfoo" | "inspect"; baseline?: string; candidate?: string; primary?: string; wide: boolean }

export const analyzeCommand: CommandModule<object, AnalyzeArgs> = {
  command: "analyze <file> [more..]",
  describe: "Analyse a run folder, a trials.jsonl, a CSV (case,trial,variant,pass,costUsd,tokens,turns,repeatedCalls), or with --from another harness's results",
  builder: (y) =>
    y
      .positional("file", { type: "string", demandOption: true })
      .positional("more", { type: "string", array: true, default: [], describe: "with --from inspect: the other arm's log(s)" })
      .option("from", { type: "string", choices: ["promptfoo", "inspect"], describe: "read promptfoo's eval -o out.json, or Inspect JSON logs (one per arm, baseline first)" })
      .option("baseline", { type: "string", requiresArg: true, describe: "with --from: the arm (provider label, model, task args) that is the baseline; default the first" })
      .option("candidate", { type: "string", requiresArg: true, describe: "with --from: the arm compared with it; needed when the file has more than two" })
      .option("primary", PRIMARY_OPTION)
      .option("json", { type: "boolean", default: false })
      .option("wide", { type: "boolean", default: false, describe: "tables at full width, every cell on one line (default: fitted to the terminal, 80 columns when piped)" })
      .option("alpha", numberOption("alpha", ALPHA, { default: 0.05, describe: "significance level of the decision" }))
      .option("seed", numberOption("seed", SEED, { default: 1, describe: "resampling seed" })) as never,
  handler: async (a) => {
    // Reading a big file promotes the parser's short-lived objects, and V8's default heap growth
    // lets them pile up before a full collection: 1M CSV rows peaked at 452 MB for about 140 MB
    // of observations. Growing the heap as for a small device keeps the peak near the live set
    // (issue 21, `npm run bench` P3); the flag is read at each collection, so setting it here works.
    setFlagsFromString("--optimize-for-size");
    const { renderSummary, renderTerminal } = await import("../report/table.ts");
    const { analyze } = await import("../stats/decision/analyze.ts");
    const more = a.more ?? [];
    if (!a.from && (more.length > 0 || a.baseline !== undefined || a.candidate !== undefined)) {
      throw new InputError(more.length > 0 ? `eval analyze: one file or folder (got ${more.length + 1}); several files are for --from inspect` : "--baseline and --candidate choose arms of another harness's file: use them with --from");
    }
    if (!a.from && (await multiArmAnalysis(a))) return;
    const { file, input } = a.from ? await readFrom(a) : await (await import("../results/trials-input.ts")).readTrialsInput(a.file);
    checkPrimary(a.primary, recordedNames(input), file);
    // A run folder: its manifest says what ran, and a sequential run is judged at the look it
    // stopped at (the level that look spent), as eval ab and eval report judge it.
    const runDir = file.endsWith("trials.jsonl") && existsSync(join(dirname(file), "manifest.json")) ? dirname(file) : null;
    const manifest = runDir ? (await import("../runner/manifest.ts")).readManifest(runDir) : null;
    if (runDir) {
      const { describeHolder, liveWriter } = await import("../runner/run-lock.ts");
      const writer = liveWriter(runDir);
      if (writer) process.stderr.write(`freecode: ${runDir} is still being written by ${describeHolder(writer)}; this analysis covers the trials recorded so far\n`);
    }
    const at = manifest ? (await import("../runner/experiment-analyze.ts")).storedLook(manifest, a.alpha) : undefined;
    const options = { ...input.options, alpha: a.alpha, seed: a.seed, ...(a.primary ? { primary: a.primary } : {}) };
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
    else if (manifest && runDir) process.stdout.write(`${renderTerminal(summary, manifest, runDir, undefined, null, a.wide ? Infinity : undefined)}\n`);
    else process.stdout.write(`${renderSummary(summary, a.wide ? Infinity : undefined)}\n`);
    process.exitCode = summary.decision === "INVALID" ? EXIT.infra : EXIT.ok;
  },
};
