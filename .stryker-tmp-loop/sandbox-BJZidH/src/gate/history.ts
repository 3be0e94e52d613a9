/**
 * The history of runs under a results folder, read from their files (manifest.json and
 * trials.jsonl), oldest first, for flip rates and for finding a suite's latest gate.
 */
// @ts-nocheck

import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { readManifest, type Manifest } from "../runner/manifest.ts";
import type { TrialRecord } from "../results/record.ts";
import { readTrials } from "../results/results-file.ts";
import { InputError } from "../suite/errors.ts";

export interface HistoricRun {
  runDir: string;
  manifest: Manifest;
  records: TrialRecord[];
}

/**
 * Reads every run folder directly under `resultsDir` (a folder with manifest.json), oldest
 * first by `createdAt`, keeping the newest `limit`. Folders that cannot be read are listed in
 * `skipped` with the reason instead of failing the whole history.
 * @throws InputError when `resultsDir` does not exist.
 */
export function readHistory(resultsDir: string, limit = Infinity, withRecords = true): { runs: HistoricRun[]; skipped: string[] } {
  const dir = resolve(resultsDir);
  if (!existsSync(dir)) throw new InputError(`${dir}: no such results folder (give --results-dir)`);
  const runs: HistoricRun[] = [];
  const skipped: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const runDir = join(dir, e.name);
    if (!e.isDirectory() || !existsSync(join(runDir, "manifest.json"))) continue;
    try {
      const manifest = readManifest(runDir);
      const records = withRecords ? readTrials(join(runDir, "trials.jsonl")) : [];
      runs.push({ runDir, manifest, records });
    } catch (err) {
      skipped.push(`${runDir}: ${(err as Error).message.split("\n")[0]}`);
    }
  }
  runs.sort((a, b) => (a.manifest.createdAt < b.manifest.createdAt ? -1 : a.manifest.createdAt > b.manifest.createdAt ? 1 : 0));
  return { runs: runs.slice(Math.max(0, runs.length - limit)), skipped };
}
