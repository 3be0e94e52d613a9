/**
 * Confines file tools to the workspace. A path is inside when its real location (symlinks
 * resolved, through the deepest part that exists) lies under the workspace's real path, so
 * `../x`, absolute paths elsewhere and symlinks that point out are all refused.
 */
import fs from "node:fs";
import path from "node:path";

/** Thrown for a path outside the workspace; the executor turns it into a guard event. */
export class OutsideWorkspaceError extends Error {
  readonly code = "FREECODE_OUTSIDE_WORKSPACE";
  constructor(readonly requested: string, readonly workspace: string) {
    super(`path "${requested}" is outside the workspace ${workspace}; use a path inside it (relative paths are resolved against it)`);
  }
}

/** Real path of the deepest existing ancestor of `p`, with the missing tail re-appended. */
function realpathOfExistingPrefix(p: string): string {
  let head = p;
  const tail: string[] = [];
  for (;;) {
    try {
      return path.join(fs.realpathSync(head), ...tail.reverse());
    } catch {
      const parent = path.dirname(head);
      if (parent === head) return p;
      tail.push(path.basename(head));
      head = parent;
    }
  }
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
  const abs = path.resolve(root, requested);
  const real = realpathOfExistingPrefix(abs);
  const rel = path.relative(root, real);
  if (rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel))) return real;
  throw new OutsideWorkspaceError(requested, workspace);
}

/** Workspace-relative display form of an absolute path (forward slashes). */
export function displayPath(workspace: string, abs: string): string {
  const rel = path.relative(fs.realpathSync(workspace), abs);
  return (rel === "" ? "." : rel).split(path.sep).join("/");
}
