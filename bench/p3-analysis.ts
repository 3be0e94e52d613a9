/**
 * P3 analysis at scale (issue 10, target ≤ 3 s and ≤ 400 MB): `freecode eval analyze` on a
 * generated run of 1,000 cases × 50 trials × 2 arms, as trials.jsonl and as CSV. Time, CPU
 * time and peak memory are the CLI process's own; an in-process breakdown (read, analyse) says
 * which stage the time goes to, and the same command on a 2-case file measures what start-up
 * alone costs.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readAnalysisInput } from "../src/results/observations.ts";
import { analyze } from "../src/stats/decision/analyze.ts";
import { parseTrialsCsv } from "../src/results/from-csv.ts";
import { runFreecode } from "./cli-process.ts";
import { spread, type Spread } from "./spread.ts";
import { writeSyntheticRun, type GeneratorSpec } from "./trials-generator.ts";

/** Issue 21's memory design: 1,000,000 CSV rows (10,000 cases × 50 trials × 2 arms). */
export const P3_MILLION_SPEC: GeneratorSpec = { cases: 10_000, trials: 50, seed: 20261201, ratio: 0.9 };

export interface MillionCsvTiming {
  file: string;
  rows: number;
  /** ms, the whole `eval analyze` process. */
  wallMs: number;
  /** ms of CPU, user + system (GNU time). */
  cpuMs: number;
  /** MB, peak resident set (GNU time's maximum resident set size, as `/usr/bin/time -v` prints it). */
  peakMb: number;
  decision: string;
}

/**
 * Writes a 1M-row CSV into `workDir` and runs `eval analyze FILE --json` on it once under GNU
 * time. The caller deletes `file`.
 * @throws Error when the CLI fails or GNU time is missing (the message says which)
 */
export async function measureMillionCsv(workDir: string, spec: GeneratorSpec = P3_MILLION_SPEC): Promise<MillionCsvTiming> {
  const file = join(workDir, "million.csv");
  const rows = writeSyntheticRun(spec, null, file);
  const r = await runFreecode({ args: ["eval", "analyze", file, "--json"], timeoutMs: 30 * 60_000, scratchDir: workDir });
  if (r.exitCode !== 0) throw new Error(`P3: eval analyze ${file} exited ${r.exitCode ?? r.signal}: ${r.stderrTail}`);
  if (r.treeMaxRssKb === null || r.treeCpuMs === null) throw new Error("P3: the 1M-row figure needs GNU time (/usr/bin/time; apt-get install time)");
  return { file, rows, wallMs: r.wallMs, cpuMs: r.treeCpuMs, peakMb: r.treeMaxRssKb / 1024, decision: (JSON.parse(r.stdout) as { decision: string }).decision };
}

/** Issue 10's P3 run: 1,000 cases × 50 trials per arm (100,000 trials), a −10% cost effect. */
export const P3_SPEC: GeneratorSpec = { cases: 1000, trials: 50, seed: 20261130, ratio: 0.9 };
/** A run small enough that `eval analyze` on it is start-up: 2 cases × 2 trials per arm. */
export const P3_STARTUP_SPEC: GeneratorSpec = { cases: 2, trials: 2, seed: 20261130, ratio: 0.9 };

export interface AnalysisTiming {
  format: "jsonl" | "csv";
  /** ms, whole CLI process. */
  wallMs: Spread;
  /** ms of CPU (user + system) of the CLI process: less sensitive to the machine's other load than wall time. */
  cpuMs: Spread;
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
  /** The 2-case run as trials.jsonl, for the start-up measurement. */
  startupJsonl: string;
}

/** Writes the P3 run into `dir` (trials.jsonl and trials.csv) and the start-up run beside it. @throws Error on a write failure */
export function generateP3Run(dir: string, spec: GeneratorSpec = P3_SPEC): GeneratedRun {
  const jsonl = join(dir, "trials.jsonl");
  const csv = join(dir, "trials.csv");
  const startupJsonl = join(dir, "startup-trials.jsonl");
  writeSyntheticRun(P3_STARTUP_SPEC, startupJsonl, join(dir, "startup-trials.csv"));
  return { jsonl, csv, trials: writeSyntheticRun(spec, jsonl, csv), startupJsonl };
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
  const input = readAnalysisInput(file);
  const read = lap();
  analyze({ ...input, options: { seed: 1 } });
  return { "read, validate (analysis view) and group, streamed": read, analyze: lap() };
}

/**
 * Runs `eval analyze FILE --json` `repeats` (≥ 1) times and times its stages once in-process.
 * @throws Error when the CLI fails (the message has its stderr)
 */
export async function measureAnalysis(file: string, format: "jsonl" | "csv", workDir: string, repeats: number): Promise<AnalysisTiming> {
  const walls: number[] = [];
  const cpus: number[] = [];
  const peaks: number[] = [];
  let decision = "";
  for (let i = 0; i < repeats; i++) {
    const r = await runFreecode({ args: ["eval", "analyze", file, "--json"], timeoutMs: 10 * 60_000, scratchDir: workDir });
    if (r.exitCode !== 0 || r.maxRssKb === null || r.cpuMs === null) throw new Error(`P3: eval analyze ${file} exited ${r.exitCode ?? r.signal}: ${r.stderrTail}`);
    walls.push(r.wallMs);
    cpus.push(r.cpuMs);
    peaks.push(r.maxRssKb / 1024);
    decision = (JSON.parse(r.stdout) as { decision: string }).decision;
  }
  return { format, wallMs: spread(walls), cpuMs: spread(cpus), peakMb: spread(peaks), decision, stagesMs: stageTimes(file, format) };
}

export interface StartupTiming {
  /** ms, whole CLI process, `eval analyze` of the 2-case run. */
  wallMs: Spread;
  cpuMs: Spread;
  peakMb: Spread;
}

/**
 * `eval analyze FILE --json` on the 2-case run, `repeats` (≥ 1) times: the part of P3's time
 * that is the CLI's start-up (node, the bundle and the packages it imports), not the analysis.
 * @throws Error when the CLI fails (the message has its stderr)
 */
export async function measureAnalyzeStartup(file: string, workDir: string, repeats: number): Promise<StartupTiming> {
  const walls: number[] = [];
  const cpus: number[] = [];
  const peaks: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const r = await runFreecode({ args: ["eval", "analyze", file, "--json"], timeoutMs: 120_000, scratchDir: workDir });
    if (r.exitCode !== 0 || r.maxRssKb === null || r.cpuMs === null) throw new Error(`P3: eval analyze ${file} exited ${r.exitCode ?? r.signal}: ${r.stderrTail}`);
    walls.push(r.wallMs);
    cpus.push(r.cpuMs);
    peaks.push(r.maxRssKb / 1024);
  }
  return { wallMs: spread(walls), cpuMs: spread(cpus), peakMb: spread(peaks) };
}

/** One `eval analyze FILE --json` run under `node --cpu-prof`, profiles written into `profileDir`. */
export async function profileAnalysis(file: string, workDir: string, profileDir: string): Promise<void> {
  await runFreecode({ args: ["eval", "analyze", file, "--json"], timeoutMs: 10 * 60_000, scratchDir: workDir, cpuProfDir: profileDir });
}
