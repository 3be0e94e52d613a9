/**
 * FREECODE_BASH_COMPRESS=1: content-aware compression of the model's copy of a bash output,
 * by the class of the command (classify-command.ts), at any size: an output is shaped whenever
 * shaping saves something (the seed's rule: cut only what can be classified as safe to cut),
 * and the shaped copy is kept only when it is shorter. The full output is already in the output
 * store (its readable rendering is what is compressed and what `output` pages), and every
 * collapsed region leaves an elisionMarker naming the exact lines it held and the `output` call
 * that pages them back. Over FREECODE_OUTPUT_MAX_CHARS the generic head + tail cap still applies
 * after it, its marker naming lines of the full output too (`origins`).
 * - source: untouched.
 * - diff: headers, hunk headers and changed lines kept, unchanged context beyond
 *   DIFF_CONTEXT_LINES of a change collapsed (compress-shapes.ts).
 * - search: exact duplicate lines removed (first occurrence kept), then at most
 *   SEARCH_PER_FILE matches per file, the rest of a file's run collapsed.
 * - listing: dependency/VCS/cache/build folders collapsed whole, at most LIST_PER_DIR entries
 *   per folder.
 * - log: progress-bar lines folded, runs of a repeated
 *   line collapsed, runs of passing-test lines collapsed, then (past LOG_HEAD_LINES +
 *   LOG_TAIL_LINES lines) head + tail + every line matching FAILURE_RE (with
 *   LOG_CONTEXT_LINES after it) kept.
 * - other: untouched here (the generic head + tail cap applies).
 */
import { classifyCommand, type OutputClass } from "./classify-command.ts";
import { capPerFile, collapsePassing, collapseRuns, countOf, markerRow, rowsOf, shapeDiff, shapeListing, type Row } from "./compress-shapes.ts";
import type { LineOrigin } from "./cap.ts";
import type { Env } from "./flags.ts";

export const LOG_HEAD_LINES = 40;
export const LOG_TAIL_LINES = 60;
export const LOG_CONTEXT_LINES = 2;
/** Lines a log keeps whatever the cap: errors, failures, warnings (case-insensitive, word-bounded). */
// `\w*(?:Error|Exception)` also keeps exception names such as ValueError: or KeyError:.
export const FAILURE_RE = /\b(?:error|errors|err!|fail|failed|failure|failures|failing|fatal|exception|traceback|panic|panicked|warn|warning|warnings|not ok|assert(?:ion)?error)\b|\b\w*(?:Error|Exception)\b|[✗✖×]/i;
/** A progress line: a percentage with a bar, or only bar/spinner characters. */
const PROGRESS_RE = /^\s*(?:.*\[[=#>.\-\s]*\]\s*)?\d{1,3}(?:\.\d+)?\s?%|^[\s=#>\-|/\\⠀-⣿.]+$/;

export interface Compressed {
  cls: OutputClass;
  text: string;
  /** True when the text differs from the input. */
  changed: boolean;
  /** When changed: for each line of `text`, the lines of the input it stands for. */
  origins?: LineOrigin[];
}

/** Removes exact duplicate lines, keeping the first occurrence; one marker at the end naming where they were. */
export function dedupeSearch(rows: readonly Row[], id: string): Row[] {
  const seen = new Set<string>();
  const out: Row[] = [];
  const dropped: Row[] = [];
  for (const r of rows) {
    if (seen.has(r.text)) {
      dropped.push(r);
      continue;
    }
    seen.add(r.text);
    out.push(r);
  }
  if (dropped.length > 0) out.push(markerRow(`${dropped.length} duplicate lines removed`, dropped, id));
  return out;
}

/** Folds progress lines, and collapses runs of a repeated line. */
function foldLog(rows: readonly Row[], id: string): Row[] {
  const out: Row[] = [];
  let progress: Row[] = [];
  // A fold that would not save characters (one `=====` rule) keeps its lines.
  const flushProgress = () => {
    if (progress.length > 0) out.push(...collapseRuns(progress, () => false, (n) => `${n} progress lines folded`, id));
    progress = [];
  };
  let i = 0;
  while (i < rows.length) {
    const row = rows[i]!;
    if (row.text.trim() !== "" && PROGRESS_RE.test(row.text) && !FAILURE_RE.test(row.text)) {
      progress.push(row);
      i++;
      continue;
    }
    flushProgress();
    let j = i + 1;
    while (j < rows.length && rows[j]!.text === row.text) j++;
    out.push(row);
    if (j - i > 2) out.push(markerRow(`previous line repeated ${j - i - 1} more times`, rows.slice(i + 1, j), id));
    else if (j - i === 2) out.push(rows[i + 1]!);
    i = j;
  }
  flushProgress();
  return out;
}

/**
 * Folds progress lines and repeats, keeps head + tail + failure lines (with context) of a long
 * log, then collapses runs of passing-test lines among what is left; each dropped span becomes
 * one marker.
 */
export function collapseLog(rows: readonly Row[], id: string): Row[] {
  return collapsePassing(headTailFailures(foldLog(rows, id), id), id, (l) => FAILURE_RE.test(l));
}

/** Head + tail + failure lines (with context) of a folded log longer than head + tail. */
function headTailFailures(folded: readonly Row[], id: string): readonly Row[] {
  if (folded.length <= LOG_HEAD_LINES + LOG_TAIL_LINES) return folded;
  const keep = new Uint8Array(folded.length);
  for (let k = 0; k < LOG_HEAD_LINES; k++) keep[k] = 1;
  for (let k = folded.length - LOG_TAIL_LINES; k < folded.length; k++) keep[k] = 1;
  folded.forEach((r, k) => {
    if (r.from !== r.to || r.count !== 1) keep[k] = 1; // a marker of an earlier fold stays
    else if (FAILURE_RE.test(r.text)) for (let c = k; c <= Math.min(folded.length - 1, k + LOG_CONTEXT_LINES); c++) keep[c] = 1;
  });
  // Every dropped span is marked, however short: the log's middle is cut by line, not by size.
  const out: Row[] = [];
  let run: Row[] = [];
  const flush = () => {
    if (run.length > 0) out.push(markerRow(`${countOf(run)} log lines without a failure dropped`, run, id));
    run = [];
  };
  folded.forEach((r, k) => {
    if (keep[k]) {
      flush();
      out.push(r);
    } else run.push(r);
  });
  flush();
  return out;
}

const SHAPERS: Partial<Record<OutputClass, (rows: readonly Row[], id: string) => Row[]>> = {
  diff: shapeDiff,
  search: (rows, id) => capPerFile(dedupeSearch(rows, id), id),
  listing: shapeListing,
  log: collapseLog,
};

/**
 * The model's copy of `output` from `command` (call `id`), compressed by class.
 * @param _env the call's flags (kept for symmetry with the other output shapers; compression
 *   no longer depends on the output cap)
 * @returns the text to show (still subject to the generic cap), whether it changed, and for
 *   each of its lines the lines of `output` it stands for (so the cap's marker names them)
 */
export function compressOutput(command: string, output: string, id: string, _env: Env): Compressed {
  const cls = classifyCommand(command);
  const shape = SHAPERS[cls];
  if (!shape) return { cls, text: output, changed: false };
  const rows = shape(rowsOf(output.split("\n")), id);
  const text = rows.map((r) => r.text).join("\n");
  if (text.length >= output.length) return { cls, text: output, changed: false };
  return { cls, text, changed: true, origins: rows.map(({ from, to, count }) => ({ from, to, count })) };
}
