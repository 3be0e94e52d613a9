/**
 * The final answer's text: `{{line:PATH:TEXT}}` placeholders filled from the live workspace,
 * and (as noise) an optional recap of the work.
 */
// @ts-nocheck

import type { SimSpec } from "../suite/schema.ts";
import { topSteps } from "./steps.ts";
import { findLine } from "./workspace.ts";

const LINE_PLACEHOLDER_RE = /\{\{line:([^:}]+):(.+?)\}\}/g;

/**
 * Replaces each `{{line:PATH:TEXT}}` with the 1-based number of the first line of PATH (in
 * `workspaceDir`) containing TEXT; `?` when the file or the line is missing.
 * @example fillLineRefs("see line {{line:a.py:def f}}", dir) // => "see line 3"
 */
export function fillLineRefs(text: string, workspaceDir: string): string {
  return text.replace(LINE_PLACEHOLDER_RE, (_m, path: string, needle: string) =>
    String(findLine(workspaceDir, path, needle) ?? "?"));
}

/** A recap of the trajectory's main calls, appended to a verbose final answer. */
export function recap(spec: SimSpec): string {
  const lines: string[] = [];
  for (const s of topSteps(spec)) {
    for (const t of s.tools ?? []) {
      const what = t.input.path ?? t.input.command ?? t.input.pattern ?? "";
      lines.push(`- ${t.name} ${String(what)}`.trimEnd());
    }
  }
  if (lines.length === 0) return "";
  return `\n\nTo recap, here is what I did, step by step:\n${lines.join("\n")}\nEverything above was checked against the workspace as it is now.`;
}
