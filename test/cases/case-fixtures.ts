/**
 * Helpers for the case-verification tests: load a case folder, copy its workspace, run a
 * shell command there, and evaluate file assertions. Test-only: the scoring stage has its
 * own implementation; this one exists so the shipped cases can be proven without it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { parse as parseYaml } from "yaml";
import { CaseFile, type FileAssertion, type TextOrRegex } from "../../src/suite/schema.ts";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const CASES_DIR = join(REPO_ROOT, "cases");
export const SUITES_DIR = join(REPO_ROOT, "suites");

/** Ids of every folder under cases/ that holds a case.yaml, sorted. */
export function listCaseIds(): string[] {
  return readdirSync(CASES_DIR)
    .filter((name) => existsSync(join(CASES_DIR, name, "case.yaml")))
    .sort();
}

/** Parses cases/<id>/case.yaml with the strict CaseFile schema. @throws on invalid YAML or schema errors. */
export function loadCase(id: string): CaseFile {
  const text = readFileSync(join(CASES_DIR, id, "case.yaml"), "utf8");
  const parsed = CaseFile.safeParse(parseYaml(text));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`cases/${id}/case.yaml: ${issues}`);
  }
  return parsed.data;
}

/** Copies the case's workspace into a fresh temporary folder; the caller removes it. */
export function freshWorkspace(id: string, c: CaseFile): string {
  const dir = mkdtempSync(join(tmpdir(), `case-${id}-`));
  cpSync(join(CASES_DIR, id, c.workspace), dir, { recursive: true });
  // A trial's workspace is a git repository with the case committed (runner/workspace.ts), so
  // trajectories may use `git grep` / `git diff`; the replay gets the same.
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=case", "-c", "user.email=case@example.invalid", ...args], { cwd: dir, stdio: "ignore" });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "--allow-empty", "-m", "case workspace");
  return dir;
}

/** Overlays the reference solution folder on a workspace copy. @throws when the case has none. */
export function overlaySolution(id: string, c: CaseFile, dir: string): void {
  const solution = join(CASES_DIR, id, c.solution);
  if (!existsSync(solution) || !statSync(solution).isDirectory()) {
    throw new Error(`cases/${id}: no solution folder at ${c.solution}`);
  }
  cpSync(solution, dir, { recursive: true });
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface ShellResult {
  /** Exit code; null when the command was killed (timeout). */
  code: number | null;
  /** stdout then stderr. */
  output: string;
}

/** Runs `command` with /bin/sh in `cwd`; output is stdout then stderr. Timeout in seconds. */
export async function runShell(command: string, cwd: string, timeoutSec = 30): Promise<ShellResult> {
  const r = await execa("/bin/sh", ["-c", command], {
    cwd,
    reject: false,
    timeout: timeoutSec * 1000,
    maxBuffer: 64 * 1024 * 1024,
    stdin: "ignore",
  });
  return { code: r.exitCode ?? null, output: `${r.stdout}${r.stderr}` };
}

/** Folders left out of a tree's hash: interpreter caches that never change behaviour. */
const UNHASHED = new Set(["__pycache__"]);

/** sha256 over every file path and its bytes under `dir` (sorted; UNHASHED folders skipped). */
export function treeHash(dir: string): string {
  const hash = createHash("sha256");
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      if (UNHASHED.has(name)) continue;
      const relPath = rel ? `${rel}/${name}` : name;
      const st = statSync(join(dir, relPath));
      if (st.isDirectory()) walk(relPath);
      else hash.update(`${relPath}\0${st.mode & 0o111 ? "x" : "-"}\0`).update(readFileSync(join(dir, relPath))).update("\0");
    }
  };
  walk("");
  return hash.digest("hex");
}

const memo = new Map<string, Promise<ShellResult>>();

/**
 * runShell memoised on (command, content of the working tree): the cases' commands are
 * deterministic functions of the files, and the same check runs on identical trees several
 * times (untouched workspace vs. a trajectory's first test run; the reference solution vs.
 * the trajectory's end state). A hit skips the command's side effects in `cwd`, which can
 * only make a later step see fewer files, never more.
 */
export function runShellMemo(command: string, cwd: string, timeoutSec = 30): Promise<ShellResult> {
  const key = `${command}\0${treeHash(cwd)}`;
  let result = memo.get(key);
  if (!result) {
    result = runShell(command, cwd, timeoutSec);
    memo.set(key, result);
  }
  return result;
}

/** Whether `haystack` contains the literal text, or matches `{regex}` (flag m). */
export function matchesText(haystack: string, needle: TextOrRegex): boolean {
  return typeof needle === "string" ? haystack.includes(needle) : new RegExp(needle.regex, "m").test(haystack);
}

/** Lines of a text as an editor counts them: a final newline does not start a new line. */
export function countLines(text: string): number {
  if (text === "") return 0;
  return text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
}

function parseFailure(path: string, kind: NonNullable<FileAssertion["parses"]>, text: string): string | null {
  if (kind === "json") {
    try {
      JSON.parse(text);
      return null;
    } catch (err) {
      return (err as Error).message;
    }
  }
  if (kind === "yaml") {
    try {
      parseYaml(text);
      return null;
    } catch (err) {
      return (err as Error).message;
    }
  }
  const command = kind === "python" ? `python3 -c 'import ast,sys; ast.parse(open(sys.argv[1]).read())' "$0"` : `node --check "$0"`;
  const r = spawnSync("/bin/sh", ["-c", command, path], { encoding: "utf8" });
  return r.status === 0 ? null : (r.stderr || "does not parse").trim();
}

/**
 * Every file assertion that does not hold in `dir`, as readable messages (empty = all hold);
 * `unchanged` compares with the file in `startDir` (the case's workspace/).
 */
export function fileAssertionFailures(dir: string, assertions: readonly FileAssertion[], startDir?: string): string[] {
  const failures: string[] = [];
  for (const a of assertions) {
    const path = join(dir, a.path);
    const exists = existsSync(path);
    if (a.exists === false) {
      if (exists) failures.push(`${a.path}: exists but must not`);
      continue;
    }
    if (!exists) {
      failures.push(`${a.path}: missing`);
      continue;
    }
    const text = readFileSync(path, "utf8");
    for (const s of a.contains ?? []) if (!text.includes(s)) failures.push(`${a.path}: lacks ${JSON.stringify(s)}`);
    for (const s of a.notContains ?? []) if (text.includes(s)) failures.push(`${a.path}: contains ${JSON.stringify(s)}`);
    const lines = countLines(text);
    if (a.minLines !== undefined && lines < a.minLines) failures.push(`${a.path}: ${lines} lines < minLines ${a.minLines}`);
    if (a.maxLines !== undefined && lines > a.maxLines) failures.push(`${a.path}: ${lines} lines > maxLines ${a.maxLines}`);
    if (a.parses) {
      const problem = parseFailure(path, a.parses, text);
      if (problem) failures.push(`${a.path}: does not parse as ${a.parses}: ${problem}`);
    }
    if (a.unchanged === true) {
      const start = startDir === undefined ? null : join(startDir, a.path);
      if (start === null || !existsSync(start)) failures.push(`${a.path}: unchanged, but no starting copy to compare with`);
      else if (!readFileSync(path).equals(readFileSync(start))) failures.push(`${a.path}: changed (must stay as in workspace/)`);
    }
  }
  return failures;
}
