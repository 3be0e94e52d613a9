/**
 * The test files, test runners and build scripts of a case that an agent could gut without the
 * check noticing: a case whose check runs the project's own tests passes just as well when a
 * test is emptied (`exit 0` on line 2, `if (true) return;`, a deleted `__init__.py`) as when
 * the bug is fixed. `eval validate` lists every such file that the reference solution leaves
 * alone and that no `{path, unchanged: true}` (or `exists: false`) assertion pins, so a new
 * case cannot ship without the protection cases/README.md "Adding a case" asks for.
 *
 * Which files count is a path heuristic (the conventions of unittest, pytest, node:test, jest,
 * JUnit, C and shell test layouts), kept here rather than in a library because no maintained
 * package classifies test files across these ecosystems.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { LoadedCase } from "./schema.ts";

/** Code files a test folder holds (fixtures and data in the same folders are left out). */
const CODE_EXT = /\.(?:py|js|mjs|cjs|ts|mts|cts|java|c|h|sh|bash|bats|go|rs|rb|pl|t)$/;
/** Folder names whose code files are tests or test support. */
const TEST_DIRS = new Set(["test", "tests", "__tests__", "spec", "specs", "t", "testing"]);
/** Base names of tests outside a test folder. */
const TEST_NAMES = [
  /^test_.+\.py$/,
  /^.+_test\.(?:py|go|c|sh)$/,
  /^.+\.(?:test|spec)\.(?:js|mjs|cjs|ts|mts|cts)$/,
  /^.+Tests?\.java$/,
  /^test_.+\.(?:c|sh)$/,
  /^conftest\.py$/,
];
/** Build scripts and runners at the workspace root that decide what the tests run. */
const ROOT_RUNNERS = new Set(["Makefile", "makefile", "GNUmakefile", "build.sh", "package.json", "run_tests.sh", "run-tests.sh", "test.sh", "pytest.ini", "tox.ini", "noxfile.py"]);
/** Folders never walked: dependencies, VCS and build output are not the project's tests. */
const SKIP_DIRS = new Set([".git", "node_modules", "__pycache__", ".venv", "venv", "vendor", "third_party", "build", "dist", "target", ".cache"]);

/** Whether a workspace-relative path (POSIX separators) names a test file, test runner or build script. */
export function isTestOrRunner(rel: string): boolean {
  const parts = rel.split("/");
  const name = parts[parts.length - 1]!;
  if (parts.length === 1 && ROOT_RUNNERS.has(name)) return true;
  if (TEST_NAMES.some((re) => re.test(name))) return true;
  const inTestDir = parts.slice(0, -1).some((p) => TEST_DIRS.has(p));
  if (!inTestDir) return false;
  if (name === "__init__.py") return true;
  return CODE_EXT.test(name) || name === "Makefile" || name === "run";
}

function walk(root: string, dir: string, out: string[]): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) walk(root, join(dir, e.name), out);
    } else if (e.isFile()) {
      out.push(relative(root, join(dir, e.name)).split(sep).join("/"));
    }
  }
}

/**
 * Workspace-relative paths of the case's test files, test runners and root build scripts that
 * its solution does not change and no file assertion names, sorted. `unchanged: true` is the
 * protection; any other assertion on the path (`contains`, `minLines`, `exists: false`) counts as
 * the author's deliberate choice, e.g. for a test file a good fix may extend. Empty for a case without a `check` (a judged
 * case: its workspace is read, not tested) or without a workspace folder.
 */
export function unprotectedTests(c: Pick<LoadedCase, "check" | "workspaceDir" | "solutionPath" | "files">): string[] {
  if (!c.check || !c.workspaceDir || !existsSync(c.workspaceDir)) return [];
  const files: string[] = [];
  walk(c.workspaceDir, c.workspaceDir, files);
  const pinned = new Set((c.files ?? []).map((a) => a.path.replace(/^\.\//, "")));
  const solution = c.solutionPath;
  return files
    .filter(isTestOrRunner)
    .filter((f) => !pinned.has(f))
    .filter((f) => !(solution && existsSync(join(solution, f))))
    .sort();
}
