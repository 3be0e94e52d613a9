/**
 * `read {path, offset?, limit?}`: a window of a file's lines (or a folder's entries).
 * At most READ_MAX_LINES lines per call; lines over READ_MAX_LINE_CHARS are cut with a
 * marker; the window also stops before the output cap (FREECODE_OUTPUT_MAX_CHARS) so a read
 * is never elided in the middle — the footer says where to continue instead.
 * FREECODE_READ_LINE_NUMBERS=1 prefixes `N: `; the readFooter line always ends the output.
 */
import fs from "node:fs/promises";
import { z } from "zod";
import { numberedLine, readFooter } from "../../agent-protocol/formats.ts";
import { boolFlag } from "../flags.ts";
import { capLimits } from "../cap.ts";
import { looksBinary, splitLines } from "../text-lines.ts";
import { resolveInWorkspace } from "../workspace.ts";
import { description } from "./describe.ts";
import { fail, ok, type Tool } from "./types.ts";

export const READ_MAX_LINES = 2000;
export const READ_MAX_LINE_CHARS = 2000;

const Input = z.strictObject({
  path: z.string().min(1).describe("File to read, relative to the workspace (or absolute inside it)"),
  offset: z.number().int().positive().optional().describe("1-based first line (default 1)"),
  limit: z.number().int().positive().optional().describe(`Lines to read (default and maximum ${READ_MAX_LINES})`),
});
type Input = z.infer<typeof Input>;

/** A line cut to READ_MAX_LINE_CHARS with a marker saying how long it was. */
function cutLine(text: string): string {
  if (text.length <= READ_MAX_LINE_CHARS) return text;
  return `${text.slice(0, READ_MAX_LINE_CHARS)}… [line truncated: ${text.length} characters]`;
}

/**
 * Formats the window [offset, offset+limit) of `lines`, numbered or plain, stopping early
 * when the next line would take the text past `budgetChars` (at least one line is shown).
 */
export function formatWindow(lines: readonly string[], offset: number, limit: number, numbered: boolean, budgetChars: number): string {
  const total = lines.length;
  const shown: string[] = [];
  let chars = 0;
  const end = Math.min(total, offset - 1 + Math.min(limit, READ_MAX_LINES));
  for (let i = offset - 1; i < end; i++) {
    const text = cutLine(lines[i] ?? "");
    const line = numbered ? numberedLine(i + 1, text) : text;
    if (shown.length > 0 && chars + line.length + 1 > budgetChars) break;
    shown.push(line);
    chars += line.length + 1;
  }
  const last = offset - 1 + shown.length;
  return `${shown.join("\n")}\n\n${readFooter(offset, last, total)}`;
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
    if (stat.isDirectory()) {
      const entries = await fs.readdir(abs, { withFileTypes: true });
      lines = entries.map((e) => (e.isDirectory() ? `${e.name}/` : e.name)).sort();
    } else {
      const buf = await fs.readFile(abs);
      if (looksBinary(buf)) return fail(`read: ${input.path} is a binary file (${buf.length} bytes); it cannot be shown as text.`);
      lines = splitLines(buf.toString("utf8")).lines;
    }
    return ok(formatWindow(lines, input.offset ?? 1, input.limit ?? READ_MAX_LINES, numbered, budget));
  },
};
