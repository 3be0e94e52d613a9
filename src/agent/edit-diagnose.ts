/**
 * Explains why an edit's `old_string` was not found, naming the closest region of the file:
 * 0. old_string that is only whitespace, or ends with a line break the file's last line lacks,
 *    or holds U+FFFD where the file has bytes that are not UTF-8: said so directly;
 * 1. a loose match (whitespace, invisible characters and look-alike punctuation ignored), with
 *    every difference named by code point at "line L, column C" (bytes/lookalike.ts), the first
 *    one in the summary;
 * 2. else the most similar window of lines, with its similarity, line numbers and the line and
 *    column of its first difference from old_string.
 * The diagnostic shows the file's actual text there, invisible characters drawn visibly.
 * Nothing is ever applied from it.
 *
 * Similarity is the mean per-line Sørensen–Dice coefficient over character bigrams
 * (Dice 1945, "Measures of the amount of ecologic association between species"), lines
 * aligned one to one; written here because no installed package offers fuzzy line matching.
 */
import { numberedLine } from "../agent-protocol/formats.ts";
import { lineOfIndex } from "./text-lines.ts";
import { describeChar, foldChar, isSpace, isZeroWidth, renderLegend, renderVisible } from "./bytes/lookalike.ts";
import { escapedByte, wellFormed } from "./bytes/utf8.ts";

/** Most lines of the file shown in a diagnostic. */
const SHOW_MAX_LINES = 40;
/** Most differences listed. */
const SHOW_MAX_DIFFS = 8;

export interface Region {
  first: number;
  last: number;
  /** 1 for a loose match, else the fuzzy similarity in [0, 1]. */
  similarity: number;
  kind: "whitespace" | "fuzzy";
  /** Loose matches: offsets of the first and last visible character matched. */
  start?: number;
  end?: number;
}

const skippable = (ch: string) => isSpace(ch) || isZeroWidth(ch);

/** Visible characters of `s` folded (look-alikes as the ASCII they pass for), with their offsets. */
function compact(s: string): { text: string; at: number[] } {
  let text = "";
  const at: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (skippable(ch)) continue;
    text += foldChar(ch);
    at.push(i);
  }
  return { text, at };
}

/**
 * Every loose occurrence of `needle` in `text` (overlapping ones too), as 1-based line ranges:
 * whitespace, zero-width characters and look-alike punctuation ignored.
 */
export function whitespaceInsensitiveMatches(text: string, needle: string): Region[] {
  const file = compact(text);
  const target = compact(needle).text;
  if (target === "") return [];
  const found: Region[] = [];
  for (let at = file.text.indexOf(target); at !== -1; at = file.text.indexOf(target, at + 1)) {
    const start = file.at[at]!;
    const end = file.at[at + target.length - 1]!;
    found.push({ first: lineOfIndex(text, start), last: lineOfIndex(text, end), similarity: 1, kind: "whitespace", start, end });
  }
  return found;
}

/** "2 tabs", "4 spaces", "a line break and 3 spaces", "U+00A0 NO-BREAK SPACE", "nothing". */
function describeRun(run: string): string {
  if (run === "") return "nothing";
  const parts: string[] = [];
  for (let i = 0; i < run.length; ) {
    let j = i;
    while (j < run.length && run[j] === run[i]) j++;
    const n = j - i;
    const ch = run[i]!;
    const word = ch === " " ? "space" : ch === "\t" ? "tab" : ch === "\n" ? "line break" : null;
    parts.push(word ? `${n === 1 ? (word === "space" || word === "tab" ? "1" : "a") : n} ${word}${n > 1 ? "s" : ""}${word === "tab" ? " (U+0009)" : ""}` : `${describeChar(ch)}${n > 1 ? ` ×${n}` : ""}`);
    i = j;
  }
  return parts.join(" and ");
}

/** Line and column (1-based; columns count UTF-16 units, as read's `column` does) of offset `at`. */
function position(text: string, at: number): { line: number; column: number } {
  return { line: lineOfIndex(text, at), column: at - (text.lastIndexOf("\n", at - 1) + 1) + 1 };
}

