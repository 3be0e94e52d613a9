/**
 * Everything a report shows about one run, read from the run folder's files only
 * (manifest.json, trials.jsonl, summary.json, gate.json), so any run can be re-rendered offline.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readGateFile, type GateFile } from "../gate/gate-file.ts";
import { readManifest, type Manifest } from "../runner/manifest.ts";
import { recordsToAnalysisInput } from "../results/observations.ts";
import type { TrialRecord } from "../results/record.ts";
import { readTrials } from "../results/results-file.ts";
import { analyze } from "../stats/decision/analyze.ts";
import type { Summary } from "../stats/core/types.ts";
import { InputError } from "../suite/errors.ts";

export interface RunView {
  runDir: string;
  manifest: Manifest;
  records: TrialRecord[];
  summary: Summary;
  /** True when summary.json was missing and the summary was computed from trials.jsonl. */
  summaryRecomputed: boolean;
  gate: GateFile | null;
}

/** The manifest's record of an unpaired comparison (`eval gate --against`), if any. */
export interface UnpairedInfo { runDir: string; runId: string; arm: string }

export function unpairedInfo(m: Manifest): UnpairedInfo | null {
  const u = m.options?.unpairedAgainst as UnpairedInfo | undefined;
  return u && typeof u.runId === "string" ? u : null;
}

/**
 * Loads a run folder. summary.json is the verdict of record; when it is missing (a run that
 * crashed before its analysis) the records are analysed with the manifest's seed.
 * @throws InputError when the folder has no manifest.json or trials.jsonl, or a file is unreadable.
 */
export function loadRun(dir: string): RunView {
  const runDir = resolve(dir);
  const manifest = readManifest(runDir);
  const trialsFile = join(runDir, "trials.jsonl");
  if (!existsSync(trialsFile)) throw new InputError(`${trialsFile}: no trials (the run recorded nothing)`);
  let records: TrialRecord[];
  try {
    records = readTrials(trialsFile);
  } catch (err) {
    throw new InputError((err as Error).message);
  }
  const summaryFile = join(runDir, "summary.json");
  let summary: Summary;
  let summaryRecomputed = false;
  if (existsSync(summaryFile)) {
    try {
      summary = JSON.parse(readFileSync(summaryFile, "utf8")) as Summary;
    } catch (err) {
      throw new InputError(`${summaryFile}: not JSON: ${(err as Error).message}`);
    }
  } else {
    summary = analyze({ ...recordsToAnalysisInput(records, Object.keys(manifest.suite.cases)), options: { seed: Number.isInteger(manifest.seed) && manifest.seed >= 1 ? manifest.seed : undefined } });
    summaryRecomputed = true;
  }
  return { runDir, manifest, records, summary, summaryRecomputed, gate: readGateFile(runDir) };
}
