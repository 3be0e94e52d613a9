/**
 * `read {path, offset?, limit?}`: a window of a file's lines (or a folder's entries).
 * At most READ_MAX_LINES lines per call; lines over READ_MAX_LINE_CHARS are cut with a
 * marker; the window also stops before the output cap (FREECODE_OUTPUT_MAX_CHARS) so a read
 * is never elided in the middle — the footer says where to continue instead.
 * FREECODE_READ_LINE_NUMBERS=1 prefixes `N: `; the readFooter line always ends the output.
 * `column` starts every line of the window at that character, so the rest of a long line can
 * be read in windows; no cut splits a surrogate pair. A UTF-8 byte-order mark is not shown as
 * part of line 1; bytes that are not valid UTF-8 are shown as U+FFFD with a note before the
 * footer saying where they are (edit keeps them; old_string cannot contain them).
 */
// @ts-nocheck

import fs from "node:fs/promises";
import { z } from "zod";
import { numberedLine, readFooter } from "../../agent-protocol/formats.ts";
import { boolFlag } from "../flags.ts";
import { capLimits } from "../cap.ts";
import { looksBinary, splitLines } from "../text-lines.ts";
import { boundaryAfter, boundaryBefore } from "../bytes/surrogates.ts";
import { decodeFile, wellFormed } from "../bytes/utf8.ts";
import { resolveInWorkspace } from "../workspace.ts";
import { description } from "./describe.ts";
import { fail, ok, type Tool } from "./types.ts";

export const READ_MAX_LINES = 2000;
export const READ_MAX_LINE_CHARS = 2000;

const Input = z.strictObject({
  path: z.string().min(1).describe("File to read, relative to the workspace (or absolute inside it)"),
  offset: z.number().int().positive().optional().describe("1-based first line (default 1)"),
  limit: z.number().int().positive().optional().describe(`Lines to read (default and maximum ${READ_MAX_LINES})`),
  column: z.number().int().positive().optional().describe(`1-based first character of each line shown (default 1), to read the rest of a line longer than ${READ_MAX_LINE_CHARS} characters`),
});
type Input = z.infer<typeof Input>;

/**
 * Line `lineNo` from character `column` (1-based), cut to READ_MAX_LINE_CHARS with a marker
 * that says how long the line is and how to read on; cuts fall on code point boundaries.
 */
export function cutLine(text: string, lineNo: number, column = 1): string {
  const from = boundaryAfter(text, column - 1);
  if (from === 0 && text.length <= READ_MAX_LINE_CHARS) return text;
  const to = boundaryBefore(text, Math.min(text.length, from + READ_MAX_LINE_CHARS));
  if (to >= text.length) return text.slice(from);
  const more = `read with offset=${lineNo} limit=1 column=${to + 1}`;
  return `${text.slice(from, to)}… [line truncated: ${text.length} characters, ${from + 1}-${to} shown; for the rest, ${more}]`;
}

/**
 * Formats the window [offset, offset+limit) of `lines`, numbered or plain, stopping early
 * when the next line would take the text past `budgetChars` (at least one line is shown).
 */
export function formatWindow(lines: readonly string[], offset: number, limit: number, numbered: boolean, budgetChars: number, column = 1, note = ""): string {
  const total = lines.length;
  const shown: string[] = [];
  let chars = 0;
  const end = Math.min(total, offset - 1 + Math.min(limit, READ_MAX_LINES));
  for (let i = offset - 1; i < end; i++) {
    const text = cutLine(lines[i] ?? "", i + 1, column);
    const line = numbered ? numberedLine(i + 1, text) : text;
    if (shown.length > 0 && chars + line.length + 1 > budgetChars) break;
    shown.push(line);
    chars += line.length + 1;
  }
  const last = offset - 1 + shown.length;
  return `${shown.join("\n")}\n\n${note ? `${note}\n` : ""}${readFooter(offset, last, total)}`;
}

export const readTool: Tool<Input> = {
  name: "read",
  description: description("read"),
  input: Input,
  concurrencySafe: true,
  async run(input, ctx) {
    const abs = resolveInWorkspace(ctx.cwd, input.path);
    const numbered = boolFlag(ctx.env, "FREECODE_READ_LINE_NUMBERS");
    // Room for the footer, so the read itself never meets the generic output cap.
    const budget = capLimits(ctx.env).maxChars - 200;
    let stat;
    try {
      stat = await fs.stat(abs);
    } catch {
      return fail(`read: ${input.path} does not exist. Use glob to find the file.`);
    }
    let lines: string[];
    let note = "";
    if (stat.isDirectory()) {
      const entries = await fs.readdir(abs, { withFileTypes: true });
      lines = entries.map((e) => (e.isDirectory() ? `${e.name}/` : e.name)).sort();
    } else {
      const buf = await fs.readFile(abs);
      if (looksBinary(buf)) return fail(`read: ${input.path} is a binary file (${buf.length} bytes); it cannot be shown as text.`);
      const file = decodeFile(buf);
      if (file.invalidBytes > 0) {
        const before = file.text.slice(0, file.firstInvalid);
        const line = before.split("\n").length;
        const col = file.firstInvalid - before.lastIndexOf("\n");
        note =
          `[${file.invalidBytes} byte${file.invalidBytes > 1 ? "s are" : " is"} not valid UTF-8 (the first at line ${line}:${col}), shown as U+FFFD; ` +
          `edit keeps such bytes as they are, and old_string cannot contain them]`;
      }
      lines = splitLines(wellFormed(file.text)).lines;
    }
    return ok(formatWindow(lines, input.offset ?? 1, input.limit ?? READ_MAX_LINES, numbered, budget - note.length, input.column ?? 1, note));
  },
};
