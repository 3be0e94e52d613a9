/**
 * Each case's starting repository, built once per process: the case's files copied into a
 * temporary folder and committed to a fresh git repository (`git init`, `add`, `commit`, then
 * `repack` into one pack). Every trial of the case copies this folder, `.git` included
 * (workspace.ts), instead of running the git commands itself, so all trials of a case start
 * from the same commit.
 *
 * The repositories live under one `freecode-cases-<pid>-*` folder of $TMPDIR, removed when the
 * process exits (an exit handler, and removeLiveWorkspaces on an interrupt). A harness killed
 * with -9 cannot remove it: the next process that builds a repository removes the folders of
 * processes no longer alive.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { treeStats } from "../../bin/stat-fingerprint.mjs";

/** git options for the harness's own commits: a fixed identity, no signing prompt. */
export const GIT_IDENTITY = ["-c", "user.name=freecode", "-c", "user.email=freecode@localhost", "-c", "commit.gpgsign=false"];

const PREFIX = "freecode-cases-";
/** Case source folder and its files' signature → its starting repository (a promise, so concurrent first trials build it once). */
const repos = new Map<string, Promise<string>>();
let root: string | null = null;
let built = 0;

/**
 * The fingerprints (path, size, mtimeMs, ctimeMs: bin/stat-fingerprint.mjs) of everything under
 * `dir`, folders included: a repository built from older files is not reused (a test or an
 * author editing a case between two runs of one process), even after an edit that keeps a
 * file's size and sets its mtime back, which only the ctime shows.
 */
function signature(dir: string): string {
  return [dir, ...treeStats(dir, { withDirectories: true })].join("\n");
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the case-repository folders of harness processes that are gone (killed with -9). Never throws. */
function removeOrphans(): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^freecode-cases-(\d+)-/.exec(name)?.[1]);
    if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    rmSync(join(tmpdir(), name), { recursive: true, force: true, maxRetries: 3 });
  }
}

function ensureRoot(): string {
  if (root) return root;
  removeOrphans();
  root = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
  process.once("exit", removeCaseRepositories);
  return root;
}

async function build(sourceDir: string): Promise<string> {
  const dir = join(ensureRoot(), String(built++));
  try {
    cpSync(sourceDir, dir, { recursive: true });
    // Every trial copies this folder, and on a loaded machine the copy and the removal cost
    // about a millisecond of system time per file: no template (sample hooks, description,
    // info/exclude: 16 files git never reads here), and the objects in one pack instead of a
    // loose file (and folder) per blob and tree, so `.git` is a dozen files whatever the case's size.
    await execa("git", ["init", "-q", "--template="], { cwd: dir });
    await execa("git", [...GIT_IDENTITY, "add", "-A"], { cwd: dir });
    await execa("git", [...GIT_IDENTITY, "commit", "-q", "--allow-empty", "-m", "case workspace"], { cwd: dir });
    await execa("git", ["repack", "-a", "-d", "-q"], { cwd: dir });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return dir;
}

/**
 * The starting repository of the case whose files are in `sourceDir` (absolute): a folder
 * holding those files and a `.git` with one commit of them. Built on the first call, then the
 * same folder; treat it as read-only.
 * @throws Error when `sourceDir` cannot be read, or copying or git fails (a later call tries again)
 */
export function caseRepository(sourceDir: string): Promise<string> {
  const key = signature(sourceDir);
  let p = repos.get(key);
  if (!p) {
    p = build(sourceDir);
    repos.set(key, p);
    p.catch(() => repos.delete(key));
  }
  return p;
}

/** Removes every starting repository of this process (the next caseRepository builds again). Never throws. */
export function removeCaseRepositories(): void {
  if (!root) return;
  try {
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    /* best effort on the way out */
  }
  root = null;
  repos.clear();
}
