/**
 * `write {path, content, allowShrink?}`: creates or replaces a file (parent folders created).
 * Guards, each refusing with an error result that says to use edit, plus a `guard` event:
 * - elision: content holding a placeholder comment for code it does not reproduce;
 * - shrink: replacing an existing file with fewer than (1 − FREECODE_WRITE_SHRINK_LIMIT) of
 *   its lines (default limit 0.5), unless `allowShrink: true`.
 * (The max_tokens guard lives in the loop: nothing from a truncated response reaches here.)
 */
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { findElision } from "../elision.ts";
import { numberFlag } from "../flags.ts";
import { countLines } from "../text-lines.ts";
import { resolveInWorkspace } from "../workspace.ts";
import { description } from "./describe.ts";
import { fail, ok, type Tool } from "./types.ts";

const Input = z.strictObject({
  path: z.string().min(1).describe("File to create or replace, relative to the workspace"),
  content: z.string().describe("The complete new content of the file"),
  allowShrink: z.boolean().optional().describe("Set true only when deliberately replacing a file with much shorter content"),
});
type Input = z.infer<typeof Input>;

async function existingText(abs: string): Promise<string | null> {
  try {
    return await fs.readFile(abs, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
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
    const before = await existingText(abs);
    const newLines = countLines(input.content);
    if (before !== null && !input.allowShrink) {
      const limit = numberFlag(ctx.env, "FREECODE_WRITE_SHRINK_LIMIT", 0, 1);
      const oldLines = countLines(before);
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
    await fs.mkdir(path.dirname(abs), { recursive: true });
    await fs.writeFile(abs, input.content, "utf8");
    const verb = before === null ? "Created" : "Replaced";
    return ok(`${verb} ${input.path}: ${newLines} lines, ${Buffer.byteLength(input.content)} bytes.`);
  },
};
