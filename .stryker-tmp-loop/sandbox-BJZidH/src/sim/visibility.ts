/**
 * Whether a step's `needs` are visible in the tool results already shown to the model.
 */
// @ts-nocheck

import type { SimNeed, TextOrRegex } from "../suite/schema.ts";

/** A need's text as a line matcher: literal substring, or a RegExp (flag `m`) for `{regex}`. */
export function textMatcher(t: TextOrRegex): (s: string) => boolean {
  if (typeof t === "string") return (s) => s.includes(t);
  const re = new RegExp(t.regex, "m");
  return (s) => re.test(s);
}

/**
 * A line that shows its line number: `12: text` (numbered read), `12:text` (grep -n on one
 * file), `path:12:text` (grep -n over several), or `    12\ttext` / `    12→text` (`cat -n`, and
 * Claude Code's Read, which numbers lines that way). An `output` pattern page also prefixes
 * `N: ` (a line of the stored output, not of the file); it counts too, a known looseness.
 */
const NUMBERED_LINE_RE = /^\s*(?:(?:[^\s:]+:)?\d+:|\d+(?:\t|→))/;

/** True when the need's text appears in some shown tool result. */
export function isVisible(need: SimNeed, shown: readonly string[]): boolean {
  const match = textMatcher(need.text);
  return shown.some((s) => match(s));
}

/** True when the need's text appears on a line that carries its line number. */
export function isVisibleWithLineNumber(need: SimNeed, shown: readonly string[]): boolean {
  const match = textMatcher(need.text);
  return shown.some((s) => s.split("\n").some((line) => NUMBERED_LINE_RE.test(line) && match(line)));
}

/** True when a need is met: visible, and with its line number when `lineRef` is set. */
export function needMet(need: SimNeed, shown: readonly string[]): boolean {
  return need.lineRef ? isVisibleWithLineNumber(need, shown) : isVisible(need, shown);
}
