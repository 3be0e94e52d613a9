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
import fs from "node:fs/promises";
import { z } from "zod";
import { boolFlag } from "../flags.ts";
import { capLimits } from "../cap.ts";
import { looksBinary, splitLines } from "../text-lines.ts";
import { decodeFile, wellFormed } from "../bytes/utf8.ts";
import { resolveInWorkspace } from "../workspace.ts";
import { description } from "./describe.ts";
import { fail, ok, type Tool } from "./types.ts";
import { formatWindow, WINDOW_MAX_LINE_CHARS, WINDOW_MAX_LINES } from "./window.ts";

export const READ_MAX_LINES = WINDOW_MAX_LINES;
export const READ_MAX_LINE_CHARS = WINDOW_MAX_LINE_CHARS;

const Input = z.strictObject({
  path: z.string().min(1).describe("File to read, relative to the workspace (or absolute inside it)"),
  offset: z.number().int().positive().optional().describe("1-based first line (default 1)"),
  limit: z.number().int().positive().optional().describe(`Lines to read (default and maximum ${READ_MAX_LINES})`),
  column: z.number().int().positive().optional().describe(`1-based first character of each line shown (default 1), to read the rest of a line longer than ${READ_MAX_LINE_CHARS} characters`),
});
type Input = z.infer<typeof Input>;

/** How read's long-line marker names the rest of a line. */
const readRest = (lineNo: number, column: number) => `read with offset=${lineNo} limit=1 column=${column}`;

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
          `[${file.invalidBytes} byte${file.invalidBytes > 1 ? "s are" : " is"} not valid UTF-8 (the first at line ${line}, column ${col}), shown as U+FFFD; ` +
          `edit keeps such bytes as they are, and old_string cannot contain them]`;
      }
      lines = splitLines(wellFormed(file.text)).lines;
    }
    const window = { offset: input.offset ?? 1, limit: input.limit ?? READ_MAX_LINES, numbered, budgetChars: budget - note.length, column: input.column ?? 1, note, rest: readRest };
    return ok(formatWindow(lines, window));
  },
};
