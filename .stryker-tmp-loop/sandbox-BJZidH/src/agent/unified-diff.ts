/**
 * Applies a unified diff to one file's text with the strictness of `edit`: every hunk's
 * context and removed lines (` ` and `-`) must match the file exactly, or nothing is applied.
 * - A hunk's old block found once: applied there. Found several times: the one that starts at
 *   the hunk header's old line wins; otherwise the hunk is refused, listing the lines of each.
 * - Not found: refused with the closest region of the file (edit-diagnose.ts), as edit does.
 * - Hunks are applied to the original text, must not overlap, and are checked all before any
 *   is applied, so a refused patch writes nothing.
 * - The file's line ending (LF or CRLF) and whether it ends with a newline are kept, whatever
 *   the diff says (a `\ No newline at end of file` marker is accepted and ignored).
 * Parsing is jsdiff's `parsePatch` (npm `diff`); the matching is ours, because jsdiff's
 * `applyPatch` only answers false and never says which hunk failed or where it nearly fits.
 */
// @ts-nocheck

import { parsePatch } from "diff";
import { noMatchDiagnostic } from "./edit-diagnose.ts";
import { splitLines } from "./text-lines.ts";

export interface Hunk {
  /** 1-based first line of the old block, as the header says (0 for an insertion at the top). */
  oldStart: number;
  header: string;
  oldLines: string[];
  newLines: string[];
}

export type PatchResult =
  | { ok: true; text: string; hunks: Array<{ first: number; removed: number; added: number }> }
  | { ok: false; message: string };

/**
 * Hunks of a one-file unified diff. `---`/`+++` headers are optional; a diff for several files
 * is refused (one file per call).
 * @throws Error with a message for the model when the text is not a unified diff.
 */
export function parseHunks(diff: string): { hunks: Hunk[]; files: string[] } {
  const text = diff.replace(/\r\n/g, "\n");
  const patches = parsePatch(text.endsWith("\n") ? text : `${text}\n`);
  const withHunks = patches.filter((p) => p.hunks.length > 0);
  if (withHunks.length === 0) throw new Error("the diff holds no hunk (a hunk starts with a line like `@@ -12,4 +12,5 @@`)");
  if (withHunks.length > 1) throw new Error(`the diff changes ${withHunks.length} files; send one patch call per file`);
  const p = withHunks[0]!;
  const files = [p.oldFileName, p.newFileName].filter((f): f is string => !!f && f !== "/dev/null").map((f) => f.replace(/^[ab]\//, ""));
  const hunks = p.hunks.map((h) => {
    const oldLines: string[] = [];
    const newLines: string[] = [];
    for (const l of h.lines) {
      const tag = l[0];
      const body = l.slice(1);
      if (tag === " " || tag === undefined) { oldLines.push(body); newLines.push(body); }
      else if (tag === "-") oldLines.push(body);
      else if (tag === "+") newLines.push(body);
    }
    return { oldStart: h.oldStart, header: `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, oldLines, newLines };
  });
  return { hunks, files };
}

function startsAt(file: readonly string[], block: readonly string[], at: number): boolean {
  for (let i = 0; i < block.length; i++) if (file[at + i] !== block[i]) return false;
  return true;
}

function occurrences(file: readonly string[], block: readonly string[]): number[] {
  const out: number[] = [];
  for (let j = 0; j + block.length <= file.length; j++) if (startsAt(file, block, j)) out.push(j);
  return out;
}

/** Where a hunk applies (0-based line), or a refusal message. */
function locate(path: string, text: string, file: readonly string[], h: Hunk, n: number): number | string {
  const label = `hunk ${n} (${h.header})`;
  if (h.oldLines.length === 0) {
    // A pure insertion without context: only the header says where.
    return Math.min(Math.max(0, h.oldStart), file.length);
  }
  const at = occurrences(file, h.oldLines);
  if (at.length === 1) return at[0]!;
  if (at.length > 1) {
    const stated = h.oldStart - 1;
    if (at.includes(stated)) return stated;
    return (
      `${label}: its context and removed lines occur ${at.length} times in ${path}, at lines ${at.map((j) => j + 1).join(", ")}, ` +
      `and none starts at line ${h.oldStart} as the header says. Add context lines to make the hunk unique, or fix the header's line number.`
    );
  }
  const diag = noMatchDiagnostic(path, text, h.oldLines.join("\n"))
    .split("\n").slice(1).join("\n")
    .replaceAll("old_string", "the hunk's context and removed lines");
  return `${label} does not match ${path}: its context and removed lines are not in the file.\n${diag}`;
}

/**
 * Applies a one-file unified diff to `text` (see the module comment for the rules).
 * @param path the file's display path, for messages
 * @returns the new text and where each hunk landed, or a refusal message (nothing applied)
 * @example applyUnifiedDiff("a.txt", "a\nb\n", "@@ -1,2 +1,2 @@\n a\n-b\n+c\n") // => {ok: true, text: "a\nc\n", …}
 */
export function applyUnifiedDiff(path: string, text: string, diff: string): PatchResult {
  let parsed;
  try {
    parsed = parseHunks(diff);
  } catch (err) {
    return { ok: false, message: `patch refused: ${(err as Error).message}. Nothing was changed.` };
  }
  const other = parsed.files.find((f) => f !== path && !path.endsWith(`/${f}`) && !f.endsWith(`/${path}`));
  if (other) return { ok: false, message: `patch refused: the diff's header names ${other}, not ${path}. Nothing was changed.` };
  const { lines, eol, finalNewline } = splitLines(text);
  const placed: Array<{ at: number; h: Hunk }> = [];
  const problems: string[] = [];
  parsed.hunks.forEach((h, i) => {
    const at = locate(path, text, lines, h, i + 1);
    if (typeof at === "string") problems.push(at);
    else placed.push({ at, h });
  });
  if (problems.length > 0) return { ok: false, message: `patch refused; nothing was changed.\n${problems.join("\n\n")}` };
  placed.sort((a, b) => a.at - b.at);
  for (let i = 1; i < placed.length; i++) {
    const prev = placed[i - 1]!;
    if (placed[i]!.at < prev.at + prev.h.oldLines.length) {
      return { ok: false, message: `patch refused: two hunks change overlapping lines (near line ${placed[i]!.at + 1}); merge them into one hunk. Nothing was changed.` };
    }
  }
  const out: string[] = [];
  const landed: Array<{ first: number; removed: number; added: number }> = [];
  let cursor = 0;
  for (const { at, h } of placed) {
    out.push(...lines.slice(cursor, at));
    landed.push({ first: out.length + 1, removed: h.oldLines.length, added: h.newLines.length });
    out.push(...h.newLines);
    cursor = at + h.oldLines.length;
  }
  out.push(...lines.slice(cursor));
  let result = out.join(eol);
  if (finalNewline && out.length > 0) result += eol;
  return { ok: true, text: result, hunks: landed };
}
