/**
 * A package the code imports but node_modules lacks: the checkout moved on (a pull, a branch
 * switch) and its dependencies were not installed again. Node's own error is a stack trace
 * from inside the bundle; the user needs the one command that mends it.
 */
// @ts-nocheck

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The checkout's root, where `npm ci` must run (this file is src/cli/missing-package.ts). */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * @param err anything thrown
 * @returns a one-line explanation with the fix when `err` is Node's ERR_MODULE_NOT_FOUND for a
 *   package (not a relative file), else null
 */
export function missingPackageMessage(err: unknown): string | null {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (e?.code !== "ERR_MODULE_NOT_FOUND" || typeof e.message !== "string") return null;
  const name = /Cannot find package '([^']+)'/.exec(e.message)?.[1];
  if (!name) return null;
  return `the package ${name} is not installed: node_modules is older than this checkout's package.json. Run \`npm ci\` in ${ROOT}, then the command again`;
}
