/**
 * `eval merge`: joins the shards of one experiment into one run folder, after checking that
 * their manifests describe the same experiment. The command then analyses the merged run and
 * writes its reports, as `eval ab` does.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { InputError } from "../suite/errors.ts";
import { readManifest, type Manifest } from "./manifest.ts";
import type { TrialRecord } from "./record.ts";
import { appendTrial, readTrials } from "./results-file.ts";
import { manifestDiff, trialKey } from "./resume.ts";

/**
 * Merges run folders into `out`. Every check runs before anything is written; the merged run is
 * then built in a hidden folder beside `out` and renamed into place, so a merge that fails at
 * any point leaves no `out` behind (nor a half-written one).
 * @returns the merged manifest and records
 * @throws InputError listing every run and the value that differs when manifests disagree,
 *   when a folder is given twice, when two runs hold the same trial, when a trials.jsonl is
 *   unreadable, or when `out` is one of the runs, a file, or a folder that is not empty.
 */
export function mergeRuns(dirs: readonly string[], out: string): { manifest: Manifest; records: TrialRecord[] } {
  if (dirs.length < 1) throw new InputError("eval merge needs at least one run folder");
  const twice = dirs.map((d) => resolve(d)).filter((d, i, all) => all.indexOf(d) !== i);
  if (twice.length) throw new InputError(`cannot merge: ${[...new Set(twice)].join(", ")} given more than once; name each shard's run folder once`);
  const runs = dirs.map((d) => ({ dir: resolve(d), manifest: readManifest(resolve(d)) }));
  const first = runs[0]!;
  const strip = (m: Manifest): Manifest => ({ ...m, shard: null });
  const problems: string[] = [];
  for (const r of runs.slice(1)) {
    const diff = manifestDiff(strip(first.manifest), strip(r.manifest));
    if (diff.length) problems.push(`${r.dir} differs from ${first.dir}:\n    ${diff.join("\n    ")}`);
  }
  if (problems.length) throw new InputError(`cannot merge: the runs are not the same experiment\n  ${problems.join("\n  ")}`);
  const target = resolve(out);
  if (runs.some((r) => r.dir === target)) throw new InputError(`--out ${target} is one of the runs to merge; choose a new folder`);
  if (existsSync(target) && !statSync(target).isDirectory()) throw new InputError(`--out ${target} is a file; choose a new folder`);
  if (existsSync(join(target, "trials.jsonl"))) throw new InputError(`${target} already holds a run; choose another --out`);
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0)) {
    throw new InputError(`${target} already exists and is not an empty folder; choose another --out`);
  }
  const seen = new Map<string, string>();
  const records: TrialRecord[] = [];
  for (const r of runs) {
    let recs: TrialRecord[];
    try {
      recs = readTrials(join(r.dir, "trials.jsonl"));
    } catch (err) {
      throw new InputError(`cannot merge: ${(err as Error).message}`);
    }
    const latest = new Map<string, TrialRecord[]>();
    for (const rec of recs) {
      const k = trialKey(rec);
      latest.set(k, [...(latest.get(k) ?? []), rec]);
    }
    for (const [k, list] of latest) {
      const other = seen.get(k);
      if (other) throw new InputError(`cannot merge: trial ${k.replaceAll("\0", " ")} is in both ${other} and ${r.dir}`);
      seen.set(k, r.dir);
      records.push(...list);
    }
  }
  const manifest: Manifest = {
    ...strip(first.manifest), runId: basename(target), createdAt: new Date().toISOString(),
    mergedFrom: runs.map((r) => r.dir),
    outcome: {
      modelsServed: [...new Set(runs.flatMap((r) => r.manifest.outcome?.modelsServed ?? []))],
      stoppedBy: runs.map((r) => r.manifest.outcome?.stoppedBy).filter(Boolean).join("; ") || null,
      notStarted: runs.reduce((s, r) => s + (r.manifest.outcome?.notStarted ?? 0), 0),
      finishedAt: new Date().toISOString(),
    },
  };
  mkdirSync(dirname(target), { recursive: true });
  const staging = mkdtempSync(join(dirname(target), `.${basename(target)}.merging-`));
  try {
    for (const r of runs) {
      for (const sub of ["traces", "diffs"]) {
        if (existsSync(join(r.dir, sub))) cpSync(join(r.dir, sub), join(staging, sub), { recursive: true });
      }
    }
    for (const rec of records) appendTrial(join(staging, "trials.jsonl"), { ...rec, runId: basename(target) });
    writeFileSync(join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    // rename(2) replaces an empty folder, and fails if another merge filled it meanwhile.
    renameSync(staging, target);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  return { manifest, records };
}

/** Run folders directly under `dir` (those holding a manifest.json). */
export function runFoldersIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && existsSync(join(dir, e.name, "manifest.json"))).map((e) => join(dir, e.name));
}
