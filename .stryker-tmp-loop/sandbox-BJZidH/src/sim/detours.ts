/**
 * Detours the simulated model takes beyond the recoveries a step needs (behaviour.ts has their
 * chances): checking a collapsed region it did not need, copying line numbers into an edit
 * anchor, and giving up on a need that stays hidden. Each is decided from what the model was
 * shown, never from the flags or the case.
 */
// @ts-nocheck

import type { SimNeed, SimToolCall } from "../suite/schema.ts";
import { CHECK_WINDOW_LINES, happens, MAX_CHECK_PAGES, PAGE_WINDOW_LINES, WIDEN_LINES } from "./behaviour.ts";
import type { Conversation } from "./conversation.ts";
import { cutRegions, type CutReason, type CutRegion } from "./hidden.ts";
import { callFits, REREAD_BEFORE, REREAD_LINES } from "./recovery.ts";
import { findLine, readWorkspaceFile } from "./workspace.ts";
import { numberedLine } from "../agent-protocol/formats.ts";

const CHECK_KIND: Record<CutReason, "checkHeadTail" | "checkOmitted" | "checkPassing" | "checkFolded"> = {
  headTail: "checkHeadTail",
  omitted: "checkOmitted",
  passing: "checkPassing",
  folded: "checkFolded",
};

export interface DetourInput {
  conv: Conversation;
  /** Noise seed and scale of the trial. */
  seed: number;
  noise: number;
  workspaceDir: string;
}

/** The line spans [from, to) of a stored output the model already paged back by window (a check or a recovery). */
function pagedSpans(conv: Conversation, id: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const e of conv.emitted) {
    for (const c of e.calls) {
      const { offset, limit } = c.input;
      if (c.name === "output" && c.input.id === id && typeof offset === "number") spans.push([offset, offset + (typeof limit === "number" ? limit : PAGE_WINDOW_LINES)]);
    }
  }
  return spans;
}

/**
 * How far the model has already seen into a region: the windows paged back that overlap it,
 * and the first line of it no window covered (region end when it is all seen).
 */
function seenOf(r: CutRegion, spans: ReadonlyArray<[number, number]>): { pages: number; next: number } {
  const end = r.startLine + r.lines;
  const overlapping = spans.filter(([a, b]) => a < end && b > r.startLine);
  let next = r.startLine;
  for (let moved = true; moved && next < end; ) {
    moved = false;
    for (const [a, b] of overlapping) if (a <= next && b > next) { next = b; moved = true; }
  }
  return { pages: overlapping.length, next };
}

/**
 * The next window the model pages back to check a collapsed region of an earlier result, or
 * null. Each region is considered once for its first window (with the chance for what its
 * marker says was removed) and then window by window (checkContinue), at most
 * MAX_CHECK_PAGES; a window already paged (by a check or a recovery) that overlaps the region
 * counts, and lines a window already showed are not asked for again — a model that paged
 * lines 10–410 of a log does not ask for 26–426 to check the next marker. Results of `output`
 * itself are never checked.
 */
export function checkCall(d: DetourInput): SimToolCall | null {
  for (const r of d.conv.results) {
    const call = d.conv.calls.get(r.toolUseId);
    // A failed command's log is checked too: it is where a model most wants what was cut.
    if (!call || call.name === "output") continue;
    for (const region of cutRegions(r.text)) {
      const { pages, next } = seenOf(region, pagedSpans(d.conv, region.id));
      if (pages >= MAX_CHECK_PAGES || next >= region.startLine + region.lines) continue;
      const kind = pages === 0 ? CHECK_KIND[region.reason] : "checkContinue";
      if (happens(kind, d.noise, d.seed, `check:${region.id}:${region.startLine}:${pages}`)) {
        return { name: "output", input: { id: region.id, offset: next, limit: CHECK_WINDOW_LINES } };
      }
    }
  }
  return null;
}

/** True when some result the need would be in was shown without it (a cut, marked or bare). */
export function isHidden(need: SimNeed, conv: Conversation): boolean {
  if (!need.command && !need.file) return false;
  return conv.results.some((r) => callFits(need, conv.calls.get(r.toolUseId)));
}

