import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { caseRepository, GIT_IDENTITY, removeCaseRepositories } from "../../src/runner/case-repos.ts";
import { createWorkspace, removeLiveWorkspaces, removeWorkspace, workspaceDiff, type TrialWorkspace } from "../../src/runner/workspace.ts";

function caseSource(): string {
  const src = mkdtempSync(join(tmpdir(), "fc-ws-src-"));
  mkdirSync(join(src, "lib"));
  writeFileSync(join(src, "lib", "a.py"), "def a():\n    return 1\n");
  writeFileSync(join(src, "gone.txt"), "to be deleted\n");
  writeFileSync(join(src, "blob.bin"), Buffer.from([0, 1, 2, 3, 255]));
  return src;
}

/** The agent's work, the same in every workspace: an edit, a new file, a deletion, a binary change. */
function change(dir: string): void {
  writeFileSync(join(dir, "lib", "a.py"), "def a():\n    return 2\n");
  writeFileSync(join(dir, "new.md"), "# new\n");
  unlinkSync(join(dir, "gone.txt"));
  writeFileSync(join(dir, "blob.bin"), Buffer.from([9, 8, 7, 0]));
}

/** The workspace as it was built before case repositories: copy, git init, add, commit in the trial's own folder. */
async function oldStyleDiff(src: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "fc-ws-old-"));
  await execa("cp", ["-r", `${src}/.`, dir]);
  await execa("git", ["init", "-q"], { cwd: dir });
  await execa("git", [...GIT_IDENTITY, "add", "-A"], { cwd: dir });
  await execa("git", [...GIT_IDENTITY, "commit", "-q", "--allow-empty", "-m", "case workspace"], { cwd: dir });
  change(dir);
  const d = await workspaceDiff({ root: dir, dir, home: dir });
  rmSync(dir, { recursive: true, force: true });
  return d;
}

const head = async (ws: TrialWorkspace) => (await execa("git", ["rev-parse", "HEAD"], { cwd: ws.dir })).stdout;

describe("trial workspaces copied from the case's starting repository", () => {
  afterAll(() => removeCaseRepositories());

  it("builds the case repository once: every trial starts at the same commit, with the case's files and a clean tree", async () => {
    const src = caseSource();
    const [a, b] = await Promise.all([createWorkspace(src, "t1"), createWorkspace(src, "t2")]);
    expect(await caseRepository(src)).toBe(await caseRepository(src));
    expect(await head(a)).toBe(await head(b));
    expect(readFileSync(join(a.dir, "lib", "a.py"), "utf8")).toBe("def a():\n    return 1\n");
    expect(existsSync(a.home)).toBe(true);
    expect((await execa("git", ["status", "--porcelain"], { cwd: b.dir })).stdout).toBe("");
    // What one trial does stays in its workspace.
    change(a.dir);
    expect(await workspaceDiff(b)).toBe("");
    removeWorkspace(a);
    removeWorkspace(b);
  });

  it("gives the same diff, byte for byte, as a repository built in the trial's own folder", async () => {
    const src = caseSource();
    const ws = await createWorkspace(src, "t3");
    change(ws.dir);
    const diff = await workspaceDiff(ws);
    expect(diff).toContain("GIT binary patch");
    expect(diff).toContain("deleted file mode");
    expect(diff).toBe(await oldStyleDiff(src));
    removeWorkspace(ws);
  });

  it("copies a slim .git: the case's objects in one pack, no template files, and git works on it as on a loose one", async () => {
    const src = caseSource();
    const ws = await createWorkspace(src, "t-slim");
    const count = (await execa("git", ["count-objects", "-v"], { cwd: ws.dir })).stdout;
    expect(count).toMatch(/^count: 0$/m);
    // blobs a.py, gone.txt, blob.bin; trees lib/ and the root; the commit
    expect(count).toMatch(/^in-pack: 6$/m);
    expect(existsSync(join(ws.dir, ".git", "hooks"))).toBe(false);
    expect(existsSync(join(ws.dir, ".git", "description"))).toBe(false);
    expect((await execa("git", ["fsck", "--full"], { cwd: ws.dir, reject: false })).exitCode).toBe(0);
    expect((await execa("git", ["show", "HEAD:lib/a.py"], { cwd: ws.dir })).stdout).toBe("def a():\n    return 1");
    removeWorkspace(ws);
  });

  it("saves a diff that `git apply --check` accepts on a fresh copy of the case workspace (final newline kept)", async () => {
    const src = caseSource();
    const ws = await createWorkspace(src, "t6");
    change(ws.dir);
    const diff = await workspaceDiff(ws);
    const fresh = await createWorkspace(src, "t7");
    try {
      const patch = join(fresh.root, "trial.patch");
      writeFileSync(patch, diff);
      const check = await execa("git", ["apply", "--check", patch], { cwd: fresh.dir, reject: false });
      expect(check.stderr).toBe("");
      expect(check.exitCode).toBe(0);
      await execa("git", ["apply", patch], { cwd: fresh.dir });
      expect(readFileSync(join(fresh.dir, "new.md"), "utf8")).toBe("# new\n");
      expect(existsSync(join(fresh.dir, "gone.txt"))).toBe(false);
      expect(diff.endsWith("\n")).toBe(true);
    } finally {
      removeWorkspace(ws);
      removeWorkspace(fresh);
    }
  });

  it("rebuilds the repository when the case's files change between two trials of one process", async () => {
    const src = caseSource();
    const first = await caseRepository(src);
    writeFileSync(join(src, "lib", "a.py"), "def a():\n    return 3\n");
    utimesSync(join(src, "lib", "a.py"), new Date(2001, 1, 1), new Date(2001, 1, 1));
    const ws = await createWorkspace(src, "t4");
    expect(await caseRepository(src)).not.toBe(first);
    expect(readFileSync(join(ws.dir, "lib", "a.py"), "utf8")).toContain("return 3");
    expect(await workspaceDiff(ws)).toBe("");
    removeWorkspace(ws);
  });

  it("an interrupt removes the case repositories with the live workspaces", async () => {
    const src = caseSource();
    const ws = await createWorkspace(src, "t5");
    const repo = await caseRepository(src);
    expect(removeLiveWorkspaces()).toBe(1);
    expect(existsSync(ws.root)).toBe(false);
    expect(existsSync(repo)).toBe(false);
  });
});
