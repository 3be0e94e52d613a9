/**
 * Shapers for the classes compress.ts handles beyond logs: diffs, search results and listings,
 * plus the collapse of passing-test runs inside a log. Each replaces a dropped region by one
 * marker (formats.ts elisionMarker, naming the `output` tool and the call id) and drops a
 * region only when that saves characters, so a shaped copy is never longer than its input.
 */
// @ts-nocheck

import { elisionMarker } from "../agent-protocol/formats.ts";

/** Unchanged context lines a diff keeps on each side of a change. */
export const DIFF_CONTEXT_LINES = 1;
/** Matches a search keeps per file before the rest of that file's matches are collapsed. */
export const SEARCH_PER_FILE = 8;
/** Entries a listing keeps per folder before the rest are collapsed. */
export const LIST_PER_DIR = 12;
/** Consecutive passing-test lines at which a log collapses them. */
export const PASSING_RUN_MIN = 4;

/** Folders a listing collapses whole: dependencies, VCS data, caches and build output. */
const NOISE_DIR_RE = /(?:^|\/)(?:node_modules|\.git|__pycache__|\.venv|venv|dist|build|target|\.cache|coverage)(?:\/|$)/;
/** A line reporting a passing test or check: `ok 3 - name`, `test_x (…) ... ok`, `✓ name`, `PASS file`, `… ok`. */
export const PASSING_RE = /^\s*(?:ok \d+\b|✓|✔|√|PASS\b)|(?:\.\.\.|\s)\s*(?:ok|passed|PASSED)\s*$/;

export const marker = (reason: string, n: number, id: string) => `[${reason}] ${elisionMarker(n, id, "lines")}`;

/**
 * Replaces each maximal run of dropped lines (keep[i] false) by `mark(n)`, when the run is
 * longer than its marker; a shorter run is kept as it is.
 */
export function collapseRuns(lines: readonly string[], keep: (i: number) => boolean, mark: (n: number) => string): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const m = mark(run.length);
    if (run.join("\n").length > m.length) out.push(m);
    else out.push(...run);
    run = [];
  };
  lines.forEach((l, i) => {
    if (keep(i)) {
      flush();
      out.push(l);
    } else run.push(l);
  });
  flush();
  return out;
}

/** Collapses runs of PASSING_RUN_MIN or more passing-test lines that are not failures. */
export function collapsePassing(lines: readonly string[], id: string, isFailure: (l: string) => boolean): string[] {
  const passing = lines.map((l) => PASSING_RE.test(l) && !isFailure(l));
  const inRun = passing.map((p, i) => {
    if (!p) return false;
    let a = i;
    let b = i;
    while (a > 0 && passing[a - 1]) a--;
    while (b < passing.length - 1 && passing[b + 1]) b++;
    return b - a + 1 >= PASSING_RUN_MIN;
  });
  return collapseRuns(lines, (i) => !inRun[i], (n) => marker(`${n} passing lines collapsed`, n, id));
}

/**
 * A unified diff with headers, hunk lines and changed lines kept and unchanged context beyond
 * DIFF_CONTEXT_LINES of a change collapsed.
 */
export function shapeDiff(lines: readonly string[], id: string): string[] {
  const isContext = (l: string) => l.startsWith(" ") || l === "";
  const changed = lines.map((l) => !isContext(l));
  const keep = (i: number) => {
    if (changed[i]) return true;
    for (let d = 1; d <= DIFF_CONTEXT_LINES; d++) {
      const before = lines[i - d];
      const after = lines[i + d];
      if ((before !== undefined && /^[+-](?![+-]{2} )/.test(before)) || (after !== undefined && /^[+-](?![+-]{2} )/.test(after))) return true;
    }
    return false;
  };
  return collapseRuns(lines, keep, (n) => marker(`${n} unchanged context lines collapsed`, n, id));
}

/** The file a search result line belongs to (`path:12:text` or `path:text`), or null. */
function fileOf(line: string): string | null {
  const m = /^([^:\s][^:]*):(?:\d+:)?/.exec(line);
  return m ? m[1]! : null;
}

/** Keeps the first SEARCH_PER_FILE matches of each file and collapses the rest of its run. */
export function capPerFile(lines: readonly string[], id: string): string[] {
  const seen = new Map<string, number>();
  const keep = lines.map((l) => {
    const f = fileOf(l);
    if (f === null) return true;
    const n = (seen.get(f) ?? 0) + 1;
    seen.set(f, n);
    return n <= SEARCH_PER_FILE;
  });
  return collapseRuns(lines, (i) => keep[i]!, (n) => marker(`${n} more matches in the same file collapsed`, n, id));
}

/** The folder a listing line sits in: `./a/b/c.py` → `./a/b`; `ls -R` headers set it for the lines below them. */
function listingDir(line: string, header: string): string {
  if (line.includes("/")) return line.slice(0, line.lastIndexOf("/"));
  return header;
}

/**
 * A listing (`find`, `ls -R`, `tree`, `fd`) with dependency, VCS, cache and build folders
 * collapsed whole and at most LIST_PER_DIR entries kept per folder.
 */
export function shapeListing(lines: readonly string[], id: string): string[] {
  const perDir = new Map<string, number>();
  let header = ".";
  const keep = lines.map((l) => {
    if (/^\S.*:$/.test(l)) {
      header = l.slice(0, -1);
      return !NOISE_DIR_RE.test(header);
    }
    if (l.trim() === "") return true;
    const dir = listingDir(l.trim(), header);
    if (NOISE_DIR_RE.test(`${dir}/`) || NOISE_DIR_RE.test(l.trim())) return false;
    const n = (perDir.get(dir) ?? 0) + 1;
    perDir.set(dir, n);
    return n <= LIST_PER_DIR;
  });
  return collapseRuns(lines, (i) => keep[i]!, (n) => marker(`${n} listing entries collapsed`, n, id));
}
