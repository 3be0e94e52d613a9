/**
 * The machine a benchmark ran on (issue 10 asks for cores and Node version), with the load
 * average, since other work on a 2-core machine changes every timing.
 */
// @ts-nocheck

import { cpus, freemem, loadavg, totalmem } from "node:os";
import { execFileSync } from "node:child_process";

export interface MachineInfo {
  cores: number;
  cpuModel: string;
  node: string;
  platform: string;
  /** MB. */
  totalMemMb: number;
  freeMemMb: number;
  /** 1, 5 and 15 minute load averages when the benchmark started. */
  loadAvgStart: [number, number, number];
  /** The harness's git commit, or null outside a repository. */
  gitCommit: string | null;
}

/** Reads the machine's description now. Never throws (a missing git gives `gitCommit: null`). */
export function machineInfo(repoDir: string): MachineInfo {
  let gitCommit: string | null = null;
  try {
    gitCommit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repoDir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    gitCommit = null;
  }
  const [l1 = 0, l5 = 0, l15 = 0] = loadavg();
  return {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model ?? "unknown",
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    totalMemMb: Math.round(totalmem() / 2 ** 20),
    freeMemMb: Math.round(freemem() / 2 ** 20),
    loadAvgStart: [l1, l5, l15],
    gitCommit,
  };
}

/** The current 1, 5 and 15 minute load averages. */
export function loadNow(): [number, number, number] {
  const [a = 0, b = 0, c = 0] = loadavg();
  return [a, b, c];
}
