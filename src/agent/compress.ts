/**
 * FREECODE_BASH_COMPRESS=1: content-aware compression of the model's copy of a bash output,
 * by the class of the command (classify-command.ts). Runs only on outputs longer than
 * FREECODE_OUTPUT_MAX_CHARS (shorter ones reach the model whole anyway) and only keeps its
 * result when it is shorter. The full output is already in the output store, and every
 * collapsed region leaves an elisionMarker naming the `output` tool and the call id.
 * - source: untouched.
 * - search: exact duplicate lines removed (first occurrence kept); never drops a distinct line.
 * - log: carriage-return progress rewrites and progress-bar lines folded, runs of a repeated
 *   line collapsed, then head LOG_HEAD_LINES + tail LOG_TAIL_LINES + every line matching
 *   FAILURE_RE (with LOG_CONTEXT_LINES after it) kept.
 * - other: untouched here (the generic head + tail cap applies).
 */
import { elisionMarker } from "../agent-protocol/formats.ts";
import { capLimits } from "./cap.ts";
import { classifyCommand, type OutputClass } from "./classify-command.ts";
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

const marker = (reason: string, n: number, id: string) => `[${reason}] ${elisionMarker(n, id, "lines")}`;

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
  let progress = 0;
  const flushProgress = () => {
    if (progress > 0) out.push(marker(`${progress} progress lines folded`, progress, id));
    progress = 0;
  };
  let i = 0;
  while (i < lines.length) {
    const raw = lines[i]!;
    const line = raw.includes("\r") ? raw.slice(raw.lastIndexOf("\r", raw.length - 2) + 1).replace(/\r$/, "") : raw;
    if (line.trim() !== "" && PROGRESS_RE.test(line) && !FAILURE_RE.test(line)) {
      progress++;
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

/** Head + tail + failure lines (with context); each dropped span becomes one marker. */
export function collapseLog(lines: readonly string[], id: string): string[] {
  const folded = foldLog(lines, id);
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

/**
 * The model's copy of `output` from `command` (call `id`), compressed by class.
 * @returns the text to show (still subject to the generic cap) and whether it changed
 */
export function compressOutput(command: string, output: string, id: string, env: Env): Compressed {
  const cls = classifyCommand(command);
  if (cls === "source" || cls === "other" || output.length <= capLimits(env).maxChars) return { cls, text: output, changed: false };
  const lines = output.split("\n");
  const text = (cls === "search" ? dedupeSearch(lines, id) : collapseLog(lines, id)).join("\n");
  return text.length < output.length ? { cls, text, changed: true } : { cls, text: output, changed: false };
}
