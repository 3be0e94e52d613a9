/**
 * Runs the `freecode` command line as a user does (`node bin/freecode.mjs …`, which is what the
 * `freecode` bin executes) and measures it from the outside: wall time from just before spawn,
 * the moments given files first exist (the run folder's manifest, its traces/ folder), and the
 * peak resident memory and CPU time, read by a preloaded exit hook (bench/rss-hook.mjs), and
 * the CPU time of the whole process tree (the CLI, the simulator in it, every agent, setup and
 * check), read by GNU time (`/usr/bin/time`, Debian package `time`) from the kernel's rusage of
 * the CLI and every descendant it waited for.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { PACKAGE_ROOT } from "../src/suite/load.ts";

const BIN = join(PACKAGE_ROOT, "bin", "freecode.mjs");
const RSS_HOOK = fileURLToPath(new URL("./rss-hook.mjs", import.meta.url));
/** GNU time; without it the tree figures are null. */
const GNU_TIME = "/usr/bin/time";
/** How often file marks are checked: a stat every 5 ms costs nothing next to a 1 s target. */
const POLL_MS = 5;

export interface CliRunOptions {
  /** Script to run instead of bin/freecode.mjs (e.g. a prebuilt bundle of the CLI). */
  entry?: string;
  /** Arguments after `freecode`, e.g. ["eval", "ab", suite, …]. */
  args: string[];
  /** Extra environment on top of the benchmark's own. */
  env?: Record<string, string>;
  /** Files whose first appearance is timed (ms after spawn). */
  marks?: string[];
  /** Send SIGTERM to the process group once every mark has appeared (ends a run early). */
  stopAfterMarks?: boolean;
  /** Write a V8 CPU profile of the CLI process (`node --cpu-prof`) into this folder. */
  cpuProfDir?: string;
  /** ms; the process group is killed after this. */
  timeoutMs: number;
  /** Where the peak-memory file goes (deleted after reading). */
  scratchDir: string;
}

export interface CliRunResult {
  /** ms from just before spawn to exit. */
  wallMs: number;
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** Peak resident set size of the CLI process (not its children), kB; null when it died by a signal. */
  maxRssKb: number | null;
  /** CPU time (user + system) of the CLI process (not its children), ms; null when it died by a signal. */
  cpuMs: number | null;
  /**
   * CPU time (user + system) of the CLI and all its waited-for descendants (agents, checks), ms;
   * null without GNU time, or for a run stopped by a signal (stopAfterMarks).
   */
  treeCpuMs: number | null;
  /** Peak resident set of the largest process of the tree (GNU time's %M), kB; null as treeCpuMs. */
  treeMaxRssKb: number | null;
  /** ms after spawn at which each mark first existed; null when it never did. */
  marks: Record<string, number | null>;
  stdout: string;
  stderrTail: string;
}

/**
 * Spawns the CLI in its own process group and waits for it. Never throws for the CLI's own
 * failures: they come back as exitCode / signal / timedOut.
 */
export async function runFreecode(o: CliRunOptions): Promise<CliRunResult> {
  const rssFile = join(o.scratchDir, `rss-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  const nodeArgs = ["--import", RSS_HOOK, ...(o.cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${o.cpuProfDir}`] : []), o.entry ?? BIN, ...o.args];
  const marks: Record<string, number | null> = Object.fromEntries((o.marks ?? []).map((m) => [m, null]));
  // A run stopped by SIGTERM to its group would stop GNU time too, before it writes anything.
  const timeFile = !o.stopAfterMarks && existsSync(GNU_TIME) ? `${rssFile}.time` : null;
  mkdirSync(o.scratchDir, { recursive: true }); // GNU time opens its file before the CLI starts
  const [file, args] = timeFile ? [GNU_TIME, ["-f", "%U %S %M", "-o", timeFile, process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const started = performance.now();
  const sub = execa(file, args, {
    cwd: PACKAGE_ROOT, env: { ...o.env, FREECODE_BENCH_RSS_FILE: rssFile }, reject: false, stdin: "ignore",
    detached: true, cleanup: true, timeout: o.timeoutMs, forceKillAfterDelay: 2000, maxBuffer: 64 * 1024 * 1024,
  });
  let stopped = false;
  const timer = setInterval(() => {
    const now = performance.now() - started;
    for (const m of Object.keys(marks)) if (marks[m] === null && existsSync(m)) marks[m] = now;
    if (o.stopAfterMarks && !stopped && Object.values(marks).every((v) => v !== null) && sub.pid) {
      stopped = true;
      try { process.kill(-sub.pid, "SIGTERM"); } catch { /* already gone */ }
    }
  }, POLL_MS);
  const r = await sub;
  const wallMs = performance.now() - started;
  clearInterval(timer);
  for (const m of Object.keys(marks)) if (marks[m] === null && existsSync(m)) marks[m] = wallMs;
  let usage: { maxRssKb: number | null; cpuMs: number | null } = { maxRssKb: null, cpuMs: null };
  if (existsSync(rssFile)) {
    usage = JSON.parse(readFileSync(rssFile, "utf8")) as { maxRssKb: number; cpuMs: number };
    rmSync(rssFile, { force: true });
  }
  const tree = timeFile ? readGnuTime(timeFile) : { treeCpuMs: null, treeMaxRssKb: null };
  return {
    wallMs, exitCode: r.exitCode ?? null, signal: r.signal ?? null, timedOut: r.timedOut, maxRssKb: usage.maxRssKb, cpuMs: usage.cpuMs, ...tree, marks,
    stdout: String(r.stdout ?? ""), stderrTail: String(r.stderr ?? "").slice(-2000),
  };
}

/**
 * GNU time's `-f "%U %S %M"` file: user and system seconds, peak kB, on its last line (a line
 * "Command exited with non-zero status N" may come first). Deleted after reading.
 */
function readGnuTime(file: string): { treeCpuMs: number | null; treeMaxRssKb: number | null } {
  if (!existsSync(file)) return { treeCpuMs: null, treeMaxRssKb: null };
  const last = readFileSync(file, "utf8").trim().split("\n").at(-1) ?? "";
  rmSync(file, { force: true });
  const [u, s, m] = last.split(/\s+/).map(Number);
  if (![u, s, m].every((x) => Number.isFinite(x))) return { treeCpuMs: null, treeMaxRssKb: null };
  return { treeCpuMs: ((u as number) + (s as number)) * 1000, treeMaxRssKb: m as number };
}
