/**
 * Loads a suite file and its cases, validating both (DESIGN §3).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import picomatch from "picomatch";
import { nearest } from "./nearest.ts";
import { InputError, inputErrors, locate, parseYamlLocated, validateLocated } from "./errors.ts";
import { caseCacheDir, readCachedCase, statLine, treeStats, writeCachedCase } from "./case-cache.ts";
import { CaseFile, SETUP_TIMEOUT_SHARE, SuiteFile, type LoadedCase, type LoadedSuite } from "./schema.ts";

export { PACKAGE_ROOT, listSuites, resolveSuitePath } from "./resolve.ts";
import { PACKAGE_ROOT, resolveSuitePath } from "./resolve.ts";

/** sha256 over the case file and every workspace file (relative path + bytes), hex. */
function hashCase(caseYaml: string, workspaceDir: string): string {
  const h = createHash("sha256").update(caseYaml);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) h.update(`\0${relative(workspaceDir, p)}\0`).update(readFileSync(p));
    }
  };
  if (existsSync(workspaceDir)) walk(workspaceDir);
  return h.digest("hex");
}

/**
 * Loads and validates one case folder.
 * @throws InputError with file:line:col and field on an invalid case, or when the workspace
 *   folder is missing.
 */
export function loadCase(caseDir: string, defaults: Pick<SuiteFile, "maxTurns" | "timeoutSec" | "maxTokens" | "maxTrialTokens">): LoadedCase {
  const file = join(caseDir, "case.yaml");
  if (!existsSync(file)) throw new InputError(`${file}: case file not found (a case is a folder with case.yaml and workspace/)`);
  const cacheDir = caseCacheDir();
  const cached = cacheDir ? readCachedCase(cacheDir, caseDir, file, (d) => resolve(caseDir, d.workspace)) : null;
  const { data, workspaceDir, hash } = cached
    ? { ...cached, workspaceDir: resolve(caseDir, cached.data.workspace) }
    : readCase(caseDir, file, cacheDir);
  const solution = resolve(caseDir, data.solution);
  return {
    ...data,
    maxTurns: data.maxTurns ?? defaults.maxTurns,
    timeoutSec: data.timeoutSec ?? defaults.timeoutSec,
    setupTimeoutSec: data.setupTimeoutSec ?? Math.max(1, SETUP_TIMEOUT_SHARE * (data.timeoutSec ?? defaults.timeoutSec)),
    maxTokens: data.maxTokens ?? defaults.maxTokens,
    maxTrialTokens: data.maxTrialTokens ?? defaults.maxTrialTokens,
    dir: caseDir,
    workspaceDir,
    solutionPath: existsSync(solution) ? solution : null,
    hash,
  };
}

/**
 * Reads, validates and hashes a case (no cache entry, or a stale one) and stores the result
 * in `cacheDir` (case-cache.ts) when there is one.
 * @throws InputError as loadCase
 */
function readCase(caseDir: string, file: string, cacheDir: string | null): { data: CaseFile; workspaceDir: string; hash: string } {
  // The case file's stats before it is read: an edit made meanwhile fails the next comparison.
  const fileStat = cacheDir ? statLine(file) : "";
  const text = readFileSync(file, "utf8");
  const located = parseYamlLocated(text, file);
  const data = validateLocated(located, CaseFile);
  const workspaceDir = resolve(caseDir, data.workspace);
  if (!existsSync(workspaceDir) || !statSync(workspaceDir).isDirectory()) {
    const { line, col } = locate(located, ["workspace"]);
    throw new InputError(`${file}:${line}:${col}: field \`workspace\`: folder ${workspaceDir} does not exist (a case is a folder with case.yaml and the workspace/ it starts from)`);
  }
  const workspaceStats = cacheDir ? treeStats(workspaceDir) : [];
  const hash = hashCase(text, workspaceDir);
  if (cacheDir) writeCachedCase(cacheDir, caseDir, [fileStat, ...workspaceStats].join("\n"), { data, hash });
  return { data, workspaceDir, hash };
}

/**
 * Loads a suite by name or path, with its cases (ids or globs over the `cases/` folder beside
 * the suite's folder).
 * @throws InputError when the suite or a case is invalid, a pattern matches no case, or a
 *   case's id differs from its folder name; it lists the problems of every case file, not
 *   only the first file's.
 */
export function loadSuite(nameOrPath: string, cwd = process.cwd()): LoadedSuite {
  const file = resolveSuitePath(nameOrPath, cwd);
  const text = readFileSync(file, "utf8");
  const located = parseYamlLocated(text, file);
  const suite = validateLocated(located, SuiteFile);
  const casesRoot = resolve(dirname(file), "..", "cases");
  const available = existsSync(casesRoot)
    ? readdirSync(casesRoot, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  const ids: string[] = [];
  const problems: string[] = [];
  suite.cases.forEach((pattern, i) => {
    const earlier = suite.cases.indexOf(pattern);
    if (earlier < i) {
      // Listed twice: merged silently, the suite would run fewer cases than its author counted.
      const { line, col } = locate(located, ["cases", i]);
      const first = locate(located, ["cases", earlier]);
      problems.push(`${file}:${line}:${col}: field \`cases.${i}\`: "${pattern}" is listed twice (first at line ${first.line}); list each case once`);
      return;
    }
    // One matcher per pattern: compiling it again for every folder cost more than the cases.
    const isMatch = isAbsolute(pattern) ? null : picomatch(pattern);
    const matches = isMatch ? available.filter((id) => isMatch(id)) : [];
    if (matches.length === 0) {
      const { line, col } = locate(located, ["cases", i]);
      // A suite finds its cases in the cases/ folder beside its own folder (suites/x.yaml → cases/);
      // say so when that folder is missing, the usual mistake with a suite kept elsewhere.
      const where = existsSync(casesRoot) ? `cases there: ${available.join(", ") || "none"}` : `no such folder: a suite's cases are looked up in ../cases beside the suite's folder, so keep the suite in a suites/ folder next to cases/`;
      const guess = available.length && !/[*?[{]/.test(pattern) ? nearest(pattern, available) : null;
      problems.push(`${file}:${line}:${col}: field \`cases.${i}\`: "${pattern}" matches no case folder in ${casesRoot}${guess ? `; did you mean "${guess}"?` : ""} (${where})`);
    }
    for (const m of matches) if (!ids.includes(m)) ids.push(m);
  });
  const loadedCases: LoadedCase[] = [];
  for (const id of ids) {
    try {
      const c = loadCase(join(casesRoot, id), suite);
      if (c.id !== id) {
        const { line, col } = locate(parseYamlLocated(readFileSync(join(c.dir, "case.yaml"), "utf8"), join(c.dir, "case.yaml")), ["id"]);
        problems.push(`${join(c.dir, "case.yaml")}:${line}:${col}: field \`id\`: "${c.id}" must equal its folder name "${id}"`);
      }
      loadedCases.push(c);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      problems.push(...err.problems);
    }
  }
  if (problems.length) throw inputErrors(problems);
  const hash = createHash("sha256").update(text);
  for (const c of loadedCases) hash.update(c.hash);
  return { ...suite, file, hash: hash.digest("hex"), loadedCases };
}
