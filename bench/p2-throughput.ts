/**
 * P2 throughput (issue 10): wall time of a simulator A/B at --concurrency 1, 2, 4, 8, with and
 * without simulated model latency. Each configuration is one `freecode eval ab` process; its
 * trials.jsonl gives the trial phase (first trial start to last trial end) and, with the traces,
 * where each trial's time went (P1); GNU time gives the CPU time of the whole process tree.
 */
import { join } from "node:path";
import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { TrialRecord } from "../src/results/record.ts";
import { readTrials } from "../src/results/results-file.ts";
import { runFreecode } from "./cli-process.ts";
import { overheadFromRecords, type OverheadStats } from "./p1-overhead.ts";
import { runTimings, timingStats, type TimingStats } from "./trial-timing.ts";
import { cpuSplit, readCpuHookFile, type CpuSplit } from "./cpu-split.ts";

const CPU_HOOK = fileURLToPath(new URL("./cpu-hook.mjs", import.meta.url));

/** `--sim-latency` of the latency runs: 2 s to first token (issue 10) and 60 tokens/s, the CLI's own example rate. */
export const LATENCY_SPEC = "ttft=2000,tps=60";

export interface ThroughputConfig {
  concurrency: number;
  latency: boolean;
  cases: number;
  trials: number;
  /**
   * Load bench/cpu-hook.mjs into every Node process of the run (the CLI through its
   * environment, the trials' through both arms' NODE_OPTIONS), to split its CPU (cpu-split.ts).
   * The hook costs each process a few ms, so such a run is kept out of the throughput rows.
   */
  cpuSplit?: boolean;
}

export interface TrialPhase {
  /** Trials recorded (every attempt, infra errors included: each occupied a slot). */
  trials: number;
  infraErrors: number;
  /** ms from the first trial's start to the last trial's end. */
  phaseMs: number;
  /** Trials per second over the trial phase. */
  perSecond: number;
}

/**
 * The trial phase of a run from its records.
 * @throws "trialPhase requires at least one record"
 * @example trialPhase([{ startedAt: "2026-01-01T00:00:00.000Z", wallMs: 2000, status: "pass" }]).perSecond // => 0.5
 */
export function trialPhase(records: readonly Pick<TrialRecord, "startedAt" | "wallMs" | "status">[]): TrialPhase {
  if (records.length === 0) throw new RangeError("trialPhase requires at least one record");
  const starts = records.map((r) => Date.parse(r.startedAt));
  const first = Math.min(...starts);
  const last = Math.max(...records.map((r, i) => (starts[i] as number) + r.wallMs));
  const phaseMs = Math.max(1, last - first);
  return {
    trials: records.length,
    infraErrors: records.filter((r) => r.status === "infra_error").length,
    phaseMs,
    perSecond: (records.length / phaseMs) * 1000,
  };
}

export interface ThroughputRun extends ThroughputConfig {
  /** ms, the whole `eval ab` process: start-up, trials, analysis, reports. */
  cliWallMs: number;
  phase: TrialPhase;
  /** Peak resident memory of the runner process (simulator included), MB; null if unknown. */
  runnerRssMb: number | null;
  /** CPU time of the runner process (simulator included, agents and checks not), ms; null if unknown. */
  runnerCpuMs: number | null;
  /** CPU time of the whole process tree (runner, simulator, agents, checks), ms; null without GNU time. */
  treeCpuMs: number | null;
  overhead: OverheadStats | null;
  /** Where each trial's wall time went (trial-timing.ts); null when no trial completed. */
  timings: TimingStats | null;
  /** Trials that passed their case's check. */
  passed: number;
  /** Where the process tree's CPU went, for a `cpuSplit` run; null otherwise or when the hook wrote nothing. */
  split?: CpuSplit | null;
}

/** The run's CPU split from the hook's file; null when the hook wrote no CLI or agent line. */
function splitOf(file: string): CpuSplit | null {
  if (!existsSync(file)) return null;
  try {
    return cpuSplit(readCpuHookFile(file));
  } catch {
    return null;
  }
}

/**
 * Runs one configuration on `suiteFile` (which must hold `cases` cases) with the simulator.
 * The run folder is deleted afterwards.
 * @param profileDir when set, the runner is profiled (`--cpu-prof`) into this folder
 * @param extraArgs more `eval ab` arguments (e.g. a profiled variant)
 * @throws Error when the run fails or records no trial (the message has its stderr)
 */
export async function runThroughput(c: ThroughputConfig, suiteFile: string, workDir: string, label: string, o: { profileDir?: string; extraArgs?: string[] } = {}): Promise<ThroughputRun> {
  const runId = `p2-${label}`;
  const runDir = join(workDir, "runs", runId);
  const args = ["eval", "ab", suiteFile, "--provider", "sim", "--trials", String(c.trials), "--concurrency", String(c.concurrency),
    "--quiet", "--json", "--results-dir", join(workDir, "runs"), "--run-id", runId,
    ...(c.latency ? ["--sim-latency", LATENCY_SPEC] : [])];
  const hookFile = join(workDir, `cpu-${label}.jsonl`);
  const hookEnv = { NODE_OPTIONS: `--import=${CPU_HOOK}`, BENCH_CPU_FILE: hookFile };
  const hookSpec = Object.entries(hookEnv).map(([k, v]) => `${k}=${v}`).join(",");
  if (c.cpuSplit) {
    rmSync(hookFile, { force: true });
    args.push("--baseline", `env:${hookSpec}`, "--candidate", `env:FREECODE_READ_LINE_NUMBERS=1,${hookSpec}`);
  } else {
    args.push(...(o.extraArgs ?? ["--candidate", "env:FREECODE_READ_LINE_NUMBERS=1"]));
  }
  const r = await runFreecode({ args, timeoutMs: 60 * 60_000, scratchDir: workDir, cpuProfDir: o.profileDir, ...(c.cpuSplit ? { env: hookEnv } : {}) });
  try {
    const records = readTrials(join(runDir, "trials.jsonl"));
    if (r.exitCode === null || r.exitCode === 2 || records.length === 0) {
      throw new Error(`P2 ${label}: eval ab exited ${r.exitCode ?? r.signal} with ${records.length} trials: ${r.stderrTail}`);
    }
    let overhead: OverheadStats | null = null;
    try { overhead = overheadFromRecords(records); } catch { overhead = null; }
    const ts = runTimings(runDir, records);
    return {
      ...c, cliWallMs: r.wallMs, phase: trialPhase(records), runnerRssMb: r.maxRssKb === null ? null : r.maxRssKb / 1024, runnerCpuMs: r.cpuMs,
      treeCpuMs: r.treeCpuMs, overhead, timings: ts.length ? timingStats(ts) : null,
      passed: records.filter((x) => x.pass).length,
      split: c.cpuSplit ? splitOf(hookFile) : null,
    };
  } finally {
    rmSync(runDir, { recursive: true, force: true });
    rmSync(hookFile, { force: true });
  }
}
