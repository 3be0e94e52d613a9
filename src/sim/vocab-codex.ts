/**
 * Codex's tool vocabulary (as @openai/codex 0.169 declares it on the Responses API, seen in its
 * requests): a shell as `exec_command {cmd, workdir?, …}` (unified exec), or, for other model
 * families, `shell {command: string[]}` / `shell_command {command: string}`; and file changes
 * as `apply_patch`, a custom (freeform) tool whose input is Codex's patch language (codex-rs
 * `apply-patch` grammar: `*** Begin Patch`, `*** Add File: P` with `+` lines, `*** Update File:
 * P` with `@@` hunks of ` `/`-`/`+` lines, `*** End Patch`), or the same as a function with an
 * `input` string. apply_patch provides the `patch` capability (the trajectory's unified diffs
 * become Update hunks), and also writes and edits: a whole-file write becomes an Add File (new
 * file) or an Update against the live file; an edit whose anchor fits the live file becomes the
 * Update of its result, one that does not fit (a trajectory's deliberate miss) a hunk of its old
 * and new lines, which apply_patch refuses as the edit tool would.
 */
import { applyEdit, unifiedDiff } from "./edit-render.ts";
import type { FileView, Input, Mapping } from "./vocab-types.ts";

const lines = (s: string) => (s.endsWith("\n") ? s.slice(0, -1) : s).split("\n");

/** A unified diff's hunks as Codex Update hunks (`@@` headers without ranges; no-newline marks dropped). */
function updateHunks(diff: string): string[] {
  const out: string[] = [];
  for (const l of diff.split("\n")) {
    if (l.startsWith("--- ") || l.startsWith("+++ ") || l.startsWith("\\")) continue;
    if (l.startsWith("@@")) out.push("@@");
    else if (l !== "" || out.length > 0) out.push(l === "" ? " " : l);
  }
  while (out.at(-1) === " ") out.pop();
  return out;
}

const wrap = (body: string[]) => ["*** Begin Patch", ...body, "*** End Patch", ""].join("\n");

/** A Codex patch updating `path` from `before` to `after`. */
function update(path: string, before: string, after: string): string {
  return wrap([`*** Update File: ${path}`, ...updateHunks(unifiedDiff(path, before, after))]);
}

function writePatch(i: Input, _ws: string, files: FileView): Input {
  const path = String(i.path);
  const content = String(i.content ?? "");
  const before = files.read(path);
  files.write(path, content);
  if (before !== null) return { input: update(path, before, content) };
  return { input: wrap([`*** Add File: ${path}`, ...(content === "" ? [] : lines(content).map((l) => `+${l}`))]) };
}

function editPatch(i: Input, _ws: string, files: FileView): Input {
  const path = String(i.path);
  const before = files.read(path);
  const after = before === null ? null : applyEdit(before, i);
  if (before !== null && after !== null) {
    files.write(path, after);
    return { input: update(path, before, after) };
  }
  const old = lines(String(i.old_string ?? "")).map((l) => `-${l}`);
  const neu = lines(String(i.new_string ?? "")).map((l) => `+${l}`);
  return { input: wrap([`*** Update File: ${path}`, "@@", ...old, ...neu]) };
}

/** The file a Codex patch changes first (its Update/Add/Delete header), "" when none. */
export function patchPath(input: string): string {
  return /^\*\*\* (?:Update|Add|Delete) File: (.+)$/m.exec(input)?.[1]?.trim() ?? "";
}

const applyPatch: Omit<Mapping, "name"> = {
  cap: "patch", props: ["input"],
  toWire: (i) => ({ input: wrap([`*** Update File: ${String(i.path)}`, ...updateHunks(String(i.diff ?? ""))]) }),
  fromWire: (i) => ({ path: patchPath(String(i.input ?? "")), diff: String(i.input ?? "") }),
  also: { write: writePatch, edit: editPatch },
};

/** `shell`'s argv as one command line: the script of `bash -lc SCRIPT`, else the words joined. */
function commandLine(argv: unknown): string {
  if (typeof argv === "string") return argv;
  if (!Array.isArray(argv)) return "";
  const a = argv.map(String);
  if (a.length === 3 && /(^|\/)(ba|z)?sh$/.test(a[0]!) && /^-l?c$/.test(a[1]!)) return a[2]!;
  return a.join(" ");
}

/**
 * File changes through Codex's shell, for a model Codex declares no apply_patch tool to (a model
 * id without Codex metadata): Codex runs an `apply_patch` command line itself (its shell handlers
 * intercept `apply_patch <<'EOF' … EOF` and `["apply_patch", PATCH]`), so the patch still applies.
 */
function viaShell(wire: (patch: string) => Input): Mapping["also"] {
  const as = (make: (i: Input, ws: string, files: FileView) => Input) => (i: Input, ws: string, files: FileView) => wire(String(make(i, ws, files).input));
  return { patch: as((i) => applyPatch.toWire(i, "")), write: as(writePatch), edit: as(editPatch) };
}
const heredoc = (patch: string) => `apply_patch <<'PATCH'\n${patch}PATCH`;

export const CODEX: Mapping[] = [
  { ...applyPatch, name: "apply_patch" },
  {
    cap: "bash", name: "exec_command", props: ["cmd"], toWire: (i) => ({ cmd: i.command }), fromWire: (i) => ({ command: i.cmd }),
    also: viaShell((p) => ({ cmd: heredoc(p) })),
  },
  {
    cap: "bash", name: "shell_command", props: ["command"], toWire: (i) => ({ command: i.command }), fromWire: (i) => ({ command: commandLine(i.command) }),
    also: viaShell((p) => ({ command: heredoc(p) })),
  },
  {
    cap: "bash", name: "shell", props: ["command"], toWire: (i) => ({ command: ["bash", "-lc", String(i.command)] }), fromWire: (i) => ({ command: commandLine(i.command) }),
    also: viaShell((p) => ({ command: ["apply_patch", p] })),
  },
];
