/**
 * How the simulated model recovers a need it cannot see, in a model's order of preference:
 * 1. `lineRef` need without its line number on show → `grep -n` for it;
 * 2. an elision marker hides output that would hold it → page it back with `output`, by
 *    pattern or (when `byPattern` is false) by windows from where the cut starts, falling back
 *    to the pattern after WINDOW_TRIES windows without it;
 * 3. `file` set → re-read the region of the file around the line holding it;
 * 4. `command` set → run the command again.
 * A call already tried for this step is not tried again; null means nothing is left to try.
 */
// @ts-nocheck

import { canonicalInput } from "../trace/index.ts";
import { ELISION_RE } from "../agent-protocol/formats.ts";
import type { SimNeed, SimToolCall } from "../suite/schema.ts";
import type { Conversation, SeenCall } from "./conversation.ts";
import { cutRegions, windowCall } from "./hidden.ts";
import { isVisibleWithLineNumber } from "./visibility.ts";
import { findLine } from "./workspace.ts";

/** Lines shown before / in total around the needed line when re-reading a region. */
export const REREAD_BEFORE = 10;
export const REREAD_LINES = 30;
/** Windows a model pages through one cut region for a need before it searches by pattern. */
export const WINDOW_TRIES = 2;

export interface RecoveryContext {
  conv: Conversation;
  /** Texts of every tool result shown so far. */
  shown: readonly string[];
  /** canonicalInput of `name` + `input` of the recovery calls this step already made. */
  tried: ReadonlySet<string>;
  workspaceDir: string;
  /** Page a hidden need back by pattern (true) or by windows first (false); default true. */
  byPattern?: boolean;
}

/** Key under which a call counts as tried. */
export function callKey(c: SimToolCall): string {
  return canonicalInput({ name: c.name, input: c.input });
}

/** Quotes a shell word only when it needs it. */
export function shellWord(s: string): string {
  return /^[A-Za-z0-9_./=:,@%+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The `grep -n` a model runs to get a line number for a need. */
export function grepCall(need: SimNeed): SimToolCall {
  const where = need.file ? shellWord(need.file) : ".";
  const recursive = need.file ? "" : "r";
  let command: string;
  if (typeof need.text === "string") {
    const fixed = /[\\^$.*[\]]/.test(need.text) ? "F" : "";
    command = `grep -${recursive}n${fixed} ${shellWord(need.text)} ${where}`;
  } else {
    command = `grep -${recursive}nE ${shellWord(need.text.regex)} ${where}`;
  }
  return { name: "bash", input: { command } };
}

/** Does this call's output plausibly hold the need (same command, or about the same file)? */
export function callFits(need: SimNeed, call: SeenCall | undefined): boolean {
  if (!need.command && !need.file) return true;
  if (!call) return false;
  const cmd = typeof call.input.command === "string" ? call.input.command : "";
  if (need.command && call.name === "bash" && cmd.trim() === need.command.trim()) return true;
  if (need.file && call.name === "read" && call.input.path === need.file) return true;
  return !!need.file && call.name === "bash" && cmd.includes(need.file);
}

/**
 * The `output` tool's pattern is a regex (a literal when invalid). A model writes the text as
 * it is when that still matches it (`deploy.md:18`), and escapes it only when it would not.
 */
function pagePattern(need: SimNeed): string {
  if (typeof need.text !== "string") return need.text.regex;
  try {
    if (new RegExp(need.text).test(need.text)) return need.text;
  } catch {
    return need.text;
  }
  return need.text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
}

function pageBack(need: SimNeed, ctx: RecoveryContext, fresh: (c: SimToolCall) => boolean): SimToolCall | null {
  for (let i = ctx.conv.results.length - 1; i >= 0; i--) {
    const r = ctx.conv.results[i]!;
    if (!callFits(need, ctx.conv.calls.get(r.toolUseId))) continue;
    if (ctx.byPattern === false) {
      for (const region of cutRegions(r.text)) {
        for (let page = 0; page < WINDOW_TRIES; page++) {
          const call = windowCall(region, page);
          if (call && fresh(call)) return call;
        }
      }
    }
    for (const m of r.text.matchAll(ELISION_RE)) {
      const call = { name: "output", input: { id: m[1]!, pattern: pagePattern(need) } };
      if (fresh(call)) return call;
    }
  }
  return null;
}

/**
 * The next recovery call for a need that is not met, or null when none is left to try.
 * Reads the live workspace to place a re-read.
 */
export function chooseRecovery(need: SimNeed, ctx: RecoveryContext): SimToolCall | null {
  const fresh = (c: SimToolCall) => !ctx.tried.has(callKey(c));
  if (need.lineRef && !isVisibleWithLineNumber(need, ctx.shown)) {
    const grep = grepCall(need);
    if (fresh(grep)) return grep;
  }
  const paged = pageBack(need, ctx, fresh);
  if (paged) return paged;
  if (need.file) {
    const line = findLine(ctx.workspaceDir, need.file, need.text);
    if (line !== null) {
      const offset = Math.max(1, line - REREAD_BEFORE);
      const read = { name: "read", input: { path: need.file, offset, limit: REREAD_LINES } };
      if (fresh(read)) return read;
    }
  }
  if (need.command) {
    const rerun = { name: "bash", input: { command: need.command } };
    if (fresh(rerun)) return rerun;
  }
  return null;
}
