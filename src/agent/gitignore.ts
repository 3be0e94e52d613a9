/**
 * .gitignore rules (https://git-scm.com/docs/gitignore, "PATTERN FORMAT"): blank lines and
 * `#` comments skipped; `!` negates; a trailing `/` matches folders only; a pattern with a
 * `/` at its start or middle is anchored to the .gitignore's folder, otherwise it matches at
 * any depth; the last matching rule wins. Our own small implementation (see glob-match.ts
 * for why no package is used).
 */
import { globSource } from "./glob-match.ts";

interface Rule {
  re: RegExp;
  negate: boolean;
  dirOnly: boolean;
}

export class IgnoreRules {
  readonly #rules: Rule[] = [];

  /** @param base folder of the .gitignore, relative to the workspace ("" for the root) */
  constructor(readonly base: string, text: string) {
    for (let line of text.split(/\r?\n/)) {
      line = line.replace(/(?<!\\)\s+$/, "");
      if (line === "" || line.startsWith("#")) continue;
      const negate = line.startsWith("!");
      if (negate) line = line.slice(1);
      line = line.replace(/^\\([#!])/, "$1");
      const dirOnly = line.endsWith("/");
      if (dirOnly) line = line.slice(0, -1);
      const anchored = line.includes("/");
      if (line.startsWith("/")) line = line.slice(1);
      if (line === "") continue;
      const src = globSource(line);
      this.#rules.push({ re: new RegExp(anchored ? `^${src}$` : `^(?:.*/)?${src}$`), negate, dirOnly });
    }
  }

  /**
   * Whether these rules ignore `relPath` (relative to the workspace): true/false when some
   * rule matched, undefined when none did.
   */
  match(relPath: string, isDir: boolean): boolean | undefined {
    if (this.base !== "" && !relPath.startsWith(`${this.base}/`)) return undefined;
    const p = this.base === "" ? relPath : relPath.slice(this.base.length + 1);
    let result: boolean | undefined;
    for (const r of this.#rules) {
      if (r.dirOnly && !isDir) continue;
      if (r.re.test(p)) result = !r.negate;
    }
    return result;
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
