/**
 * `eval merge`: joins the shards of one experiment into one run folder, after checking that
 * their manifests describe the same experiment. The command then analyses the merged run and
 * writes its reports, as `eval ab` does.
 */
// @ts-nocheck

import { acquireRunLock } from "./run-lock.ts";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { InputError } from "../suite/errors.ts";
import { readManifest, type Manifest } from "./manifest.ts";
import type { TrialRecord } from "../results/record.ts";
import { appendTrial, readTrials } from "../results/results-file.ts";
import { manifestDiff, trialKey } from "./resume.ts";

/**
 * Merges run folders into `out`. Every check runs before anything is written; the merged run is
 * then built in a hidden folder beside `out` and renamed into place, so a merge that fails at
 * any point leaves no `out` behind (nor a half-written one).
 * @returns the merged manifest and records
 * @param o.allowPartial merge shards of a split that lacks some of its shards; the merged
 *   manifest's `outcome.partial` then says which are missing, and every report repeats it
 * @throws InputError listing every run and the value that differs when manifests disagree,
 *   when a folder is given twice, when two runs hold the same trial, when a trials.jsonl is
 *   unreadable, when the runs are not exactly the shards 1..n of one split (shardCoverage),
 *   or when `out` is one of the runs, a file, or a folder that is not empty.
 */
export function mergeRuns(dirs: readonly string[], out: string, o: { allowPartial?: boolean } = {}): { manifest: Manifest; records: TrialRecord[] } {
  if (dirs.length < 1) throw new InputError("eval merge needs at least one run folder");
  const twice = dirs.map((d) => resolve(d)).filter((d, i, all) => all.indexOf(d) !== i);
  if (twice.length) throw new InputError(`cannot merge: ${[...new Set(twice)].join(", ")} given more than once; name each shard's run folder once`);
  const runs = dirs.map((d) => ({ dir: resolve(d), manifest: readManifest(resolve(d)) }));
  // A shard still being written (or resumed) would be merged half-done: take each one's lock
  // for the merge, which refuses (exit 2, naming the writer) while another process holds it.
  const releases: Array<() => void> = [];
  try {
    for (const r of runs) releases.push(acquireRunLock(r.dir, "eval merge (reading)"));
    return mergeLocked(runs, out, o);
  } finally {
    releases.forEach((release) => release());
  }
}

function mergeLocked(runs: Array<{ dir: string; manifest: Manifest }>, out: string, o: { allowPartial?: boolean }): { manifest: Manifest; records: TrialRecord[] } {
  const first = runs[0]!;
  const strip = (m: Manifest): Manifest => ({ ...m, shard: null });
  const problems: string[] = [];
  for (const r of runs.slice(1)) {
    const diff = manifestDiff(strip(first.manifest), strip(r.manifest));
    if (diff.length) problems.push(`${r.dir} differs from ${first.dir}:\n    ${diff.join("\n    ")}`);
  }
  if (problems.length) throw new InputError(`cannot merge: the runs are not the same experiment\n  ${problems.join("\n  ")}`);
  const partial = shardCoverage(runs, o.allowPartial ?? false);
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
      ...(partial ? { partial } : {}),
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

/**
 * Checks that sharded runs are exactly the shards 1..n of one `--shard i/n` split: without one,
 * the merged run would analyse a part of the planned pairs and pass as the whole experiment.
 * Runs that are all unsharded (shard null: each planned every pair) are merged as before; the
 * duplicate-trial check keeps them apart. A sharded run never merges with an unsharded one.
 * @returns null when the merge is complete; with allowPartial, what a partial merge holds and lacks
 * @throws InputError for a mix of sharded and unsharded runs, shards of splits of different
 *   sizes, a shard given twice, or (without allowPartial) a missing shard, naming each
 */
export function shardCoverage(runs: readonly { dir: string; manifest: Pick<Manifest, "shard"> }[], allowPartial: boolean): string | null {
  const sharded = runs.filter((r) => r.manifest.shard !== null && r.manifest.shard !== undefined);
  if (sharded.length === 0) return null;
  const label = (r: { dir: string; manifest: Pick<Manifest, "shard"> }) => r.manifest.shard ? `${r.dir} (shard ${r.manifest.shard.index}/${r.manifest.shard.count})` : `${r.dir} (unsharded)`;
  const whole = runs.filter((r) => !r.manifest.shard);
  if (whole.length) {
    throw new InputError(`cannot merge: ${whole.map((r) => r.dir).join(", ")} ran every pair (no --shard) but ${label(sharded[0]!)} is one shard; merge only the shards of one --shard i/n split`);
  }
  const counts = [...new Set(sharded.map((r) => r.manifest.shard!.count))];
  if (counts.length > 1) {
    throw new InputError(`cannot merge: the runs come from splits of different sizes (${counts.map((n) => `/${n}`).join(", ")}): ${sharded.map(label).join(", ")}; merge the shards of one --shard i/n split`);
  }
  const n = counts[0]!;
  const byIndex = new Map<number, string[]>();
  for (const r of sharded) byIndex.set(r.manifest.shard!.index, [...(byIndex.get(r.manifest.shard!.index) ?? []), r.dir]);
  const twice = [...byIndex].filter(([, ds]) => ds.length > 1).sort(([a], [b]) => a - b);
  if (twice.length) {
    throw new InputError(`cannot merge: ${twice.map(([i, ds]) => `shard ${i}/${n} is given more than once (${ds.join(", ")})`).join("; ")}; give one run per shard`);
  }
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length === 0) return null;
  const have = [...byIndex.keys()].sort((a, b) => a - b).map((i) => `${i}/${n}`).join(", ");
  const lacking = missing.map((i) => `${i}/${n}`).join(", ");
  if (!allowPartial) {
    throw new InputError(`cannot merge: shard ${lacking} missing (given: ${have}); give the run of every shard 1..${n}, or --allow-partial to analyse only the shards given (every report then says the merge is partial)`);
  }
  return `merged shards ${have} only; shard ${lacking} missing`;
}

/** Run folders directly under `dir` (those holding a manifest.json). */
export function runFoldersIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && existsSync(join(dir, e.name, "manifest.json"))).map((e) => join(dir, e.name));
}
