/**
 * Shapers for the classes compress.ts handles beyond logs: diffs, search results and listings,
 * plus the collapse of passing-test runs inside a log. They work on rows (`Row`): each line of
 * the shaped copy with the lines of the full output it stands for, so each dropped region
 * becomes one marker (formats.ts elisionMarker) naming the exact lines it held and the `output`
 * call that pages them back. A region is dropped only when that saves characters, so a shaped
 * copy is never longer than its input.
 */
import { elisionMarker, type Omission } from "../agent-protocol/formats.ts";

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

/**
 * A line of a shaped copy and the lines (1-based, inclusive) of the full output it stands for:
 * a kept line stands for itself, a marker for the lines it replaced (`count` of them; fewer
 * than the span when lines between were kept elsewhere, as duplicates are).
 */
export interface Row {
  text: string;
  from: number;
  to: number;
  count: number;
}

/** The rows of an unshaped output: line k stands for line k. */
export const rowsOf = (lines: readonly string[]): Row[] => lines.map((text, i) => ({ text, from: i + 1, to: i + 1, count: 1 }));

/** Lines of the full output the rows stand for. */
export const countOf = (rows: readonly Row[]): number => rows.reduce((n, r) => n + r.count, 0);

/**
 * The marker row standing for `dropped`: `[reason] [… lines a-b omitted …; call output with
 * id=… offset=a limit=n …]`, with the exact lines of the full output they held.
 */
export function markerRow(reason: string, dropped: readonly Row[], id: string): Row {
  const from = Math.min(...dropped.map((r) => r.from));
  const to = Math.max(...dropped.map((r) => r.to));
  const count = countOf(dropped);
  const o: Omission = count === to - from + 1 ? { from, to } : { from, to, lines: count };
  return { text: `[${reason}] ${elisionMarker(id, o)}`, from, to, count };
}

/**
 * Replaces each maximal run of dropped rows (keep[i] false) by one marker row (`reason(n)` for
 * the n lines it stands for), when the run is longer than its marker; a shorter run is kept.
 */
export function collapseRuns(rows: readonly Row[], keep: (i: number) => boolean, reason: (n: number) => string, id: string): Row[] {
  const out: Row[] = [];
  let run: Row[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const m = markerRow(reason(countOf(run)), run, id);
    if (run.map((r) => r.text).join("\n").length > m.text.length) out.push(m);
    else out.push(...run);
    run = [];
  };
  rows.forEach((r, i) => {
    if (keep(i)) {
      flush();
      out.push(r);
    } else run.push(r);
  });
  flush();
  return out;
}

/** Collapses runs of PASSING_RUN_MIN or more passing-test lines that are not failures. */
export function collapsePassing(rows: readonly Row[], id: string, isFailure: (l: string) => boolean): Row[] {
  const passing = rows.map((r) => PASSING_RE.test(r.text) && !isFailure(r.text));
  const inRun = passing.map((p, i) => {
    if (!p) return false;
    let a = i;
    let b = i;
    while (a > 0 && passing[a - 1]) a--;
    while (b < passing.length - 1 && passing[b + 1]) b++;
    return b - a + 1 >= PASSING_RUN_MIN;
  });
  return collapseRuns(rows, (i) => !inRun[i], (n) => `${n} passing lines collapsed`, id);
}

/**
 * A unified diff with headers, hunk lines and changed lines kept and unchanged context beyond
 * DIFF_CONTEXT_LINES of a change collapsed.
 */
export function shapeDiff(rows: readonly Row[], id: string): Row[] {
  const lines = rows.map((r) => r.text);
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
  return collapseRuns(rows, keep, (n) => `${n} unchanged context lines collapsed`, id);
}

/** The file a search result line belongs to (`path:12:text` or `path:text`), or null. */
function fileOf(line: string): string | null {
  const m = /^([^:\s][^:]*):(?:\d+:)?/.exec(line);
  return m ? m[1]! : null;
}

/** Keeps the first SEARCH_PER_FILE matches of each file and collapses the rest of its run. */
export function capPerFile(rows: readonly Row[], id: string): Row[] {
  const seen = new Map<string, number>();
  const keep = rows.map((r) => {
    const f = fileOf(r.text);
    if (f === null) return true;
    const n = (seen.get(f) ?? 0) + 1;
    seen.set(f, n);
    return n <= SEARCH_PER_FILE;
  });
  return collapseRuns(rows, (i) => keep[i]!, (n) => `${n} more matches in the same file collapsed`, id);
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
export function shapeListing(rows: readonly Row[], id: string): Row[] {
  const perDir = new Map<string, number>();
  let header = ".";
  const keep = rows.map(({ text: l }) => {
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
  return collapseRuns(rows, (i) => keep[i]!, (n) => `${n} listing entries collapsed`, id);
}
