/**
 * FREECODE_BASH_COMPRESS=1: content-aware compression of the model's copy of a bash output,
 * by the class of the command (classify-command.ts), at any size: an output is shaped whenever
 * shaping saves something (the seed's rule: cut only what can be classified as safe to cut),
 * and the shaped copy is kept only when it is shorter. The full output is already in the output
 * store, and every collapsed region leaves an elisionMarker naming the `output` tool and the
 * call id. Over FREECODE_OUTPUT_MAX_CHARS the generic head + tail cap still applies after it.
 * - source: untouched.
 * - diff: headers, hunk headers and changed lines kept, unchanged context beyond
 *   DIFF_CONTEXT_LINES of a change collapsed (compress-shapes.ts).
 * - search: exact duplicate lines removed (first occurrence kept), then at most
 *   SEARCH_PER_FILE matches per file, the rest of a file's run collapsed.
 * - listing: dependency/VCS/cache/build folders collapsed whole, at most LIST_PER_DIR entries
 *   per folder.
 * - log: carriage-return progress rewrites and progress-bar lines folded, runs of a repeated
 *   line collapsed, runs of passing-test lines collapsed, then (past LOG_HEAD_LINES +
 *   LOG_TAIL_LINES lines) head + tail + every line matching FAILURE_RE (with
 *   LOG_CONTEXT_LINES after it) kept.
 * - other: untouched here (the generic head + tail cap applies).
 */
// @ts-nocheck

import { elisionMarker } from "../agent-protocol/formats.ts";
import { classifyCommand, type OutputClass } from "./classify-command.ts";
import { capPerFile, collapsePassing, marker, shapeDiff, shapeListing } from "./compress-shapes.ts";
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
}

/** Removes exact duplicate lines, keeping the first occurrence; one marker at the end. */
export function dedupeSearch(lines: readonly string[], id: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of lines) {
    if (seen.has(l)) continue;
    seen.add(l);
    out.push(l);
  }
  const dropped = lines.length - out.length;
  if (dropped > 0) out.push(marker(`${dropped} duplicate lines removed`, dropped, id));
  return out;
}

/** Folds progress rewrites and progress lines, and collapses runs of a repeated line. */
function foldLog(lines: readonly string[], id: string): string[] {
  const out: string[] = [];
  let progress: string[] = [];
  // A fold that would not save characters (one `=====` rule) keeps its lines.
  const flushProgress = () => {
    const m = marker(`${progress.length} progress lines folded`, progress.length, id);
    if (progress.join("\n").length > m.length) out.push(m);
    else out.push(...progress);
    progress = [];
  };
  let i = 0;
  while (i < lines.length) {
    const raw = lines[i]!;
    const line = raw.includes("\r") ? raw.slice(raw.lastIndexOf("\r", raw.length - 2) + 1).replace(/\r$/, "") : raw;
    if (line.trim() !== "" && PROGRESS_RE.test(line) && !FAILURE_RE.test(line)) {
      progress.push(line);
      i++;
      continue;
    }
    flushProgress();
    let j = i + 1;
    while (j < lines.length && lines[j] === raw) j++;
    out.push(line);
    if (j - i > 2) out.push(marker(`previous line repeated ${j - i - 1} more times`, j - i - 1, id));
    else if (j - i === 2) out.push(line);
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
export function collapseLog(lines: readonly string[], id: string): string[] {
  return collapsePassing(headTailFailures(foldLog(lines, id), id), id, (l) => FAILURE_RE.test(l));
}

/** Head + tail + failure lines (with context) of a folded log longer than head + tail. */
function headTailFailures(folded: readonly string[], id: string): readonly string[] {
  if (folded.length <= LOG_HEAD_LINES + LOG_TAIL_LINES) return folded;
  const keep = new Uint8Array(folded.length);
  for (let k = 0; k < LOG_HEAD_LINES; k++) keep[k] = 1;
  for (let k = folded.length - LOG_TAIL_LINES; k < folded.length; k++) keep[k] = 1;
  folded.forEach((l, k) => {
    if (l.startsWith("[") && l.includes("call output with id=")) keep[k] = 1;
    else if (FAILURE_RE.test(l)) for (let c = k; c <= Math.min(folded.length - 1, k + LOG_CONTEXT_LINES); c++) keep[c] = 1;
  });
  const out: string[] = [];
  let dropped = 0;
  folded.forEach((l, k) => {
    if (keep[k]) {
      if (dropped > 0) out.push(elisionMarker(dropped, id, "lines"));
      dropped = 0;
      out.push(l);
    } else dropped++;
  });
  if (dropped > 0) out.push(elisionMarker(dropped, id, "lines"));
  return out;
}

const SHAPERS: Partial<Record<OutputClass, (lines: readonly string[], id: string) => string[]>> = {
  diff: shapeDiff,
  search: (lines, id) => capPerFile(dedupeSearch(lines, id), id),
  listing: shapeListing,
  log: collapseLog,
};

/**
 * The model's copy of `output` from `command` (call `id`), compressed by class.
 * @param _env the call's flags (kept for symmetry with the other output shapers; compression
 *   no longer depends on the output cap)
 * @returns the text to show (still subject to the generic cap) and whether it changed
 */
export function compressOutput(command: string, output: string, id: string, _env: Env): Compressed {
  const cls = classifyCommand(command);
  const shape = SHAPERS[cls];
  if (!shape) return { cls, text: output, changed: false };
  const text = shape(output.split("\n"), id).join("\n");
  return text.length < output.length ? { cls, text, changed: true } : { cls, text: output, changed: false };
}
