/**
 * Renders a trajectory's change in the edit format the request's tools allow. A case's `sim`
 * describes each change once, as `edit` calls (old text → new text); the simulated model
 * emits it as:
 * - search/replace: the `edit` calls as written, when `edit` is offered and the request does
 *   not invite a whole-file rewrite of this file;
 * - whole-file: one `write` per file holding the complete new content, when no smaller edit tool
 *   is offered, or when the write tool's description invites rewriting files under N lines and
 *   this file has fewer (what FREECODE_EDIT_FORMAT=auto tells the model); `max_tokens` then cuts
 *   it mechanically (render.ts): whether it fits follows from its token count alone;
 * - unified diff: one `patch` per file with 3 context lines (jsdiff `structuredPatch`), when
 *   `patch` is offered and `edit` is not.
 * The simulator never looks at flags: it reads only the tool names and descriptions a real
 * model would read.
 *
 * Elision (the seed's second failure): a whole-file rewrite of an existing file of L lines
 * replaces the larger unchanged side of the change by a placeholder comment with probability
 * elisionChance(L) (see ELISION for the curve and its source). The draw is a function of
 * (trial seed, step, attempt, path), the same in both arms.
 *
 * After a refused or cut rewrite the model tries again as a model would (editRetry): with the
 * smaller edit tool when one is offered, else by rewriting again, at most MAX_EDIT_RETRIES times;
 * a rewrite that cannot fit therefore fails on every attempt, and each attempt is billed.
 */
import { structuredPatch } from "diff";
import type { SimToolCall } from "../suite/schema.ts";
import type { Conversation, EmittedResponse } from "./conversation.ts";
import { uniform } from "./noise.ts";
import { readWorkspaceFile } from "./workspace.ts";

/** Retries of a step whose rendered rewrite or patch failed (so 1 + this many attempts). */
export const MAX_EDIT_RETRIES = 2;

/**
 * The elision curve: chance(L) = max · L^k / (L^k + half^k), a Hill curve rising with the
 * file's length L (lines) and saturating below 1 (a model does sometimes copy a long file out).
 * Source of the level: Aider's laziness benchmark ("Unified diffs make GPT-4 Turbo 3X less lazy",
 * aider.chat, Dec 2023): on 89 refactoring tasks in large Python files, GPT-4 Turbo left "lazy
 * comments" in 12 (13.5%) with SEARCH/REPLACE blocks and 4 (4.5%) with unified diffs. Whole-file
 * rewrites make the model reproduce far more, so the curve passes 12% at 500 lines (about the
 * size of that benchmark's files) and keeps rising: 0.6% at 100 lines, 5% at 300, 23% at 800,
 * 40% at 1,400, 54% at 3,000. The shape (monotone in length) is the seed's observation ("asked to
 * reproduce 1,400 lines … a model will frequently" elide); the exact values are an assumption.
 * Search/replace and unified-diff output only the changed lines here, so they never elide.
 */
export const ELISION = { max: 0.6, halfLines: 1000, k: 2 } as const;

/**
 * Chance that a whole-file rewrite of an L-line file elides unchanged code.
 * @example elisionChance(1000) // => 0.3
 */
export function elisionChance(lines: number): number {
  const x = Math.max(0, lines) ** ELISION.k;
  return (ELISION.max * x) / (x + ELISION.halfLines ** ELISION.k);
}

/** What the request offers for changing files. */
export interface EditTools {
  write: boolean;
  edit: boolean;
  patch: boolean;
  /** Files with fewer lines are to be rewritten whole, per the write tool's description; null when it says nothing of the kind. */
  rewriteBelowLines: number | null;
}

/** "…replace an existing file of fewer than 300 lines completely…" in write's description. */
const REWRITE_BELOW_RE = /existing file of fewer than ([\d,]+) lines/i;

/** Reads the request's tools as a model reads them: names, and write's description. */
export function editTools(tools: ReadonlyArray<{ name: string; description?: unknown }> | undefined): EditTools {
  const byName = new Map((tools ?? []).map((t) => [t.name, t]));
  const desc = String(byName.get("write")?.description ?? "");
  const m = REWRITE_BELOW_RE.exec(desc);
  return {
    write: byName.has("write"),
    edit: byName.has("edit"),
    patch: byName.has("patch"),
    rewriteBelowLines: m ? Number(m[1]!.replace(/,/g, "")) : null,
  };
}

/** Applies one edit call's semantics to text; null when old_string does not fit (not found, or ambiguous). */
export function applyEdit(text: string, input: Record<string, unknown>): string | null {
  const oldS = typeof input.old_string === "string" ? input.old_string : "";
  const newS = typeof input.new_string === "string" ? input.new_string : "";
  if (oldS === "") return null;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const o = eol === "\n" ? oldS : oldS.replace(/\r?\n/g, eol);
  const n = eol === "\n" ? newS : newS.replace(/\r?\n/g, eol);
  const parts = text.split(o);
  if (parts.length === 1) return null;
  if (parts.length > 2 && input.replace_all !== true) return null;
  return parts.join(n);
}

