/**
 * Whether a mutating tool call changed the workspace, for `tool.call.workspaceChanged` (and so
 * for repeatedCalls: a call after a change is not a repeat). A fingerprint of the files the
 * walk sees (walk.ts: .git, ignored paths and symlinks left out) by path, size, mode and
 * mtime, taken before and after the call. Content is not hashed, so an idempotent rewrite
 * that touches a file counts as a change (the safe side: it is never counted as waste).
 */
// @ts-nocheck

import fs from "node:fs/promises";
import path from "node:path";
import { createHash } from "node:crypto";
import { listFiles } from "./walk.ts";

/**
 * Most files fingerprinted; past it the state is unknown and the call counts as a change.
 * Two walks of this many stats per mutating call stay well under a typical command's own time.
 */
export const FINGERPRINT_MAX_FILES = 20_000;

/** Hex fingerprint of the workspace, or null when the walk stopped early (over FINGERPRINT_MAX_FILES files). */
export async function workspaceFingerprint(root: string): Promise<string | null> {
  const { files, truncated } = await listFiles(root, "", FINGERPRINT_MAX_FILES).catch(() => ({ files: [] as string[], truncated: true }));
  if (truncated) return null;
  const h = createHash("sha256");
  for (const rel of files) {
    try {
      const st = await fs.stat(path.join(root, rel), { bigint: true });
      h.update(`${rel}\0${st.size}\0${st.mode}\0${st.mtimeNs}\n`);
    } catch {
      h.update(`${rel}\0gone\n`);
    }
  }
  return h.digest("hex");
}
