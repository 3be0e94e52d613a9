/**
 * FREECODE_EDIT_FORMAT: how the model changes files, and so which tools it is offered, what
 * their descriptions say and what the system prompt's editing paragraph says (the recurring
 * prompt block differs between arms exactly as it would in production).
 * - search-replace (default): read, write, edit, … (edit: exact match, unique unless replace_all);
 * - whole-file: no edit tool; files are changed by rewriting them completely with write;
 * - unified-diff: a patch tool (unified diff, strict as edit) instead of edit; write for new files;
 * - auto: write for new files and files under FREECODE_EDIT_AUTO_MAX_LINES lines (default 300),
 *   edit above it; write refuses to replace a file at or over the threshold.
 * The max_tokens guard (loop.ts) and write's shrink and placeholder guards stay on in every format.
 */
// @ts-nocheck

import fs from "node:fs";
import fsp from "node:fs/promises";
import type { Env } from "./flags.ts";
import { numberFlag } from "./flags.ts";
import { EDIT_FORMATS, readFlag, type EditFormat } from "../agent-protocol/formats.ts";
import { countLines } from "./text-lines.ts";
import { bashTool } from "./tools/bash.ts";
import { editTool } from "./tools/edit.ts";
import { globTool } from "./tools/glob.ts";
import { grepTool } from "./tools/grep.ts";
import { outputTool } from "./tools/output.ts";
import { patchTool } from "./tools/patch.ts";
import { readTool } from "./tools/read.ts";
import { fail, type Tool } from "./tools/types.ts";
import { writeTool } from "./tools/write.ts";
import { resolveInWorkspace } from "./workspace.ts";
import { description } from "./tools/describe.ts";

export { EDIT_FORMATS, type EditFormat };

/**
 * The edit format in force.
 * @throws Error naming the flag, the value and the valid ones, for a value not in EDIT_FORMATS
 * (a misspelt format would silently run the default and waste the experiment).
 */
export function editFormat(env: Env): EditFormat {
  const v = readFlag(env, "FREECODE_EDIT_FORMAT");
  if ((EDIT_FORMATS as readonly string[]).includes(v)) return v as EditFormat;
  throw new Error(`FREECODE_EDIT_FORMAT=${JSON.stringify(v)} is not an edit format; use one of ${EDIT_FORMATS.join(", ")}`);
}

/** auto's line threshold: files with fewer lines are rewritten whole, others edited. Integer ≥ 1; invalid → 300. */
export function autoMaxLines(env: Env): number {
  return Math.floor(numberFlag(env, "FREECODE_EDIT_AUTO_MAX_LINES"));
}

const fill = (text: string, maxLines: number) => text.replaceAll("{{maxLines}}", String(maxLines));

/** write for auto: refuses to replace an existing file of `maxLines` lines or more (use edit). */
function autoWrite(maxLines: number): Tool<any> {
  return {
    ...writeTool,
    description: fill(description("write-auto"), maxLines),
    async run(input: { path: string }, ctx) {
      let before: string | null = null;
      try {
        before = await fsp.readFile(resolveInWorkspace(ctx.cwd, input.path), "utf8");
      } catch {
        before = null;
      }
      const lines = before === null ? 0 : countLines(before);
      if (before !== null && lines >= maxLines) {
        return fail(
          `write refused: ${input.path} has ${lines} lines, at or above FREECODE_EDIT_AUTO_MAX_LINES=${maxLines}; nothing was written. ` +
            `Change it with edit, replacing only the lines that differ.`,
        );
      }
      return writeTool.run(input as never, ctx);
    },
  };
}

/**
 * The tools offered under a format, in the order the model sees them.
 * @example toolsFor("whole-file", 300).map((t) => t.name) // => ["read", "write", "bash", "grep", "glob", "output"]
 */
export function toolsFor(format: EditFormat, maxLines: number): Tool<any>[] {
  switch (format) {
    case "search-replace": return [readTool, writeTool, editTool, bashTool, grepTool, globTool, outputTool];
    case "whole-file": return [readTool, { ...writeTool, description: description("write-whole-file") }, bashTool, grepTool, globTool, outputTool];
    case "unified-diff": return [readTool, { ...writeTool, description: description("write-unified-diff") }, patchTool, bashTool, grepTool, globTool, outputTool];
    case "auto": return [readTool, autoWrite(maxLines), editTool, bashTool, grepTool, globTool, outputTool];
  }
}

/** The system prompt's editing paragraph for a format (src/agent/editing/<format>.md). */
export function editingParagraph(format: EditFormat, maxLines: number): string {
  return fill(fs.readFileSync(new URL(`./editing/${format}.md`, import.meta.url), "utf8").trim(), maxLines);
}

/** What a tool_result says to do after a response was cut at max_tokens, in this format's terms. */
export function maxTokensAdvice(format: EditFormat): string {
  switch (format) {
    case "whole-file": return "A file whose complete content does not fit under this limit cannot be rewritten in one response; split new files into smaller ones.";
    case "unified-diff": return "Use patch to change existing files, or split the work into smaller steps (for a large new file, write a short first version and extend it with patch).";
    default: return "Use edit to change existing files, or split the work into smaller steps (for a large new file, write a short first version and extend it with edit).";
  }
}
