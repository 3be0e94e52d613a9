/**
 * P0 start-up: from spawning `freecode eval ab` to its first trial starting (issue 10, target
 * ≤ 1 s). The first trial's start is seen from outside, without a hook in the runner: runTrial
 * creates `<run>/traces/` before anything else, and runExperiment writes `<run>/manifest.json`
 * once the suite is loaded and validated, which splits the time into "process start, imports
 * and suite loading" and "provider (simulator) start and trial plan". The run is stopped with
 * SIGTERM as soon as the first trial starts.
 */
// @ts-nocheck

import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureBundle } from "../bin/bundle.mjs";
import { runFreecode } from "./cli-process.ts";
import { summarizeProfile, type CpuProfile, type ProfileSummary } from "./cpu-profile.ts";
import { spread, type Spread } from "./spread.ts";

export interface StartupSample {
  /** ms from spawn to the first trial starting. */
  firstTrialMs: number;
  /** ms from spawn to manifest.json (imports, option parsing, suite loading and hashing). */
  manifestMs: number;
}

export interface StartupResult {
  /** The first (discarded) run, which may pay for a cold transpile cache; ms to first trial. */
  warmupMs: number | null;
  samples: StartupSample[];
  firstTrial: Spread;
  manifest: Spread;
}

/**
 * Runs `eval ab <suite> --trials 1 --concurrency 1` `repeats + 1` times; the first run warms
 * tsx's transpile cache (kept in TMPDIR, which is pinned to a folder of `workDir` so stopped
 * runs leave their workspaces there) and is reported apart.
 * @param entry a script to run instead of bin/freecode.mjs (the prebuilt-CLI what-if)
 * @throws Error when a run never reaches its first trial (the message has the CLI's stderr)
 */
export async function measureStartup(suiteFile: string, workDir: string, repeats: number, entry?: string): Promise<StartupResult> {
  const tmp = join(workDir, "tmp");
  mkdirSync(tmp, { recursive: true });
  const samples: StartupSample[] = [];
  let warmupMs: number | null = null;
  for (let i = 0; i <= repeats; i++) {
    const runDir = join(workDir, "runs", `p0-${i}`);
    const manifest = join(runDir, "manifest.json");
    const traces = join(runDir, "traces");
    const r = await runFreecode({
      entry,
      args: ["eval", "ab", suiteFile, "--provider", "sim", "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--trials", "1", "--concurrency", "1", "--quiet",
        "--results-dir", join(workDir, "runs"), "--run-id", `p0-${i}`],
      env: { TMPDIR: tmp }, marks: [manifest, traces], stopAfterMarks: true, timeoutMs: 120_000, scratchDir: workDir,
    });
    const first = r.marks[traces];
    const man = r.marks[manifest];
    if (first === null || first === undefined || man === null || man === undefined) {
      throw new Error(`P0: the run never started a trial (exit ${r.exitCode}, signal ${r.signal}): ${r.stderrTail}`);
    }
    if (i === 0) warmupMs = first;
    else samples.push({ firstTrialMs: first, manifestMs: man });
    rmSync(runDir, { recursive: true, force: true });
  }
  return { warmupMs, samples, firstTrial: spread(samples.map((s) => s.firstTrialMs)), manifest: spread(samples.map((s) => s.manifestMs)) };
}

/**
 * Time bin/freecode.mjs spends at every start deciding whether its bundle is current (a hash of
 * every file under src/), measured in-process `repeats` times after one build-or-check.
 * @throws Error when the bundle cannot be built (the CLI then falls back to tsx)
 */
export async function measureBundleCheck(repeats: number): Promise<Spread> {
  await ensureBundle("cli/main.ts");
  const ms: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const t = performance.now();
    await ensureBundle("cli/main.ts");
    ms.push(performance.now() - t);
  }
  return spread(ms);
}

/**
 * One more run, to completion, under `node --cpu-prof`; the main thread's profile is summarised
 * up to the moment the first trial started, which is start-up alone (the profiler starts a few
 * ms after spawn, so the window runs that much past the first trial's start).
 * @throws Error when the run never starts a trial or writes no profile
 */
export async function profileStartup(suiteFile: string, workDir: string): Promise<{ firstTrialMs: number; summary: ProfileSummary }> {
  const dir = join(workDir, "profiles", "startup");
  mkdirSync(dir, { recursive: true });
  const runDir = join(workDir, "runs", "p0-profiled");
  const traces = join(runDir, "traces");
  const r = await runFreecode({
    args: ["eval", "ab", suiteFile, "--provider", "sim", "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--trials", "1", "--concurrency", "1", "--quiet",
      "--results-dir", join(workDir, "runs"), "--run-id", "p0-profiled"],
    marks: [traces], cpuProfDir: dir, timeoutMs: 300_000, scratchDir: workDir,
  });
  rmSync(runDir, { recursive: true, force: true });
  const first = r.marks[traces];
  const main = readdirSync(dir).find((f) => /\.0\.\d+\.cpuprofile$/.test(f));
  if (first === null || first === undefined || !main) throw new Error(`P0 profile: no first trial or no profile (exit ${r.exitCode}): ${r.stderrTail}`);
  return { firstTrialMs: first, summary: summarizeProfile(JSON.parse(readFileSync(join(dir, main), "utf8")) as CpuProfile, 15, first) };
}

/**
 * CPU time (user + system, ms) of `eval ab` start-up, which unlike wall time does not grow with
 * the machine's other load: runs with `--max-trials 0` load everything, start the simulator,
 * plan the trials and stop before the first one (then fail on the empty run, exit 2).
 * @throws Error when a run leaves no CPU figure (it died by a signal)
 */
export async function measureStartupCpu(suiteFile: string, workDir: string, repeats: number, entry?: string): Promise<Spread> {
  const ms: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const r = await runFreecode({
      entry,
      args: ["eval", "ab", suiteFile, "--provider", "sim", "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--max-trials", "0", "--quiet",
        "--results-dir", join(workDir, "runs"), "--run-id", `p0-cpu-${i}`],
      timeoutMs: 120_000, scratchDir: workDir,
    });
    rmSync(join(workDir, "runs", `p0-cpu-${i}`), { recursive: true, force: true });
    if (r.cpuMs === null) throw new Error(`P0: the --max-trials 0 run left no CPU figure (exit ${r.exitCode}, signal ${r.signal}): ${r.stderrTail}`);
    ms.push(r.cpuMs);
  }
  return spread(ms);
}
