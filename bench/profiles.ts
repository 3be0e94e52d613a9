/**
 * CPU profiles behind the figures that miss their targets (issue 10: "explained with a CPU
 * profile"): the runner process (`node --cpu-prof`, main thread and tsx's loader thread) and
 * every agent process of a small simulator run (bench/profile-hook.mjs, preloaded through the
 * variant's NODE_OPTIONS, since the runner starts the agents itself).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { meanSummary, summarizeProfile, type CpuProfile, type ProfileSummary } from "./cpu-profile.ts";
import { runThroughput, type ThroughputRun } from "./p2-throughput.ts";

const PROFILE_HOOK = fileURLToPath(new URL("./profile-hook.mjs", import.meta.url));

export interface ProfileSet {
  /** Folder holding the raw .cpuprofile files (open them in Chrome DevTools or speedscope). */
  dir: string;
  /** `node --cpu-prof` profiles of the CLI process, by thread ("main", "thread 1", …). */
  cli: Record<string, ProfileSummary>;
  /**
   * The mean over the agent processes' profiles, and how many started from each entry script
   * (the runner's agent bundle, or its fallback through bin/freecode.mjs, which loads the whole
   * CLI); null when none was written.
   */
  agent: (ProfileSummary & { processes: number; entries: Record<string, number> }) | null;
}

/**
 * Which script an agent process started from, by the frames its profile holds.
 * @example agentEntry({ nodes: [{ callFrame: { url: "file:///r/bin/freecode.mjs" } }] }) // => "bin/freecode.mjs agent (fallback: whole CLI)"
 */
export function agentEntry(p: { nodes: Array<{ callFrame: { url: string } }> }): string {
  const urls = p.nodes.map((n) => n.callFrame.url);
  if (urls.some((u) => /\/bin\/freecode\.mjs$/.test(u))) return "bin/freecode.mjs agent (fallback: whole CLI)";
  if (urls.some((u) => /\/\.cache\/freecode\/(cli-agent-entry|agent)-[^/]*\.mjs$/.test(u))) return "agent bundle";
  return "other";
}

/** Thread of a `node --cpu-prof` file name: CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile. */
function threadOf(file: string): string {
  const m = /\.(\d+)\.\d+\.cpuprofile$/.exec(file);
  return !m || m[1] === "0" ? "main" : `thread ${m[1]}`;
}

/**
 * Summarises the profiles in `dir`: files named CPU.* are the CLI's threads (when several runs
 * wrote into the folder, the largest per thread is kept), agent-*.cpuprofile the agents'.
 */
export function summarizeProfileDir(dir: string): ProfileSet {
  const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  const read = (f: string) => summarizeProfile(JSON.parse(readFileSync(join(dir, f), "utf8")) as CpuProfile);
  const cli: Record<string, ProfileSummary> = {};
  for (const f of files.filter((x) => x.startsWith("CPU."))) {
    const s = read(f);
    const t = threadOf(f);
    if (!cli[t] || cli[t].busyMs < s.busyMs) cli[t] = s;
  }
  const profiles = files.filter((f) => f.startsWith("agent-")).map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as CpuProfile);
  const entries: Record<string, number> = {};
  for (const p of profiles) entries[agentEntry(p)] = (entries[agentEntry(p)] ?? 0) + 1;
  return { dir, cli, agent: profiles.length ? { ...meanSummary(profiles.map((p) => summarizeProfile(p))), processes: profiles.length, entries } : null };
}

/**
 * Runs `eval ab` on `suiteFile` (`cases` cases, 1 trial, concurrency 1, no latency) with the
 * runner and every agent profiled; both arms run the agent's defaults plus the profiling hook.
 * @throws Error when the run fails
 */
export async function profileTrials(suiteFile: string, cases: number, workDir: string): Promise<{ run: ThroughputRun; profiles: ProfileSet }> {
  const dir = join(workDir, "profiles", "trials");
  mkdirSync(dir, { recursive: true });
  const variant = join(workDir, "profiled-variant.yaml");
  // Not FREECODE_*: the runner refuses a FreeCode variable the agent does not read (variant-flags.ts).
  writeFileSync(variant, stringify({ name: "profiled", env: { NODE_OPTIONS: `--import ${PROFILE_HOOK}`, BENCH_PROFILE_DIR: dir } }));
  const run = await runThroughput({ concurrency: 1, latency: false, cases, trials: 1 }, suiteFile, workDir, "profiled", {
    profileDir: dir, extraArgs: ["--baseline", `file:${variant}`, "--candidate", `file:${variant}`],
  });
  return { run, profiles: summarizeProfileDir(dir) };
}
