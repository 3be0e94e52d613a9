/**
 * `edit {path, old_string, new_string, replace_all?}`: exact-match replacement that keeps every
 * byte it does not replace.
 * - matching is on line-ending-normalised text ("\r\n" as "\n", in the file and in both
 *   strings) and the raw file is spliced: other lines keep their own endings, and new lines
 *   take the endings of the lines they replace (bytes/eol.ts); a final newline is added or
 *   removed only when new_string does it;
 * - a UTF-8 byte-order mark is kept; bytes that are not valid UTF-8 are kept as they are
 *   (bytes/utf8.ts); a file with NUL bytes (binary, UTF-16) is refused;
 * - one match (or replace_all): applied; several (overlapping ones count) without
 *   replace_all: refused, listing the line of each;
 * - new_string adding a placeholder line ("// existing code here") old_string did not have:
 *   refused with a `guard` event (elision.ts, the check write uses);
 * - no match: a diagnostic naming the closest region and what differs (edit-diagnose.ts).
 */
// @ts-nocheck

import fs from "node:fs/promises";
import { z } from "zod";
import { noMatchDiagnostic } from "../edit-diagnose.ts";
import { introducedElisions } from "../elision.ts";
import { lfOnly, normaliseEol, spliceRaw } from "../bytes/eol.ts";
import { decodeFile, encodeFile, wellFormed } from "../bytes/utf8.ts";
import { fileFacts } from "../bytes/facts.ts";
import { lineOfIndex, splitLines } from "../text-lines.ts";
import { resolveInWorkspace } from "../workspace.ts";
import { description } from "./describe.ts";
import { fail, type Tool } from "./types.ts";

const Input = z.strictObject({
  path: z.string().min(1).describe("File to edit, relative to the workspace"),
  old_string: z.string().min(1).describe("Exact text to replace, including indentation"),
  new_string: z.string().describe("Replacement text"),
  replace_all: z.boolean().optional().describe("Replace every occurrence (default false: old_string must be unique)"),
});
type Input = z.infer<typeof Input>;

/** Start offsets of every occurrence of `needle`, overlapping ones included. */
export function occurrences(text: string, needle: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1)) at.push(i);
  return at;
}

export const editTool: Tool<Input> = {
  name: "edit",
  description: description("edit"),
  input: Input,
  concurrencySafe: false,
  async run(input, ctx) {
    const abs = resolveInWorkspace(ctx.cwd, input.path);
    let buf: Buffer;
    try {
      buf = await fs.readFile(abs);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EISDIR") return fail(`edit failed: ${input.path} is a folder, not a file.`);
      return fail(`edit failed: ${input.path} does not exist. Use write to create a new file.`);
    }
    if (buf.includes(0)) {
      return fail(`edit failed: ${input.path} holds NUL bytes (a binary or UTF-16 file, ${buf.length} bytes); edit changes UTF-8 text only. Nothing was changed.`);
    }
    if (input.old_string === input.new_string) return fail("edit failed: old_string and new_string are identical; nothing to change.");
    const oldS = lfOnly(wellFormed(input.old_string));
    const newS = lfOnly(wellFormed(input.new_string));
    const placeholder = introducedElisions(oldS, newS)[0];
    if (placeholder) {
      ctx.guard("elision", `${input.path}:${placeholder.line}: ${placeholder.text}`);
      return fail(
        `edit refused: line ${placeholder.line} of new_string is a placeholder ("${placeholder.text}") that old_string does not have; ` +
          `applying it would replace the code old_string covers with that comment. Nothing was changed. ` +
          `Put the actual code in new_string; old_string and new_string need only cover the lines that change.`,
      );
    }
    const file = decodeFile(buf);
    const norm = normaliseEol(file.text);
    const at = occurrences(norm.text, oldS);
    if (at.length === 0) return fail(noMatchDiagnostic(input.path, norm.text, oldS));
    const overlapping = at.some((s, k) => k > 0 && s < at[k - 1]! + oldS.length);
    if (at.length > 1 && (!input.replace_all || overlapping)) {
      const lines = at.map((i) => lineOfIndex(norm.text, i));
      return fail(
        `edit failed: old_string occurs ${at.length} times in ${input.path}, at lines ${lines.join(", ")}` +
          `${overlapping ? " (some occurrences overlap, so replace_all cannot tell them apart)" : ""}; nothing was changed. ` +
          `Include more surrounding lines to make it unique${overlapping ? "" : ", or set replace_all: true to change every occurrence"}.`,
      );
    }
    const raw = spliceRaw(norm, at.map((s) => [s, s + oldS.length] as const), newS);
    const bytes = encodeFile(raw, file.bom);
    await fs.writeFile(abs, bytes);
    const firstLine = lineOfIndex(raw, norm.map[at[0]!]!);
    const span = splitLines(newS).lines.length || 1;
    return {
      output:
        `Edited ${input.path}: replaced ${at.length} occurrence${at.length > 1 ? "s" : ""}` +
        ` (first at line ${firstLine}, now ${span} line${span > 1 ? "s" : ""}).`,
      isError: false,
      file: fileFacts(bytes),
    };
  },
};
