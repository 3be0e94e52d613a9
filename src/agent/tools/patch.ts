/**
 * `patch {path, diff}`: changes an existing file by a unified diff (FREECODE_EDIT_FORMAT=
 * unified-diff). Applied all or nothing by unified-diff.ts, with edit's strictness; a hunk
 * that adds a placeholder comment standing for code it does not include is refused like a
 * write holding one (`guard` event `elision`).
 */
import fs from "node:fs/promises";
import { z } from "zod";
import { findElision } from "../elision.ts";
import { countLines } from "../text-lines.ts";
import { applyUnifiedDiff, parseHunks } from "../unified-diff.ts";
import { resolveInWorkspace } from "../workspace.ts";
import { description } from "./describe.ts";
import { fail, ok, type Tool } from "./types.ts";
import { plural } from "../../text/plural.ts";

const Input = z.strictObject({
  path: z.string().min(1).describe("Existing file to change, relative to the workspace"),
  diff: z.string().min(1).describe("Unified diff of this one file: @@ hunks with context lines (--- / +++ headers optional)"),
});
type Input = z.infer<typeof Input>;

/** The lines a diff adds, for the placeholder check. */
function addedText(diff: string): string {
  try {
    return parseHunks(diff).hunks.map((h) => h.newLines.join("\n")).join("\n");
  } catch {
    return "";
  }
}

export const patchTool: Tool<Input> = {
  name: "patch",
  description: description("patch"),
  input: Input,
  concurrencySafe: false,
  async run(input, ctx) {
    const abs = resolveInWorkspace(ctx.cwd, input.path);
    let text: string;
    try {
      text = await fs.readFile(abs, "utf8");
    } catch {
      return fail(`patch failed: ${input.path} does not exist. Use write to create a new file.`);
    }
    const elided = findElision(addedText(input.diff));
    if (elided) {
      ctx.guard("elision", `${input.path}: ${elided.text}`);
      return fail(
        `patch refused: an added line is a placeholder ("${elided.text}") standing for code that is not in the diff; ` +
          `applying it would delete that code. Nothing was changed. Add the real lines instead.`,
      );
    }
    const r = applyUnifiedDiff(input.path, text, input.diff);
    if (!r.ok) return fail(r.message);
    await fs.writeFile(abs, r.text, "utf8");
    const where = r.hunks.map((h) => `line ${h.first} (-${h.removed} +${h.added})`).join(", ");
    return ok(`Patched ${input.path}: ${plural(r.hunks.length, "hunk")} applied at ${where}; the file now has ${plural(countLines(r.text), "line")}.`);
  },
};
