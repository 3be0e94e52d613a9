/**
 * P3 analysis at scale (issue 10, target ≤ 3 s and ≤ 400 MB): `freecode eval analyze` on a
 * generated run of 1,000 cases × 50 trials × 2 arms, as trials.jsonl and as CSV. Time and
 * peak memory are the CLI process's own; an in-process breakdown (read and validate, group,
 * analyse) says which stage the time goes to.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { recordsToAnalysisInput } from "../src/runner/observations.ts";
import { readTrials } from "../src/runner/results-file.ts";
import { analyze } from "../src/stats/analyze.ts";
import { parseTrialsCsv } from "../src/stats/from-csv.ts";
import { runFreecode } from "./cli-process.ts";
import { spread, type Spread } from "./spread.ts";
import { writeSyntheticRun, type GeneratorSpec } from "./trials-generator.ts";

/** Issue 10's P3 run: 1,000 cases × 50 trials per arm (100,000 trials), a −10% cost effect. */
export const P3_SPEC: GeneratorSpec = { cases: 1000, trials: 50, seed: 20261130, ratio: 0.9 };

export interface AnalysisTiming {
  format: "jsonl" | "csv";
  /** ms, whole CLI process. */
  wallMs: Spread;
  /** MB, peak resident set of the CLI process. */
  peakMb: Spread;
  decision: string;
  /** ms per stage, measured once in the benchmark's own process. */
  stagesMs: Record<string, number>;
}

export interface GeneratedRun {
  jsonl: string;
  csv: string;
  trials: number;
}

/** Writes the P3 run into `dir` (trials.jsonl and trials.csv). @throws Error on a write failure */
export function generateP3Run(dir: string, spec: GeneratorSpec = P3_SPEC): GeneratedRun {
  const jsonl = join(dir, "trials.jsonl");
  const csv = join(dir, "trials.csv");
  return { jsonl, csv, trials: writeSyntheticRun(spec, jsonl, csv) };
}

function stageTimes(file: string, format: "jsonl" | "csv"): Record<string, number> {
  let t = performance.now();
  const lap = () => { const now = performance.now(); const ms = now - t; t = now; return ms; };
  if (format === "csv") {
    const input = parseTrialsCsv(readFileSync(file, "utf8"), file);
    const parse = lap();
    analyze({ ...input, options: { seed: 1 } });
    return { "read + parse CSV": parse, analyze: lap() };
  }
  const records = readTrials(file);
  const read = lap();
  const input = recordsToAnalysisInput(records);
  const group = lap();
  analyze({ ...input, options: { seed: 1 } });
  return { "read + validate records (zod)": read, "group by case and arm": group, analyze: lap() };
}

/**
 * Runs `eval analyze FILE --json` `repeats` (≥ 1) times and times its stages once in-process.
 * @throws Error when the CLI fails (the message has its stderr)
 */
export async function measureAnalysis(file: string, format: "jsonl" | "csv", workDir: string, repeats: number): Promise<AnalysisTiming> {
  const walls: number[] = [];
  const peaks: number[] = [];
  let decision = "";
  for (let i = 0; i < repeats; i++) {
    const r = await runFreecode({ args: ["eval", "analyze", file, "--json"], timeoutMs: 10 * 60_000, scratchDir: workDir });
    if (r.exitCode !== 0 || r.maxRssKb === null) throw new Error(`P3: eval analyze ${file} exited ${r.exitCode ?? r.signal}: ${r.stderrTail}`);
    walls.push(r.wallMs);
    peaks.push(r.maxRssKb / 1024);
    decision = (JSON.parse(r.stdout) as { decision: string }).decision;
  }
  return { format, wallMs: spread(walls), peakMb: spread(peaks), decision, stagesMs: stageTimes(file, format) };
}

/** One `eval analyze FILE --json` run under `node --cpu-prof`, profiles written into `profileDir`. */
export async function profileAnalysis(file: string, workDir: string, profileDir: string): Promise<void> {
  await runFreecode({ args: ["eval", "analyze", file, "--json"], timeoutMs: 10 * 60_000, scratchDir: workDir, cpuProfDir: profileDir });
}