function commentFor(path: string): string {
  return /\.(py|sh|rb|ya?ml|toml|r|pl|cfg|ini)$/i.test(path) ? "#" : "//";
}

/**
 * The content with the larger unchanged side of the change replaced by a placeholder line, as a
 * lazy model writes it (3 lines next to the change kept).
 */
export function elide(path: string, before: string, after: string): string {
  const a = after.split("\n");
  const b = before.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const keep = 3;
  const c = commentFor(path);
  const indent = (line: string | undefined) => /^\s*/.exec(line ?? "")![0];
  if (tail >= head) {
    const cut = a.length - tail + keep;
    return [...a.slice(0, cut), `${indent(a[cut])}${c} ... rest of the file unchanged ...`, ""].join("\n");
  }
  const from = Math.max(0, head - keep);
  return [`${c} ... existing code unchanged ...`, ...a.slice(from)].join("\n");
}

/** A unified diff of one file with 3 context lines (jsdiff structuredPatch), `--- a/` / `+++ b/` headers. */
export function unifiedDiff(path: string, before: string, after: string): string {
  const p = structuredPatch(path, path, before, after, "", "", { context: 3 });
  const hunks = p.hunks.map((h) => [`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, ...h.lines].join("\n"));
  return [`--- a/${path}`, `+++ b/${path}`, ...hunks].join("\n") + "\n";
}

export interface RenderContext {
  tools: EditTools;
  workspaceDir: string;
  seed: number;
  /** The step's position code (ids.ts pathCode), for the elision draw. */
  where: string;
  /** 0 for the first attempt, n for the n-th retry. */
  attempt: number;
}

type Shape = "edit" | "write" | "patch";

/** Lines as the agent counts them: a final newline does not start another line. */
function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

function shapeFor(t: EditTools, lines: number, attempt: number): Shape {
  const smaller: Shape | null = t.edit ? "edit" : t.patch ? "patch" : null;
  if (!t.write) return smaller ?? "edit";
  if (smaller === null) return "write";
  // A retry after a refused or cut rewrite takes the smaller edit the format allows.
  if (attempt > 0) return smaller;
  if (t.rewriteBelowLines !== null && lines < t.rewriteBelowLines) return "write";
  return smaller;
}

/**
 * A step's calls in the offered format: `edit` calls are regrouped per file into one write or
 * patch where the format calls for it (at the place of the file's first edit); other calls,
 * and edits whose anchor does not fit the live file (a trajectory's deliberate miss), are
 * left as they are.
 */
export function renderEdits(calls: readonly SimToolCall[], ctx: RenderContext): SimToolCall[] {
  const files = new Map<string, { before: string; after: string | null }>();
  for (const c of calls) {
    if (c.name !== "edit" || typeof c.input.path !== "string") continue;
    const path = c.input.path;
    let f = files.get(path);
    if (!f) {
      const text = readWorkspaceFile(ctx.workspaceDir, path);
      if (text === null) continue;
      files.set(path, (f = { before: text, after: text }));
    }
    f.after = f.after === null ? null : applyEdit(f.after, c.input);
  }
  const out: SimToolCall[] = [];
  const done = new Set<string>();
  for (const c of calls) {
    const path = typeof c.input.path === "string" ? c.input.path : "";
    const f = c.name === "edit" ? files.get(path) : undefined;
    if (!f || f.after === null) {
      out.push(c);
      continue;
    }
    const lines = lineCount(f.before);
    const shape = shapeFor(ctx.tools, lines, ctx.attempt);
    if (shape === "edit") {
      out.push(c);
      continue;
    }
    if (done.has(path)) continue;
    done.add(path);
    if (shape === "patch") {
      out.push({ name: "patch", input: { path, diff: unifiedDiff(path, f.before, f.after) } });
      continue;
    }
    const lazy = uniform(ctx.seed, ctx.where, ctx.attempt, path, "elision") < elisionChance(lines);
    out.push({ name: "write", input: { path, content: lazy ? elide(path, f.before, f.after) : f.after } });
  }
  return out;
}

/** True when the response rendered a change (write or patch of a file the step edits) and one of its calls failed. */
function renderedAndFailed(conv: Conversation, r: EmittedResponse, stepCalls: readonly SimToolCall[]): boolean {
  const edited = new Set(stepCalls.filter((c) => c.name === "edit").map((c) => String(c.input.path)));
  return r.calls.some((c) =>
    (c.name === "write" || c.name === "patch") && edited.has(String(c.input.path)) && conv.resultById.get(c.id)?.isError === true);
}

/**
 * Whether the step just played should be tried again: its rendered rewrite or patch failed
 * (refused by a guard, or cut at max_tokens and so not executed) and retries remain.
 * @param attemptsSoFar retries of this step already played (0 after the first attempt)
 * @returns the retry number to play next (1-based), or null to move on
 */
export function editRetry(conv: Conversation, last: EmittedResponse, stepCalls: readonly SimToolCall[], attemptsSoFar: number): number | null {
  if (attemptsSoFar >= MAX_EDIT_RETRIES) return null;
  return renderedAndFailed(conv, last, stepCalls) ? attemptsSoFar + 1 : null;
}
