/**
 * Classifies a shell command by the program whose output reaches the model: the last
 * segment of a pipeline or command list (`a | b`, `a && b`, `a; b`). Used by
 * FREECODE_BASH_COMPRESS to pick a compression (compress.ts).
 * - source: file text the model reads verbatim (cat, head, tail, sed -n)
 * - diff: unified diffs (git diff/show, git log -p, diff -u)
 * - search: match listings (grep, rg, ag, ack, git grep)
 * - listing: file listings (find, fd, ls -R, tree)
 * - log: build/test/install logs (npm|pnpm|yarn|bun install|ci|add|test|run|exec, make, tsc,
 *   pytest, unittest, node --test, cargo, go test|build|vet, pip, mvn, gradle, jest, vitest)
 * - other: anything else
 * Filters that only drop or reorder lines (`grep -v`, `sort`, `uniq`) keep the class of what
 * they filter: `make test 2>&1 | grep -v '^Ran '` is still a log.
 */
// @ts-nocheck


export type OutputClass = "source" | "diff" | "search" | "listing" | "log" | "other";

/** Splits on unquoted `|`, `||`, `&&`, `;`, `&` and newlines; returns the last non-empty segment. */
export function lastSegment(command: string): string {
  return segments(command).pop() ?? "";
}

/** The non-empty segments of a command, split as lastSegment describes. */
export function segments(command: string): string[] {
  const segments: string[] = [];
  let cur = "";
  let quote: string | null = null;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (quote) {
      if (c === "\\" && quote === '"') {
        cur += c + (command[i + 1] ?? "");
        i++;
        continue;
      }
      if (c === quote) quote = null;
      cur += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      cur += c;
    } else if (c === "\\") {
      cur += c + (command[i + 1] ?? "");
      i++;
    } else if (c === "|" || c === ";" || c === "\n" || c === "&") {
      // `2>&1` and `&>` are redirections, not separators.
      if (c === "&" && (command[i - 1] === ">" || command[i + 1] === ">")) {
        cur += c;
        continue;
      }
      segments.push(cur);
      cur = "";
      if ((c === "|" || c === "&") && command[i + 1] === c) i++;
    } else cur += c;
  }
  segments.push(cur);
  return segments.map((s) => s.trim()).filter((s) => s !== "");
}

/** Words of a segment with env assignments and wrappers (sudo, time, env, npx, command) removed. */
function programWords(segment: string): string[] {
  const words = segment.split(/\s+/).filter(Boolean).map((w) => w.replace(/^['"]|['"]$/g, ""));
  while (words.length > 0 && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!) || ["sudo", "time", "env", "npx", "command", "exec", "nice"].includes(words[0]!))) {
    words.shift();
  }
  if (words[0]) words[0] = words[0].split("/").pop()!;
  if (/^python[0-9.]*$/.test(words[0] ?? "") && words[1] === "-m") words.splice(0, 2);
  return words;
}

const LOG_PROGRAMS = new Set(["make", "cmake", "ninja", "tsc", "pytest", "py.test", "cargo", "pip", "pip3", "mvn", "gradle", "gradlew", "jest", "vitest", "mocha", "unittest", "tox"]);
const PKG_MANAGERS = new Set(["npm", "pnpm", "yarn", "bun"]);
const PKG_VERBS = new Set(["install", "i", "ci", "add", "test", "t", "run", "exec", "build", "run-script"]);

/** A segment that only drops or reorders its input's lines. */
function isFilter(w: readonly string[]): boolean {
  const [p = ""] = w;
  if (p === "sort" || p === "uniq") return true;
  return ["grep", "egrep", "fgrep"].includes(p) && w.some((x) => /^-[A-Za-z]*v/.test(x));
}

/**
 * @example classifyCommand("cd src && grep -rn foo . | sort") // => "search"
 * @example classifyCommand("npm test 2>&1") // => "log"
 */
export function classifyCommand(command: string): OutputClass {
  const segs = segments(command);
  while (segs.length > 1 && isFilter(programWords(segs[segs.length - 1]!))) segs.pop();
  const w = programWords(segs.pop() ?? "");
  const [p = "", a = ""] = w;
  if (["cat", "head", "tail", "nl", "bat"].includes(p)) return "source";
  if (p === "sed" && w.includes("-n")) return "source";
  if (p === "git" && (a === "diff" || a === "show" || (a === "log" && (w.includes("-p") || w.includes("--patch"))))) return "diff";
  if (p === "diff" && w.some((x) => /^-[A-Za-z]*u/.test(x))) return "diff";
  if (["grep", "egrep", "fgrep", "rg", "ag", "ack"].includes(p)) return "search";
  if (p === "git" && a === "grep") return "search";
  if (["find", "fd", "tree"].includes(p)) return "listing";
  if (p === "ls" && w.some((x) => /^-[A-Za-z]*R/.test(x))) return "listing";
  if (p === "node" && w.includes("--test")) return "log";
  if (LOG_PROGRAMS.has(p)) return "log";
  if (PKG_MANAGERS.has(p) && (PKG_VERBS.has(a) || p === "yarn")) return "log";
  if (p === "go" && ["test", "build", "vet", "run", "mod"].includes(a)) return "log";
  return "other";
}
