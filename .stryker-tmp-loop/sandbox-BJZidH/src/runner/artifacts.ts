/**
 * The files one trial writes into its run folder. The record names two of them (trace, diff);
 * adapters add side files beside the trace (a raw stdout copy, `besideTrace`), and the command
 * adapter keeps an invalid trace as `<trace>.invalid`. Whatever must be done to all of a
 * trial's files (redaction) asks here, so a new side file cannot be missed.
 */
// @ts-nocheck

import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { besideTrace } from "./adapters/spawn.ts";

/**
 * Every existing file of the trial: its diff, its trace, and each file in the trace's folder
 * whose name starts with the trace's name prefix (`traces/<label>.`). The label carries a
 * random nonce (trial.ts), so the prefix matches no other trial's files.
 * @param runDir the run folder the record's paths are relative to
 * @returns absolute paths, the trace first
 */
export function trialFiles(runDir: string, record: { trace: string; diff: string }): string[] {
  const trace = join(runDir, record.trace);
  const prefix = basename(besideTrace(trace, ""));
  const folder = dirname(trace);
  const beside = existsSync(folder)
    ? readdirSync(folder).filter((name) => name.startsWith(prefix)).sort().map((name) => join(folder, name))
    : [];
  const files = [trace, ...beside.filter((p) => p !== trace), join(runDir, record.diff)];
  return files.filter((p) => existsSync(p));
}
