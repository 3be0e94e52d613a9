/**
 * Tool vocabularies: the simulator plays a case's trajectory, written in FreeCode's tool
 * names (read, write, edit, patch, bash, grep, glob, output), in terms of the tools the
 * REQUEST declares. A declared tool is recognised by its name (case-insensitive) together with
 * the input properties of its schema, never by which agent sent it:
 * - FreeCode: `read {path, offset?, limit?}`, `write {path, content}`, `edit {path, old_string,
 *   new_string}`, `patch {path, diff}`, `bash {command}`, `grep {pattern}`, `glob {pattern}`,
 *   `output {id}`;
 * - Claude Code (its sdk-tools.d.ts, @anthropic-ai/claude-code 2.1.x): `Read {file_path, offset,
 *   limit}`, `Write {file_path, content}`, `Edit {file_path, old_string, new_string,
 *   replace_all}`, `Bash {command}`, `Grep {pattern, path, glob, output_mode, -n}`, `Glob
 *   {pattern, path}` — with absolute paths; TodoWrite and the others are ignored;
 * - Codex (vocab-codex.ts): `exec_command {cmd}` / `shell {command[]}` / `shell_command
 *   {command}` and `apply_patch {input}` (also used for writes and edits when no other tool has them).
 * A step whose call no declared tool can express falls back where a shell can do it (grep, glob
 * and read through `bash`/`Bash`), else the request is answered 400 naming the missing capability
 * (`MissingCapability`), never with a call to an undeclared tool. Calls coming back in the
 * conversation are translated to the trajectory's vocabulary (`fromWire`), so the policy
 * recognises its own earlier calls whatever tools rendered them.
 */
import { isAbsolute, relative, resolve } from "node:path";
import type { Capability, FileView, Input, Mapping } from "./vocab-types.ts";
import { readWorkspaceFile } from "./workspace.ts";
import { CODEX } from "./vocab-codex.ts";

export type { Capability } from "./vocab-types.ts";

/** What each capability does, for the missing-capability message. */
const WHAT: Record<Capability, string> = {
  read: "read a file", write: "write a whole file", edit: "replace a string in a file", patch: "apply a unified diff",
  bash: "run a shell command", grep: "search file contents", glob: "list files by pattern", output: "page through a stored tool output",
};

export interface DeclaredTool {
  name: string;
  input_schema?: unknown;
  description?: unknown;
}

const same = (i: Input) => ({ ...i });
const abs = (ws: string, p: unknown) => (typeof p === "string" ? (isAbsolute(p) ? p : resolve(ws, p)) : p);
const rel = (ws: string, p: unknown) => {
  if (typeof p !== "string" || !isAbsolute(p)) return p;
  const r = relative(ws, p);
  return r === "" ? "." : r;
};
const pick = (i: Input, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => i[k] !== undefined).map((k) => [k, i[k]]));

const FREECODE: Mapping[] = [
  { cap: "read", name: "read", props: ["path"], toWire: same, fromWire: same },
  { cap: "write", name: "write", props: ["path", "content"], toWire: same, fromWire: same },
  { cap: "edit", name: "edit", props: ["path", "old_string", "new_string"], toWire: same, fromWire: same },
  { cap: "patch", name: "patch", props: ["path"], toWire: same, fromWire: same },
  { cap: "bash", name: "bash", props: ["command"], toWire: same, fromWire: same },
  { cap: "grep", name: "grep", props: ["pattern"], toWire: same, fromWire: same },
  { cap: "glob", name: "glob", props: ["pattern"], toWire: same, fromWire: same },
  { cap: "output", name: "output", props: ["id"], toWire: same, fromWire: same },
];

const CLAUDE_CODE: Mapping[] = [
  {
    cap: "read", name: "Read", props: ["file_path"],
    toWire: (i, ws) => ({ file_path: abs(ws, i.path), ...pick(i, ["offset", "limit"]) }),
    fromWire: (i, ws) => ({ path: rel(ws, i.file_path), ...pick(i, ["offset", "limit"]) }),
  },
  {
    cap: "write", name: "Write", props: ["file_path", "content"],
    toWire: (i, ws) => ({ file_path: abs(ws, i.path), content: i.content }),
    fromWire: (i, ws) => ({ path: rel(ws, i.file_path), content: i.content }),
  },
  {
    cap: "edit", name: "Edit", props: ["file_path", "old_string", "new_string"],
    toWire: (i, ws) => ({ file_path: abs(ws, i.path), ...pick(i, ["old_string", "new_string", "replace_all"]) }),
    fromWire: (i, ws) => ({ path: rel(ws, i.file_path), ...pick(i, ["old_string", "new_string", "replace_all"]) }),
  },
  { cap: "bash", name: "Bash", props: ["command"], toWire: (i) => ({ command: i.command }), fromWire: (i) => ({ command: i.command }) },
  {
    cap: "grep", name: "Grep", props: ["pattern"],
    // Content lines with numbers, as FreeCode's grep prints them (path:line:text).
    toWire: (i, ws) => ({ pattern: i.pattern, ...(i.path !== undefined ? { path: abs(ws, i.path) } : {}), ...pick(i, ["glob"]), output_mode: "content", "-n": true }),
    fromWire: (i, ws) => ({ pattern: i.pattern, ...(i.path !== undefined ? { path: rel(ws, i.path) } : {}), ...pick(i, ["glob"]) }),
  },
  {
    cap: "glob", name: "Glob", props: ["pattern"],
    toWire: (i) => ({ pattern: i.pattern }),
    fromWire: (i) => ({ pattern: i.pattern }),
  },
];

