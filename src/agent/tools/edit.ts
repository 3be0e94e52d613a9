/**
 * `edit {path, old_string, new_string, replace_all?}`: exact-match replacement.
 * - one match (or replace_all): applied; the file's line endings and final newline are kept;
 * - several matches without replace_all: refused, listing the line of each;
 * - no match: a diagnostic naming the closest region (edit-diagnose.ts); never applied.
 */
import fs from "node:fs/promises";
import { z } from "zod";
import { noMatchDiagnostic } from "../edit-diagnose.ts";
import { lineOfIndex, splitLines } from "../text-lines.ts";
import { resolveInWorkspace } from "../workspace.ts";
import { description } from "./describe.ts";
import { fail, ok, type Tool } from "./types.ts";

const Input = z.strictObject({
  path: z.string().min(1).describe("File to edit, relative to the workspace"),
  old_string: z.string().min(1).describe("Exact text to replace, including indentation"),
  new_string: z.string().describe("Replacement text"),
  replace_all: z.boolean().optional().describe("Replace every occurrence (default false: old_string must be unique)"),
});
type Input = z.infer<typeof Input>;

/** Start offsets of every non-overlapping occurrence of `needle`. */
function occurrences(text: string, needle: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + needle.length)) at.push(i);
  return at;
}

/** Re-terminates "\n"-separated text with the file's line ending. */
const withEol = (s: string, eol: string) => (eol === "\n" ? s : s.replace(/\r?\n/g, eol));

export const editTool: Tool<Input> = {
  name: "edit",
  description: description("edit"),
  input: Input,
  concurrencySafe: false,
  async run(input, ctx) {
    const abs = resolveInWorkspace(ctx.cwd, input.path);
    let text: string;
    try {
      text = await fs.readFile(abs, "utf8");
    } catch {
      return fail(`edit failed: ${input.path} does not exist. Use write to create a new file.`);
    }
    if (input.old_string === input.new_string) return fail("edit failed: old_string and new_string are identical; nothing to change.");
    const { eol, finalNewline } = splitLines(text);
    const oldS = withEol(input.old_string, eol);
    const newS = withEol(input.new_string, eol);
    const at = occurrences(text, oldS);
    if (at.length === 0) return fail(noMatchDiagnostic(input.path, text, oldS));
    if (at.length > 1 && !input.replace_all) {
      const lines = at.map((i) => lineOfIndex(text, i));
      return fail(
        `edit failed: old_string occurs ${at.length} times in ${input.path}, at lines ${lines.join(", ")}; nothing was changed. ` +
          `Include more surrounding lines to make it unique, or set replace_all: true to change every occurrence.`,
      );
    }
    let result = text.split(oldS).join(newS);
    if (finalNewline && result !== "" && !result.endsWith("\n")) result += eol;
    await fs.writeFile(abs, result, "utf8");
    const firstLine = lineOfIndex(result, at[0]!);
    const span = splitLines(newS).lines.length || 1;
    return ok(
      `Edited ${input.path}: replaced ${at.length} occurrence${at.length > 1 ? "s" : ""}` +
        ` (first at line ${firstLine}, now ${span} line${span > 1 ? "s" : ""}).`,
    );
  },
};
