/**
 * Glob matching for the glob and grep tools, by picomatch: `*` and `?` never cross `/`, `**`
 * spans folders, `[abc]`, `[!abc]` and `{a,b}` work; dotfiles match too (an agent looking
 * for `*.env` wants `.env`-style files).
 */
// @ts-nocheck

import picomatch from "picomatch";

/**
 * A matcher for whole workspace-relative paths (forward slashes).
 * @example globMatcher("src/**\/*.ts")("src/a/b.ts") // => true
 * @example globMatcher("*.ts")("src/a.ts") // => false (use pathOrBasenameMatcher for any depth)
 */
export function globMatcher(glob: string): (relPath: string) => boolean {
  const m = picomatch(normalize(glob), { dot: true });
  return (p) => m(p); // one argument: picomatch's second one asks for a result object
}

/** Like globMatcher, but a glob without `/` is matched against the file name at any depth. */
export function pathOrBasenameMatcher(glob: string): (relPath: string) => boolean {
  const m = picomatch(normalize(glob), { dot: true, basename: !glob.includes("/") });
  return (p) => m(p);
}

/** Drops a leading `./`; writes the shell's `[!abc]` as `[^abc]`, which picomatch reads as a negated class. */
function normalize(glob: string): string {
  return glob.replace(/^\.\//, "").replace(/\[!/g, "[^");
}