const MAPPINGS: readonly Mapping[] = [...FREECODE, ...CLAUDE_CODE, ...CODEX];

const sq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Shell renderings of a capability for a request that declares a shell but not the tool. */
const VIA_SHELL: Partial<Record<Capability, (i: Input) => string>> = {
  grep: (i) => `grep -rnE ${i.glob ? `--include=${sq(String(i.glob).split("/").pop()!)} ` : ""}-- ${sq(String(i.pattern))} ${sq(String(i.path ?? "."))}`,
  // find's -path lets * cross folders, so ** (any depth, zero included) becomes *.
  glob: (i) => `find . -type f -path ${sq(`./${String(i.pattern).replace(/\*\*\//g, "*").replace(/\*\*/g, "*")}`)} | sed 's|^\\./||' | sort`,
  read: (i) => {
    const first = typeof i.offset === "number" ? i.offset : 1;
    const last = typeof i.limit === "number" ? first + i.limit - 1 : 0;
    return `awk 'NR>=${first}${last ? ` && NR<=${last}` : ""} {printf "%6d\\t%s\\n", NR, $0}' ${sq(String(i.path))}`;
  },
};

export class MissingCapability extends Error {
  constructor(readonly capability: string, declared: readonly string[], where: string) {
    super(
      `The simulated model needs to ${WHAT[capability as Capability] ?? `call a tool "${capability}"`} (capability "${capability}", ${where}), but no declared tool provides it ` +
      `(declared: ${declared.length ? declared.join(", ") : "none"}). The simulator recognises FreeCode's tools (read, write, edit, patch, bash, grep, glob, output) ` +
      `Claude Code's (Read {file_path}, Write {file_path, content}, Edit {file_path, old_string, new_string}, Bash {command}, Grep {pattern}, Glob {pattern}) ` +
      `and Codex's (exec_command {cmd}, shell {command}, shell_command {command}, apply_patch {input}) by name and input schema.`,
    );
  }
}

function schemaProps(t: DeclaredTool): Set<string> {
  const s = t.input_schema as { properties?: unknown } | undefined;
  return new Set(s && typeof s.properties === "object" && s.properties !== null ? Object.keys(s.properties) : []);
}

export interface Vocabulary {
  /** Declared tool names, as sent. */
  declared: string[];
  /** The capabilities the declared tools provide, each with its canonical name and the declared tool's description (for edit-render.ts). */
  canonicalTools: { name: Capability; description?: unknown }[];
  /**
   * A trajectory call in the request's vocabulary.
   * @throws MissingCapability when no declared tool (nor a declared shell) can express it
   */
  toWire(call: { name: string; input: Input }, where: string): { name: string; input: Input };
  /** A call seen in the conversation, in the trajectory's vocabulary (unknown tools unchanged). */
  fromWire(call: { name: string; input: Input }): { name: string; input: Input };
}

/**
 * The vocabulary of a request's declared tools.
 * @param workspaceDir the trial's workspace: relative trajectory paths become absolute for tools that want them
 */
export function vocabularyOf(tools: readonly DeclaredTool[] | undefined, workspaceDir: string): Vocabulary {
  const byCap = new Map<Capability, { m: Mapping; t: DeclaredTool }>();
  const byName = new Map<string, Mapping>();
  for (const t of tools ?? []) {
    const props = schemaProps(t);
    const m = MAPPINGS.find((x) => x.name === t.name && x.props.every((p) => props.has(p)));
    if (!m) continue;
    byName.set(t.name, m);
    if (!byCap.has(m.cap)) byCap.set(m.cap, { m, t });
  }
  const declared = (tools ?? []).map((t) => t.name);
  // One vocabulary renders one response: the changes its calls make so far, by path.
  const changed = new Map<string, string>();
  const files: FileView = {
    read: (path) => changed.get(path) ?? readWorkspaceFile(workspaceDir, path),
    write: (path, content) => void changed.set(path, content),
  };
  return {
    declared,
    // A shell that applies patches itself (Codex's) offers the unified-diff edit format too, so a
    // response's edits of one file become one patch, never parallel patches racing on the file.
    canonicalTools: [
      ...[...byCap.entries()].map(([cap, { t }]) => ({ name: cap, description: t.description })),
      ...(!byCap.has("patch") && [...byName.values()].some((m) => m.also?.patch) ? [{ name: "patch" as const }] : []),
    ],
    toWire(call, where) {
      const cap = call.name as Capability;
      const hit = byCap.get(cap);
      if (hit) return { name: hit.m.name, input: hit.m.toWire(call.input, workspaceDir) };
      // A tool whose own capability is file changes (apply_patch) before a shell that can run one.
      const other = [...byName.values()].sort((a, b) => Number(b.cap === "patch") - Number(a.cap === "patch")).find((m) => m.also?.[cap]);
      if (other) return { name: other.name, input: other.also![cap]!(call.input, workspaceDir, files) };
      const shell = byCap.get("bash");
      const viaShell = VIA_SHELL[cap];
      if (shell && viaShell) return { name: shell.m.name, input: shell.m.toWire({ command: viaShell(call.input) }, workspaceDir) };
      throw new MissingCapability(call.name, declared, where);
    },
    fromWire(call) {
      const m = byName.get(call.name);
      return m ? { name: m.cap, input: m.fromWire(call.input, workspaceDir) } : call;
    },
  };
}
