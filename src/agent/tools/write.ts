/**
 * `write {path, content, allowShrink?}`: creates or replaces a file (parent folders created).
 * Guards, each refusing with an error result that says to use edit, plus a `guard` event:
 * - elision: content holding a placeholder comment for code it does not reproduce;
 * - shrink: replacing an existing file with fewer than (1 − FREECODE_WRITE_SHRINK_LIMIT) of
 *   its lines (default limit 0.5), unless `allowShrink: true`.
 * Replacing a file keeps what the model cannot see: a UTF-8 byte-order mark stays, and over a
 * file whose dominant line ending is "\r\n" the content's "\n" line breaks are written "\r\n".
 * Content holding U+FFFD over a file with bytes that are not UTF-8 is refused (those bytes
 * would be re-encoded as EF BF BD; edit keeps them).
 * (The max_tokens guard lives in the loop: nothing from a truncated response reaches here.)
 */
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { findElision } from "../elision.ts";
import { numberFlag } from "../flags.ts";
import { countLines } from "../text-lines.ts";
import { dominantEol } from "../bytes/eol.ts";
import { fileFacts } from "../bytes/facts.ts";
import { decodeFile, wellFormed, type DecodedFile } from "../bytes/utf8.ts";
import { resolveInWorkspace } from "../workspace.ts";
import { description } from "./describe.ts";
import { fail, type Tool } from "./types.ts";
import { plural } from "../../text/plural.ts";

const Input = z.strictObject({
  path: z.string().min(1).describe("File to create or replace, relative to the workspace"),
  content: z.string().describe("The complete new content of the file"),
  allowShrink: z.boolean().optional().describe("Set true only when deliberately replacing a file with much shorter content"),
});
type Input = z.infer<typeof Input>;

async function existingFile(abs: string): Promise<DecodedFile | null> {
  try {
    return decodeFile(await fs.readFile(abs));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

/** The content as it goes to disk over `before`: its BOM and CRLF endings carried over. */
function carryOver(content: string, before: DecodedFile | null): { text: string; kept: string[] } {
  let text = wellFormed(content);
  const kept: string[] = [];
  if (!before) return { text, kept };
  if (dominantEol(before.text) === "\r\n" && /(?<!\r)\n/.test(text)) {
    text = text.replace(/\r?\n/g, "\r\n");
    kept.push("its CRLF line endings");
  }
  if (before.bom && !text.startsWith("\uFEFF")) {
    text = `\uFEFF${text}`;
    kept.push("its UTF-8 byte-order mark");
  }
  return { text, kept };
}

export const writeTool: Tool<Input> = {
  name: "write",
  description: description("write"),
  input: Input,
  concurrencySafe: false,
  async run(input, ctx) {
    const abs = resolveInWorkspace(ctx.cwd, input.path);
    const elided = findElision(input.content);
    if (elided) {
      ctx.guard("elision", `${input.path}:${elided.line}: ${elided.text}`);
      return fail(
        `write refused: line ${elided.line} of the content is a placeholder ("${elided.text}") standing for code that is not in the content; ` +
          `writing it would delete that code. Nothing was written. Use edit to change only the part that differs, or write the complete content.`,
      );
    }
    const before = await existingFile(abs);
    if (before && before.invalidBytes > 0 && input.content.includes("\uFFFD")) {
      return fail(
        `write refused: ${input.path} has ${before.invalidBytes} byte${before.invalidBytes > 1 ? "s that are" : " that is"} not valid UTF-8, which read shows as U+FFFD, ` +
          `and the content holds U+FFFD: writing it would replace those bytes with EF BF BD. Nothing was written. ` +
          `Use edit on the lines that change (it keeps such bytes as they are).`,
      );
    }
    const newLines = countLines(input.content);
    if (before !== null && !input.allowShrink) {
      const limit = numberFlag(ctx.env, "FREECODE_WRITE_SHRINK_LIMIT");
      const oldLines = countLines(before.text);
      const floor = (1 - limit) * oldLines;
      if (newLines < floor) {
        ctx.guard("shrink", `${input.path}: ${oldLines} -> ${newLines} lines (limit ${limit})`);
        return fail(
          `write refused: ${input.path} has ${oldLines} lines and the new content has ${newLines}, fewer than ${Math.ceil(floor)} ` +
            `(FREECODE_WRITE_SHRINK_LIMIT=${limit}). Nothing was written. Use edit to change part of an existing file; ` +
            `if you really mean to replace it with shorter content, call write again with allowShrink: true.`,
        );
      }
    }
    const { text, kept } = carryOver(input.content, before);
    const bytes = Buffer.from(text, "utf8");
    await fs.mkdir(path.dirname(abs), { recursive: true });
    await fs.writeFile(abs, bytes);
    const verb = before === null ? "Created" : "Replaced";
    const note = kept.length > 0 ? ` Kept ${kept.join(" and ")}.` : "";
    return { output: `${verb} ${input.path}: ${plural(newLines, "line")}, ${plural(bytes.length, "byte")}.${note}`, isError: false, file: fileFacts(bytes) };
  },
};
