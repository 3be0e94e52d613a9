/**
 * Looks into a trial's live workspace, as a model would "know" where things are after
 * reading: the line that holds a text, whether a file exists. Paths are relative to the
 * workspace; any path escaping it is treated as absent.
 */
// @ts-nocheck

import { readFileSync, statSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import type { TextOrRegex } from "../suite/schema.ts";
import { textMatcher } from "./visibility.ts";

function inside(dir: string, path: string): string | null {
  const full = resolve(dir, path);
  const rel = relative(dir, full);
  return rel.startsWith("..") || isAbsolute(rel) ? null : full;
}

/** The file's text, or null when it is missing, unreadable or outside the workspace. */
export function readWorkspaceFile(dir: string, path: string): string | null {
  const full = inside(dir, path);
  if (!full) return null;
  try {
    return readFileSync(full, "utf8");
  } catch {
    return null;
  }
}

/** True when `path` names a regular file inside the workspace. */
export function workspaceFileExists(dir: string, path: string): boolean {
  const full = inside(dir, path);
  try {
    return full !== null && statSync(full).isFile();
  } catch {
    return false;
  }
}

/** 1-based number of the first line of `path` holding `text`, or null (no file, no such line). */
export function findLine(dir: string, path: string, text: TextOrRegex): number | null {
  const body = readWorkspaceFile(dir, path);
  if (body === null) return null;
  const match = textMatcher(text);
  const i = body.split("\n").findIndex((line) => match(line));
  return i < 0 ? null : i + 1;
}
