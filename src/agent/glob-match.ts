/**
 * Glob patterns to regular expressions, for the glob and grep tools and .gitignore rules.
 * Supported: `*` and `?` (never crossing `/`), `**` (any number of folders), `[abc]`,
 * `[!abc]`, `{a,b}` (nestable). Written here because the only glob matchers installed
 * (picomatch, tinyglobby) arrive transitively through dev dependencies, and Node 20's
 * `path.matchesGlob` is experimental and warns on every process.
 */

function escapeChar(c: string): string {
  return /[.+^${}()|[\]\\]/.test(c) ? `\\${c}` : c;
}

/** Splits a brace body on top-level commas. */
function splitAlternatives(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = "";
  for (const c of body) {
    if (c === "," && depth === 0) {
      parts.push(cur);
      cur = "";
      continue;
    }
    if (c === "{") depth++;
    if (c === "}") depth--;
    cur += c;
  }
  parts.push(cur);
  return parts;
}

/** The regex source (no anchors) for a glob. */
export function globSource(glob: string): string {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*") {
      if (glob[i + 1] === "*") {
        const atStart = i === 0 || glob[i - 1] === "/";
        i++;
        if (atStart && glob[i + 1] === "/") {
          out += "(?:.*/)?";
          i++;
        } else out += ".*";
      } else out += "[^/]*";
    } else if (c === "?") out += "[^/]";
    else if (c === "[") {
      const close = glob.indexOf("]", i + 2);
      if (close === -1) out += "\\[";
      else {
        let body = glob.slice(i + 1, close);
        if (body.startsWith("!")) body = `^${body.slice(1)}`;
        out += `[${body.replace(/\\/g, "\\\\")}]`;
        i = close;
      }
    } else if (c === "{") {
      let depth = 0;
      let j = i;
      for (; j < glob.length; j++) {
        if (glob[j] === "{") depth++;
        else if (glob[j] === "}" && --depth === 0) break;
      }
      if (j >= glob.length) out += "\\{";
      else {
        out += `(?:${splitAlternatives(glob.slice(i + 1, j)).map(globSource).join("|")})`;
        i = j;
      }
    } else if (c === "\\" && i + 1 < glob.length) {
      out += escapeChar(glob[++i]!);
    } else out += escapeChar(c);
  }
  return out;
}

/**
 * A matcher for whole workspace-relative paths (forward slashes).
 * @example globMatcher("src/**\/*.ts")("src/a/b.ts") // => true
 * @example globMatcher("*.ts")("src/a.ts") // => false (use matchBasename for any depth)
 */
export function globMatcher(glob: string): (relPath: string) => boolean {
  const re = new RegExp(`^${globSource(glob.replace(/^\.\//, ""))}$`);
  return (p) => re.test(p);
}

/** Like globMatcher, but a glob without `/` is matched against the file name at any depth. */
export function pathOrBasenameMatcher(glob: string): (relPath: string) => boolean {
  if (glob.includes("/")) return globMatcher(glob);
  const m = globMatcher(glob);
  return (p) => m(p.slice(p.lastIndexOf("/") + 1));
}
