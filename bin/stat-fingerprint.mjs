// Stat fingerprints: what the harness compares to tell whether files changed without reading
// them — the bundles' and the agent snapshot's freshness manifests (bundle.mjs,
// agent-snapshot.mjs), the parsed-case cache (src/suite/case-cache.ts) and the case
// repositories (src/runner/case-repos.ts). Plain JavaScript in bin/ because the launcher needs
// it before any TypeScript can load; src/ imports it through stat-fingerprint.d.mts.
//
// A fingerprint is a file's path, size, mtimeMs and ctimeMs. The ctime moves on every write and
// cannot be set back (utimes sets atime and mtime only), so an edit that keeps a file's size and
// mtime still changes its fingerprint.
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** @param {string} name @param {import("node:fs").Stats} s */
const line = (name, s) => `${name}\0${s.size}\0${s.mtimeMs}\0${s.ctimeMs}`;

/**
 * A file's fingerprint line: path, size, mtimeMs, ctimeMs (NUL-separated), of what the path
 * leads to (a symlink followed).
 * @param {string} p
 * @returns {string}
 * @throws when `p` cannot be stat'ed
 */
export function statLine(p) {
  return line(p, statSync(p));
}

/**
 * Every file under `dir`, recursively, as absolute paths sorted by code unit within each folder
 * (not localeCompare: ICU collation of ~300 names cost more than their stats). Symlinks are
 * listed as files, not followed into; an unreadable folder lists nothing.
 * @param {string} dir
 * @param {(name: string) => boolean} [accept] which file names to keep (default: all)
 * @returns {string[]}
 */
export function listFiles(dir, accept = () => true) {
  return walk(dir, accept, false).filter((e) => !e.dir).map((e) => e.path);
}

/**
 * @param {string} dir @param {(name: string) => boolean} accept @param {boolean} withDirectories
 * @returns {{ path: string, dir: boolean, link: boolean }[]}
 */
function walk(dir, accept, withDirectories) {
  const out = [];
  const visit = (d) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (withDirectories) out.push({ path: p, dir: true, link: false });
        visit(p);
      } else if ((e.isFile() || e.isSymbolicLink()) && accept(e.name)) out.push({ path: p, dir: false, link: e.isSymbolicLink() });
    }
  };
  visit(dir);
  return out;
}

/**
 * The fingerprint lines of everything under `dir`, recursively, in listFiles' order: each file's;
 * each symlink's own and (when it resolves) its target's, so both a retargeted link and an edit
 * through it show; with `withDirectories`, each folder's too (an empty folder added shows).
 * None when `dir` does not exist.
 * @param {string} dir
 * @param {{ withDirectories?: boolean }} [opts]
 * @returns {string[]}
 */
export function treeStats(dir, opts = {}) {
  const lines = [];
  for (const e of walk(dir, () => true, opts.withDirectories === true)) {
    try {
      if (!e.link) {
        lines.push(statLine(e.path));
        continue;
      }
      lines.push(line(`${e.path} (link)`, lstatSync(e.path)));
      lines.push(statLine(e.path));
    } catch {
      // Removed meanwhile, or a dangling link: its own line (or none) says so.
    }
  }
  return lines;
}

/**
 * The content hash of `files` (sha256 over each path and its bytes, hex, first 16 characters),
 * without reading them while none changed: `manifest` keeps their fingerprints with the hash
 * they had, and only when a fingerprint differs — a file edited, added, removed or touched, a
 * checkout — are the contents hashed again and the manifest rewritten (atomically).
 * @param {string[]} files in hashing order
 * @param {string} manifest the JSON file keeping fingerprints and hash
 * @returns {Promise<string>}
 * @throws when a file cannot be read
 */
export async function cachedContentHash(files, manifest) {
  // Stats first, contents second: a file changed in between is hashed new under its old stats,
  // which the next call sees as a change and hashes again.
  const stats = files.map(statLine).join("\n");
  try {
    const stored = JSON.parse(readFileSync(manifest, "utf8"));
    if (stored.stats === stats && typeof stored.hash === "string") return stored.hash;
  } catch {
    // No manifest yet, or a torn or foreign one: hash the contents.
  }
  const { createHash } = await import("node:crypto");
  const h = createHash("sha256");
  for (const p of files) h.update(p).update(readFileSync(p));
  const hash = h.digest("hex").slice(0, 16);
  try {
    mkdirSync(dirname(manifest), { recursive: true });
    const tmp = `${manifest}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ hash, stats }));
    renameSync(tmp, manifest);
  } catch {
    // A read-only checkout: the next call hashes the contents again, which is only slower.
  }
  return hash;
}
