/**
 * .gitignore rules (https://git-scm.com/docs/gitignore, "PATTERN FORMAT"), matched by the
 * `ignore` package, one rule set per .gitignore file, relative to that file's folder.
 */
// @ts-nocheck

import ignore, { type Ignore } from "ignore";

export class IgnoreRules {
  readonly #ig: Ignore;

  /** @param base folder of the .gitignore, relative to the workspace ("" for the root) */
  constructor(readonly base: string, text: string) {
    this.#ig = ignore().add(text);
  }

  /**
   * Whether these rules ignore `relPath` (relative to the workspace): true/false when some
   * rule matched, undefined when none did.
   */
  match(relPath: string, isDir: boolean): boolean | undefined {
    if (this.base !== "" && !relPath.startsWith(`${this.base}/`)) return undefined;
    const p = this.base === "" ? relPath : relPath.slice(this.base.length + 1);
    const r = this.#ig.test(isDir ? `${p}/` : p);
    if (r.ignored) return true;
    if (r.unignored) return false;
    return undefined;
  }
}

/** Whether the stack of rule sets (root first) ignores the path; deeper files win. */
export function isIgnored(stack: readonly IgnoreRules[], relPath: string, isDir: boolean): boolean {
  let ignored = false;
  for (const rules of stack) {
    const m = rules.match(relPath, isDir);
    if (m !== undefined) ignored = m;
  }
  return ignored;
}