/** "line 3, column 17" */
export const where = (p: { line: number; column: number }): string => `line ${p.line}, column ${p.column}`;

/** Visible characters of `s` with the skippable run before each; `rest` is the run after the last. */
function tokens(s: string, from: number, to: number): { gaps: string[]; chars: string[]; offs: number[]; rest: string } {
  const gaps: string[] = [];
  const chars: string[] = [];
  const offs: number[] = [];
  let gap = "";
  for (let i = from; i < to; i++) {
    const ch = s[i]!;
    if (skippable(ch)) gap += ch;
    else {
      gaps.push(gap);
      chars.push(ch);
      offs.push(i);
      gap = "";
    }
  }
  return { gaps, chars, offs, rest: gap };
}

export interface Difference {
  /** whitespace: spaces, tabs, line breaks; invisible: other spaces, zero-width characters; lookalike: characters drawn alike. */
  kind: "whitespace" | "invisible" | "lookalike";
  /** Where in the file it is (1-based). */
  line: number;
  column: number;
  text: string;
}

/** What differs between a loose match [start, end] of the file and old_string, each at line:column. */
export function differences(text: string, r: Region, needle: string): Difference[] {
  const f = tokens(text, r.start!, r.end! + 1);
  const n = tokens(needle, 0, needle.length);
  const out: Difference[] = [];
  const gapDiff = (fileGap: string, needleGap: string, at: number) => {
    if (fileGap === needleGap) return;
    // Point at the first character where the runs part.
    let common = 0;
    while (common < fileGap.length && fileGap[common] === needleGap[common]) common++;
    at += common;
    const invisible = [...fileGap, ...needleGap].some((ch) => !" \t\n".includes(ch));
    const p = position(text, at);
    out.push({ kind: invisible ? "invisible" : "whitespace", ...p, text: `${where(p)}: the file has ${describeRun(fileGap.slice(common))} where old_string has ${describeRun(needleGap.slice(common))}` });
  };
  // Leading run: the file's skippable characters just before the match, on the same line.
  const lead = n.gaps[0]!.slice(n.gaps[0]!.lastIndexOf("\n") + 1);
  if (lead !== "") {
    let s = r.start!;
    while (s > 0 && text[s - 1] !== "\n" && skippable(text[s - 1]!)) s--;
    gapDiff(text.slice(s, r.start), lead, s);
  }
  for (let k = 0; k < f.chars.length; k++) {
    if (k > 0) gapDiff(f.gaps[k]!, n.gaps[k]!, f.offs[k - 1]! + 1);
    const fc = f.chars[k]!;
    const nc = n.chars[k]!;
    if (fc !== nc) {
      const p = position(text, f.offs[k]!);
      out.push({ kind: "lookalike", ...p, text: `${where(p)}: the file has ${describeChar(fc)} where old_string has ${describeChar(nc)}` });
    }
  }
  const trail = n.rest.split("\n")[0]!;
  if (trail !== "") {
    let e = r.end! + 1;
    while (e < text.length && text[e] !== "\n" && skippable(text[e]!)) e++;
    gapDiff(text.slice(r.end! + 1, e), trail, r.end! + 1);
  }
  return out;
}

