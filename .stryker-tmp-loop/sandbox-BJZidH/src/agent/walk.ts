/**
 * Lists a workspace's files for grep and glob: depth-first, sorted, skipping `.git`, paths
 * ignored by any .gitignore on the way (nested ones included) and symlinks (never followed,
 * so a walk cannot leave the workspace or loop).
 */
// @ts-nocheck

import fs from "node:fs/promises";
import path from "node:path";
import { IgnoreRules, isIgnored } from "./gitignore.ts";

/** Stop after this many files, so a huge tree cannot stall a call. */
export const WALK_MAX_FILES = 100_000;

async function rulesOf(absDir: string, relDir: string): Promise<IgnoreRules | null> {
  try {
    return new IgnoreRules(relDir, await fs.readFile(path.join(absDir, ".gitignore"), "utf8"));
  } catch {
    return null;
  }
}

/**
 * Workspace-relative paths (forward slashes) of the files under `startRel` ("" = the root),
 * at most `maxFiles` (then `truncated`).
 * .gitignore files of the folders above `startRel` apply too.
 */
export async function listFiles(root: string, startRel = "", maxFiles = WALK_MAX_FILES): Promise<{ files: string[]; truncated: boolean }> {
  const files: string[] = [];
  const stack: IgnoreRules[] = [];
  // Rules from the root down to the start folder's parent.
  const parts = startRel === "" ? [] : startRel.split("/");
  for (let i = 0; i < parts.length; i++) {
    const rel = parts.slice(0, i).join("/");
    const r = await rulesOf(path.join(root, rel), rel);
    if (r) stack.push(r);
  }
  let truncated = false;
  const visit = async (rel: string): Promise<void> => {
    const abs = path.join(root, rel);
    const own = await rulesOf(abs, rel);
    if (own) stack.push(own);
    const entries = (await fs.readdir(abs, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (files.length >= maxFiles) {
        truncated = true;
        break;
      }
      const childRel = rel === "" ? e.name : `${rel}/${e.name}`;
      if (e.name === ".git" || e.isSymbolicLink()) continue;
      if (e.isDirectory()) {
        if (!isIgnored(stack, childRel, true)) await visit(childRel);
      } else if (e.isFile() && !isIgnored(stack, childRel, false)) files.push(childRel);
    }
    if (own) stack.pop();
  };
  await visit(startRel);
  return { files, truncated };
}
