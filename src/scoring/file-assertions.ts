/**
 * File assertions of a case (`files:`), checked on the trial workspace after the agent ran.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { parse as parseYaml } from "yaml";
import type { FileAssertion } from "../suite/schema.ts";
import type { CheckResult } from "./result.ts";
import { plural } from "../text/plural.ts";

function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

async function parseError(kind: NonNullable<FileAssertion["parses"]>, path: string, text: string): Promise<string | null> {
  try {
    if (kind === "json") JSON.parse(text);
    else if (kind === "yaml") parseYaml(text);
    else {
      // The language's own parser is the authority on its syntax.
      const cmd = kind === "python" ? ["python3", ["-m", "py_compile", path]] : ["node", ["--check", path]];
      const r = await execa(cmd[0] as string, cmd[1] as string[], { reject: false, all: true });
      if (r.exitCode !== 0) return (r.all ?? "").toString().trim().split("\n").slice(-3).join(" ");
    }
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * Checks one file assertion against the workspace.
 * @param startDir the case's starting workspace (`workspaceDir`), which `unchanged` compares against
 * @returns a CheckResult named `file:<path>`; its explanation lists every failed condition.
 */
export async function checkFileAssertion(a: FileAssertion, workspace: string, startDir?: string): Promise<CheckResult> {
  const path = join(workspace, a.path);
  const failures: string[] = [];
  const exists = existsSync(path);
  if (a.exists === false) {
    if (exists) failures.push("exists but must not");
  } else if (!exists) {
    failures.push("does not exist");
  } else {
    const text = readFileSync(path, "utf8");
    const lines = lineCount(text);
    for (const s of a.contains ?? []) if (!text.includes(s)) failures.push(`does not contain ${JSON.stringify(s)}`);
    for (const s of a.notContains ?? []) if (text.includes(s)) failures.push(`contains ${JSON.stringify(s)}`);
    if (a.minLines !== undefined && lines < a.minLines) failures.push(`has ${plural(lines, "line")}, fewer than minLines ${a.minLines}`);
    if (a.maxLines !== undefined && lines > a.maxLines) failures.push(`has ${plural(lines, "line")}, more than maxLines ${a.maxLines}`);
    if (a.parses) {
      const err = await parseError(a.parses, path, text);
      if (err) failures.push(`does not parse as ${a.parses}: ${err}`);
    }
    if (a.unchanged === true) {
      const start = startDir === undefined ? undefined : join(startDir, a.path);
      if (start === undefined || !existsSync(start)) failures.push("has no starting copy in the case's workspace to compare with (unchanged)");
      else if (!readFileSync(path).equals(readFileSync(start))) failures.push("was changed (unchanged: it must stay as the case's workspace has it)");
    }
  }
  return {
    name: `file:${a.path}`,
    kind: "file",
    pass: failures.length === 0,
    explanation: failures.length ? `${a.path}: ${failures.join("; ")}` : `${a.path}: ok`,
  };
}