function bigrams(s: string): Map<string, number> {
  const m = new Map<string, number>();
  const t = s.trim().replace(/\s+/g, " ");
  for (let i = 0; i < t.length - 1; i++) {
    const g = t.slice(i, i + 2);
    m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

function dice(a: Map<string, number>, b: Map<string, number>, sizeA: number, sizeB: number): number {
  if (sizeA === 0 && sizeB === 0) return 1;
  if (sizeA === 0 || sizeB === 0) return 0;
  let common = 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  for (const [g, n] of small) common += Math.min(n, big.get(g) ?? 0);
  return (2 * common) / (sizeA + sizeB);
}

/**
 * The window of fileLines most similar to needleLines (aligned line by line), or null.
 * A window of blank lines only is never a candidate, nor is a needle without visible text.
 */
export function bestFuzzyWindow(fileLines: readonly string[], needleLines: readonly string[]): Region | null {
  const n = needleLines.length;
  if (n === 0 || fileLines.length === 0 || needleLines.every((l) => l.trim() === "")) return null;
  const size = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);
  const F = fileLines.map(bigrams);
  const Fs = F.map(size);
  const N = needleLines.map(bigrams);
  const Ns = N.map(size);
  const width = Math.min(n, fileLines.length);
  let best: Region | null = null;
  for (let j = 0; j + width <= fileLines.length; j++) {
    if (fileLines.slice(j, j + width).every((l) => l.trim() === "")) continue;
    let sum = 0;
    for (let i = 0; i < width; i++) sum += dice(N[i]!, F[j + i]!, Ns[i]!, Fs[j + i]!);
    const similarity = sum / n;
    if (!best || similarity > best.similarity) best = { first: j + 1, last: j + width, similarity, kind: "fuzzy" };
  }
  return best;
}

/** Numbered lines of the region, invisible characters drawn visibly, plus a legend when any were. */
function excerpt(displayPath: string, fileLines: readonly string[], r: Region): string {
  const last = Math.min(r.last, r.first + SHOW_MAX_LINES - 1);
  const out: string[] = [];
  const rendered = new Set<string>();
  for (let l = r.first; l <= last; l++) {
    const v = renderVisible(wellFormed(fileLines[l - 1] ?? ""));
    v.rendered.forEach((x) => rendered.add(x));
    out.push(numberedLine(l, v.text));
  }
  if (last < r.last) {
    const n = r.last - last;
    out.push(`[… lines ${last + 1}-${r.last} of the region not shown (${n} lines): read ${displayPath} with offset=${last + 1} limit=${n}]`);
  }
  const legend = renderLegend(rendered);
  return legend ? `${out.join("\n")}\n${legend}` : out.join("\n");
}

const lines = (r: Region) => (r.first === r.last ? `line ${r.first}` : `lines ${r.first}-${r.last}`);

/** Offsets of bytes that are not valid UTF-8 (escapes of bytes/utf8.ts), at most `max`. */
function invalidBytesAt(text: string, max: number): Array<{ at: number; byte: number }> {
  const out: Array<{ at: number; byte: number }> = [];
  for (let i = 0; i < text.length && out.length < max; i++) {
    const b = escapedByte(text[i]!);
    if (b !== null && !(i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff)) out.push({ at: i, byte: b });
  }
  return out;
}

/** What a character is, or that the line ends there. */
const charOrEnd = (ch: string | undefined): string => (ch === undefined ? "the end of the line" : describeChar(ch));

/**
 * The first place the region's lines and old_string's lines (aligned one to one) differ:
 * "The first difference is at line 3, column 17: the file has … where old_string has …".
 * Compares code points, so a look-alike or invisible character is named as itself.
 */
export function firstDifference(fileLines: readonly string[], r: Region, needleLines: readonly string[]): string | null {
  for (let i = 0; i < needleLines.length; i++) {
    const lineNo = r.first + i;
    if (lineNo > r.last) {
      return `The first difference is after line ${r.last}: old_string has more lines (${needleLines.length}) than the region, starting with ${JSON.stringify(needleLines[i])}.`;
    }
    const f = [...(fileLines[lineNo - 1] ?? "")];
    const n = [...needleLines[i]!];
    let k = 0;
    let column = 1;
    while (k < f.length && k < n.length && f[k] === n[k]) column += f[k++]!.length;
    if (k === f.length && k === n.length) continue;
    return `The first difference is at ${where({ line: lineNo, column })}: the file has ${charOrEnd(f[k])} where old_string has ${charOrEnd(n[k])}.`;
  }
  return null;
}

/**
 * The full "no match" message for an edit of `displayPath`.
 * @param text the file's text, line endings normalised to "\n" (invalid bytes as escapes)
 * @param oldString the edit's old_string, line endings normalised to "\n"
 */
export function noMatchDiagnostic(displayPath: string, text: string, oldString: string): string {
  const fileLines = text.split("\n");
  const head = `edit failed: old_string was not found in ${displayPath}; nothing was changed.`;
  if ([...oldString].every(skippable)) {
    return `${head}\nold_string holds only whitespace (${describeRun(oldString)}), which cannot locate a place in the file. Include a neighbouring line with visible text and retry.`;
  }
  if (oldString.endsWith("\n") && text !== "" && !text.endsWith("\n")) {
    const bare = oldString.replace(/\n+$/, "");
    if (text.endsWith(bare)) {
      return (
        `${head}\nold_string ends with a line break, but ${displayPath} has no final newline: its last line ends the file without one, at ${where({ line: fileLines.length, column: fileLines[fileLines.length - 1]!.length + 1 })}. ` +
        `Remove the final line break from old_string (and from new_string, unless you mean to add a final newline) and retry.`
      );
    }
  }
  const bad = invalidBytesAt(text, 3);
  if (bad.length > 0 && oldString.includes("\uFFFD")) {
    const at = bad.map((b) => `${where(position(text, b.at))} byte 0x${b.byte.toString(16).toUpperCase().padStart(2, "0")}`).join("; ");
    return (
      `${head}\n${displayPath} is not valid UTF-8: it has bytes that are no UTF-8 character (${at}${bad.length === 3 ? "; …" : ""}). ` +
      `read shows each as U+FFFD, which is not what the file holds, so old_string cannot contain them. ` +
      `Choose an old_string that ends before or starts after such bytes; edit leaves them as they are.`
    );
  }
  const loose = whitespaceInsensitiveMatches(text, oldString);
  if (loose.length > 0) {
    const r = loose[0]!;
    const diffs = differences(text, r, oldString);
    const more = diffs.length > SHOW_MAX_DIFFS ? `\n- … and ${diffs.length - SHOW_MAX_DIFFS} more differences, the last at ${where(diffs[diffs.length - 1]!)}` : "";
    const what = diffs.length > 0 ? `What differs:\n${diffs.slice(0, SHOW_MAX_DIFFS).map((d) => `- ${d.text}`).join("\n")}${more}\n` : "";
    const onlyChars = diffs.length > 0 && diffs.every((d) => d.kind !== "whitespace");
    const how = onlyChars ? "if look-alike and invisible characters are taken as the same; the characters differ" : "if whitespace and indentation are ignored; the whitespace differs";
    const first = diffs.length > 0 ? `, first at ${where(diffs[0]!)}` : "";
    return (
      `${head}\nIt matches ${loose.length > 1 ? `${loose.length} places (overlapping ones counted): ` : ""}${loose.map(lines).join(", ")} ${how}${first}. ${what}` +
      `The file's actual text at ${lines(r)} is:\n${excerpt(displayPath, fileLines, r)}\nCopy old_string exactly from this text (without the "N: " prefixes) and retry.`
    );
  }
  const needleLines = oldString.replace(/^\s*\n|\n\s*$/g, "").split("\n");
  const fuzzy = bestFuzzyWindow(fileLines, needleLines);
  if (!fuzzy || fuzzy.similarity < 0.3) {
    return `${head}\nNo region of the file resembles it. Read the file to see its current content, then retry.`;
  }
  const pct = Math.round(fuzzy.similarity * 100);
  const diff = firstDifference(fileLines, fuzzy, needleLines);
  return (
    `${head}\nThe closest region is ${lines(fuzzy)} (${pct}% similar); it was NOT changed. ${diff ? `${diff} ` : ""}` +
    `The file's actual text there is:\n${excerpt(displayPath, fileLines, fuzzy)}\n` +
    `If that is the place you meant, copy old_string exactly from this text (without the "N: " prefixes) and retry.`
  );
}
