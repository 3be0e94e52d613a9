/**
 * Where suites are: a suite name or path to its file, and the suites a folder offers. Kept apart
 * from load.ts so commands that only locate a suite (eval plan --suite) do not load the case
 * schema and, through it, the agent's tool definitions at start-up.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { nearest } from "./nearest.ts";
import { InputError } from "./input-error.ts";

/** The package's own root (where the shipped suites/ and cases/ live). */
export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Finds a suite file: an existing path as given, else `suites/<name>.yaml` under `cwd`, else
 * under the package root (the shipped suites).
 * @throws InputError naming the places looked and the suites that exist.
 */
export function resolveSuitePath(nameOrPath: string, cwd = process.cwd()): string {
  const candidates = [
    resolve(cwd, nameOrPath),
    join(cwd, "suites", `${nameOrPath}.yaml`),
    join(PACKAGE_ROOT, "suites", `${nameOrPath}.yaml`),
  ];
  for (const c of candidates) if (existsSync(c) && statSync(c).isFile()) return c;
  const known = listSuites(cwd).map((s) => s.name);
  throw new InputError(
    `suite "${nameOrPath}" not found (looked at ${[...new Set(candidates)].join(", ")});${nearest(nameOrPath, known) ? ` did you mean "${nearest(nameOrPath, known)}"?` : ""} known suites: ${known.join(", ") || "none"}`,
  );
}

/** Suites under `cwd/suites` and the package's suites/, by name (first found wins). */
export function listSuites(cwd = process.cwd()): Array<{ name: string; file: string }> {
  const seen = new Map<string, string>();
  for (const dir of [join(cwd, "suites"), join(PACKAGE_ROOT, "suites")]) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      if (f.endsWith(".yaml") && !seen.has(f.slice(0, -5))) seen.set(f.slice(0, -5), join(dir, f));
    }
  }
  return [...seen].map(([name, file]) => ({ name, file }));
}