/** Whether the model gives up on a hidden need at this step and answers without it. */
export function proceedsBlind(d: DetourInput, where: string, hidden: readonly SimNeed[]): boolean {
  return hidden.some((_, i) => happens("proceedBlind", d.noise, d.seed, `${where}:blind:${i}`));
}

/**
 * The step's calls with line numbers copied into edit anchors, or null when no anchor was last
 * seen numbered or the model copied none. An anchor counts as seen numbered when a shown result
 * holds its first line as `N: text` at the line where the live file has it.
 */
export function withCopiedNumbers(d: DetourInput, calls: readonly SimToolCall[], where: string, shown: readonly string[]): SimToolCall[] | null {
  let slipped = false;
  const out = calls.map((c, i) => {
    const path = c.input.path;
    const anchor = c.input.old_string;
    if (c.name !== "edit" || typeof path !== "string" || typeof anchor !== "string" || anchor === "") return c;
    const lines = anchor.split("\n");
    const first = lines[0]!;
    if (first.trim() === "") return c;
    const at = findLine(d.workspaceDir, path, first);
    if (at === null) return c;
    const seen = numberedLine(at, first);
    if (!shown.some((s) => s.split("\n").some((l) => l === seen))) return c;
    if (!happens("copyLineNumbers", d.noise, d.seed, `${where}:numbers:${i}`)) return c;
    slipped = true;
    const numbered = lines.map((l, k) => (k === lines.length - 1 && l === "" ? l : numberedLine(at + k, l))).join("\n");
    return { ...c, input: { ...c.input, old_string: numbered } };
  });
  return slipped ? out : null;
}

/**
 * The reads a model makes after edits of its own failed to match: the region of each edited
 * file around the anchor's first line (REREAD_LINES lines, REREAD_BEFORE before it), one per file.
 */
export function rereadCalls(edits: readonly SimToolCall[], workspaceDir: string): SimToolCall[] {
  const out = new Map<string, SimToolCall>();
  for (const e of edits) {
    const path = e.input.path;
    const anchor = e.input.old_string;
    if (typeof path !== "string" || out.has(path)) continue;
    const first = typeof anchor === "string" ? anchor.split("\n")[0]! : "";
    const line = first.trim() ? findLine(workspaceDir, path, first) : null;
    out.set(path, { name: "read", input: line === null ? { path } : { path, offset: Math.max(1, line - REREAD_BEFORE), limit: REREAD_LINES } });
  }
  return [...out.values()];
}

/**
 * An edit sent again after it failed to match, with WIDEN_LINES more lines of the live file on
 * each side of its anchor in both `old_string` and `new_string` (a model that missed once
 * quotes more context to be sure); unchanged when the anchor is not found exactly once.
 */
export function widenedEdit(edit: SimToolCall, workspaceDir: string): SimToolCall {
  const path = edit.input.path;
  const anchor = edit.input.old_string;
  const replacement = edit.input.new_string;
  if (edit.name !== "edit" || typeof path !== "string" || typeof anchor !== "string" || typeof replacement !== "string" || anchor === "" || edit.input.replace_all === true) return edit;
  const text = readWorkspaceFile(workspaceDir, path);
  if (text === null) return edit;
  const at = text.indexOf(anchor);
  if (at < 0 || text.indexOf(anchor, at + 1) >= 0) return edit;
  let start = at;
  for (let k = 0; k < WIDEN_LINES && start > 0; k++) start = text.lastIndexOf("\n", start - 2) + 1;
  let end = at + anchor.length;
  for (let k = 0; k < WIDEN_LINES && end < text.length; k++) {
    const nl = text.indexOf("\n", end + (text[end - 1] === "\n" ? 0 : 1));
    end = nl < 0 ? text.length : nl + 1;
  }
  const before = text.slice(start, at);
  const after = text.slice(at + anchor.length, end);
  return { ...edit, input: { ...edit.input, old_string: before + anchor + after, new_string: before + replacement + after } };
}
