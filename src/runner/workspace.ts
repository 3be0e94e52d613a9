/**
 * A trial's fresh workspace: a copy of the case's starting repository (its files and one git
 * commit of them) in a new temporary folder, so the agent's change can be recorded as a diff.
 * The starting repository is built once per case and process (case-repos.ts) and copied per
 * trial, `.git` included: a trial spawns two git processes, both for its diff.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { caseRepository, GIT_IDENTITY, removeCaseRepositories } from "./case-repos.ts";

export interface TrialWorkspace {
  /** Root of the trial's temporary folder (holds `work/` and `home/`). */
  root: string;
  /** The agent's working directory. */
  dir: string;
  /** A per-trial HOME, so nothing of the user's configuration leaks into the agent. */
  home: string;
}

/**
 * Roots of the workspaces of trials still running (from creation until removeWorkspace or
 * keepWorkspace): an interrupted run exits without reaching the trials' own clean-up, and
 * removes these instead (removeLiveWorkspaces), so no copy of a case is left in $TMPDIR.
 */
const live = new Set<string>();

/**
 * Creates the workspace: a copy of the case's starting repository (built on the first call for
 * `sourceDir`, then reused). `onCreated` sees the root as soon as the folder exists (the trial
 * records it in the run folder, for a resume to remove it if the harness dies).
 * @throws Error when copying or git fails (the caller records an infra_error); the half-made
 *   folder is removed first.
 */
export async function createWorkspace(sourceDir: string, label: string, onCreated?: (root: string) => void): Promise<TrialWorkspace> {
  const repo = await caseRepository(sourceDir);
  const root = mkdtempSync(join(tmpdir(), `freecode-${label.replace(/[^a-z0-9-]/gi, "_")}-`));
  live.add(root);
  onCreated?.(root);
  const dir = join(root, "work");
  const home = join(root, "home");
  try {
    cpSync(repo, dir, { recursive: true });
    mkdirSync(home);
  } catch (err) {
    removeWorkspace({ root, dir, home });
    throw err;
  }
  return { root, dir, home };
}

/**
/**
 * Copies a case's starting repository (its workspace committed to git, built once per process
 * by case-repos.ts) to `dir`, as every trial's workspace is, so a case's `setup` and check see
 * the same tree in `eval validate --prove` as in a trial (a setup may use git, e.g. to leave
 * uncommitted work for `git diff`).
 * @throws Error when copying or git fails
 */
export async function copyCommitted(sourceDir: string, dir: string): Promise<void> {
  cpSync(await caseRepository(sourceDir), dir, { recursive: true });
}

/**
 * The agent's change as a unified diff against the committed case workspace (new files
 * included): `git add -A` stages every change, one `git diff` prints it. The final newline is
 * kept (execa strips it by default), so the saved `diffs/*.patch` applies with `git apply`.
 */
export async function workspaceDiff(ws: TrialWorkspace): Promise<string> {
  await execa("git", [...GIT_IDENTITY, "add", "-A"], { cwd: ws.dir, reject: false });
  const r = await execa("git", ["diff", "--cached", "--binary", "HEAD"], { cwd: ws.dir, reject: false, maxBuffer: 64 * 1024 * 1024, stripFinalNewline: false });
  return r.stdout.toString();
}

/** Removes the trial's temporary folder. */
export function removeWorkspace(ws: TrialWorkspace): void {
  rmSync(ws.root, { recursive: true, force: true, maxRetries: 3 });
  live.delete(ws.root);
}

/** Leaves the finished trial's folder in place (`--keep-workspaces`): an interrupt no longer removes it. */
export function keepWorkspace(ws: TrialWorkspace): void {
  live.delete(ws.root);
}

/**
 * Removes the workspace of every trial still running, for an interrupted run about to exit.
 * Kill the trials' agents first (proc/group.ts killRunningGroups): a live agent could
 * write into a folder while it is being removed. Never throws.
 * @returns the number of workspaces removed
 */
export function removeLiveWorkspaces(): number {
  removeCaseRepositories();
  return removeFoldersOnExit(live);
}

/**
 * Removes every folder of `folders` and empties the set, for a process about to exit. Never throws.
 * @returns the number of folders removed
 */
export function removeFoldersOnExit(folders: Set<string>): number {
  let n = 0;
  for (const dir of [...folders]) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
      n++;
    } catch {
      /* best effort on the way out; the folder's name says what it was */
    }
    folders.delete(dir);
  }
  return n;
}
