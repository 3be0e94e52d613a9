/**
 * Validated cases kept between runs, so a start-up does not parse, validate and hash every case
 * of a suite again (40 cases: YAML parsing, the zod schema and the workspace hash were about
 * 45% of `eval ab`'s CPU before its first trial).
 *
 * An entry holds a case's validated fields and its hash, beside the fingerprints — path, size,
 * mtimeMs, ctimeMs (bin/stat-fingerprint.mjs) — of its case.yaml and of every workspace file, taken before they were read.
 * It is used only while every stat is the same: an edit (even one that keeps the size and
 * mtime: the ctime moves on every write and cannot be set back), a file added or removed, a
 * checkout, all read the case again. Only cases that loaded cleanly are stored, so an invalid
 * case always gets its full error.
 *
 * The entries belong to the code that validated them: they live beside the CLI bundle that
 * `bin/freecode.mjs` runs (`<bundle folder>.cases/`), which is rebuilt under a new name on any
 * source change, so a changed schema never meets an old entry. The launcher names that folder
 * in {@link CASE_CACHE_KEY}; without it (the TypeScript sources run by tsx or the tests) nothing
 * is cached and every load reads every file, as before.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { statLine, treeStats } from "../../bin/stat-fingerprint.mjs";
import type { CaseFile } from "./schema.ts";

// The fingerprints the bundles' freshness manifest and the case repositories compare too
// (bin/stat-fingerprint.mjs: path, size, mtimeMs, ctimeMs).
export { statLine, treeStats };

/** The global under which bin/freecode.mjs puts the running CLI bundle's cache folder. */
export const CASE_CACHE_KEY = Symbol.for("freecode.caseCacheDir");

/** The folder for entries, or null: no bundle named one (nothing is cached). */
export function caseCacheDir(): string | null {
  const dir = (globalThis as Record<symbol, unknown>)[CASE_CACHE_KEY];
  return typeof dir === "string" && dir !== "" ? dir : null;
}

/** What an entry keeps. */
export interface CachedCase {
  /** The case file's validated fields (CaseFile). */
  data: CaseFile;
  /** sha256 of case.yaml and the workspace's files (load.ts hashCase), hex. */
  hash: string;
}

interface Entry extends CachedCase {
  stats: string;
}

/** What an entry is compared by: the stat lines of case.yaml and of every workspace file. */
export function caseStats(caseFile: string, workspaceDir: string): string {
  return [statLine(caseFile), ...treeStats(workspaceDir)].join("\n");
}

function entryFile(dir: string, caseDir: string): string {
  return join(dir, `${createHash("sha1").update(caseDir).digest("hex")}.json`);
}

/**
 * The stored case of `caseDir`, when its files' stats are those it was stored with.
 * @param workspaceOf the workspace folder for the stored fields (it comes from them)
 */
export function readCachedCase(dir: string, caseDir: string, caseFile: string, workspaceOf: (data: CaseFile) => string): CachedCase | null {
  let entry: Entry;
  try {
    entry = JSON.parse(readFileSync(entryFile(dir, caseDir), "utf8")) as Entry;
  } catch {
    return null;
  }
  if (typeof entry?.stats !== "string" || typeof entry.hash !== "string" || typeof entry.data !== "object" || entry.data === null) return null;
  try {
    // A workspace folder since removed reads the case again, whose load then says so.
    const workspaceDir = workspaceOf(entry.data);
    if (!statSync(workspaceDir).isDirectory() || caseStats(caseFile, workspaceDir) !== entry.stats) return null;
  } catch {
    return null;
  }
  return { data: entry.data, hash: entry.hash };
}

/** True when JSON gives `v` back unchanged (no NaN or Infinity, no undefined in an array, plain objects only). */
function jsonSafe(v: unknown): boolean {
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => x !== undefined && jsonSafe(x));
  if (typeof v === "object") return Object.getPrototypeOf(v) === Object.prototype && Object.values(v as object).every((x) => x === undefined || jsonSafe(x));
  return false;
}

/**
 * Stores a case that loaded cleanly. `stats` must have been taken before its files were read
 * (a file changed meanwhile then fails the next comparison). Never throws: a folder that
 * cannot be written only means the next start-up reads the case again.
 */
export function writeCachedCase(dir: string, caseDir: string, stats: string, c: CachedCase): void {
  if (!jsonSafe(c.data)) return;
  try {
    mkdirSync(dir, { recursive: true });
    const file = entryFile(dir, caseDir);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ stats, hash: c.hash, data: c.data } satisfies Entry));
    renameSync(tmp, file);
    pruneEntries(dir);
  } catch {
    // Read-only checkout or full disk: uncached, as without a bundle.
  }
}

/** Entries kept per cache folder; past it the older half goes (tests load many short-lived cases). */
export const MAX_CACHED_CASES = 1000;

/** Keeps the folder under MAX_CACHED_CASES entries by removing the least recently written half. */
function pruneEntries(dir: string): void {
  const names = readdirSync(dir).filter((f) => f.endsWith(".json"));
  if (names.length <= MAX_CACHED_CASES) return;
  const byAge = names.map((f) => {
    try {
      return { f, t: statSync(join(dir, f)).mtimeMs };
    } catch {
      return { f, t: 0 };
    }
  }).sort((a, b) => a.t - b.t);
  for (const { f } of byAge.slice(0, Math.ceil(names.length / 2))) rmSync(join(dir, f), { force: true });
}
