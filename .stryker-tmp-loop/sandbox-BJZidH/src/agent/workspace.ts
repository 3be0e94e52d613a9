/**
 * Confines file tools to the workspace. A path is inside when its real location (every
 * component's symlink resolved, dangling links included) lies under the workspace's real
 * path, so `../x`, absolute paths elsewhere, symlinks that point out and a dangling link
 * whose target is outside are all refused. The tools then operate on that resolved path,
 * never through the link again.
 */
// @ts-nocheck

import fs from "node:fs";
import path from "node:path";

/** Thrown for a path outside the workspace; the executor turns it into a guard event. */
export class OutsideWorkspaceError extends Error {
  readonly code = "FREECODE_OUTSIDE_WORKSPACE";
  constructor(readonly requested: string, readonly workspace: string) {
    super(`path "${requested}" is outside the workspace ${workspace}; use a path inside it (relative paths are resolved against it)`);
  }
}

/** Symlinks followed while resolving one path before it counts as a loop (Linux's MAXSYMLINKS). */
const MAX_LINKS = 40;

/**
 * Physical resolution of absolute `p`, component by component like the kernel's, except that
 * a dangling symlink is followed to where it points (a write through it would create its
 * target) and a missing component is taken as a folder to be created (so `missing/../link`
 * still resolves `link`). `..` after a symlink goes up from the link's target, not from the
 * link.
 * @throws Error on a symlink loop
 */
export function resolvePhysically(p: string): string {
  const pending = p.split(path.sep).filter((c) => c !== "" && c !== ".").reverse();
  let cur = path.parse(p).root;
  let links = 0;
  while (pending.length > 0) {
    const part = pending.pop()!;
    if (part === "..") {
      cur = path.dirname(cur);
      continue;
    }
    const next = path.join(cur, part);
    let st: fs.Stats;
    try {
      st = fs.lstatSync(next);
    } catch {
      // Missing (or not a folder): taken as a folder the write would create; a later `..`
      // comes back to existing components, which are resolved again (links included).
      cur = next;
      continue;
    }
    if (!st.isSymbolicLink()) {
      cur = next;
      continue;
    }
    if (++links > MAX_LINKS) throw new Error(`too many levels of symbolic links resolving ${p}`);
    const target = fs.readlinkSync(next);
    if (path.isAbsolute(target)) cur = path.parse(target).root;
    pending.push(...target.split(path.sep).filter((c) => c !== "" && c !== ".").reverse());
  }
  return cur;
}

/**
 * Resolves a tool's `path` argument against the workspace.
 * @param workspace absolute workspace folder (need not be a real path)
 * @param requested the model's path, relative (to the workspace) or absolute
 * @returns the absolute path to operate on (the real path, symlinks resolved)
 * @throws OutsideWorkspaceError when the real target is not inside the workspace
 */
export function resolveInWorkspace(workspace: string, requested: string): string {
  const root = fs.realpathSync(workspace);
  const real = resolvePhysically(path.isAbsolute(requested) ? requested : `${root}${path.sep}${requested}`);
  const rel = path.relative(root, real);
  if (rel === "" || (rel !== ".." && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel))) return real;
  throw new OutsideWorkspaceError(requested, workspace);
}

/** Workspace-relative display form of an absolute path (forward slashes). */
export function displayPath(workspace: string, abs: string): string {
  const rel = path.relative(fs.realpathSync(workspace), abs);
  return (rel === "" ? "." : rel).split(path.sep).join("/");
}
