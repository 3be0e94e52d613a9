/**
 * Explains why an edit's `old_string` was not found, naming the closest region of the file:
 * 1. a whitespace-insensitive match (indentation, trailing spaces, line breaks differ);
 * 2. else the most similar window of lines, with its similarity and line numbers.
 * The diagnostic shows the file's actual text there. Nothing is ever applied from it.
 *
 * Similarity is the mean per-line Sørensen–Dice coefficient over character bigrams
 * (Dice 1945, "Measures of the amount of ecologic association between species"), lines
 * aligned one to one; written here because no installed package offers fuzzy line matching.
 */
import { numberedLine } from "../agent-protocol/formats.ts";
import { lineOfIndex } from "./text-lines.ts";

/** Most lines of the file shown in a diagnostic. */
const SHOW_MAX_LINES = 40;

export interface Region {
  first: number;
  last: number;
  /** 1 for a whitespace-insensitive match, else the fuzzy similarity in [0, 1]. */
  similarity: number;
  kind: "whitespace" | "fuzzy";
}

/** Every whitespace-insensitive occurrence of `needle` in `text`, as 1-based line ranges. */
export function whitespaceInsensitiveMatches(text: string, needle: string): Region[] {
  const map: number[] = [];
  let compact = "";
  for (let i = 0; i < text.length; i++) {
    if (!/\s/.test(text[i]!)) {
      compact += text[i];
      map.push(i);
    }
  }
  const target = needle.replace(/\s+/g, "");
  if (target === "") return [];
  const found: Region[] = [];
  for (let at = compact.indexOf(target); at !== -1; at = compact.indexOf(target, at + 1)) {
    const first = lineOfIndex(text, map[at]!);
    const last = lineOfIndex(text, map[at + target.length - 1]!);
    found.push({ first, last, similarity: 1, kind: "whitespace" });
  }
  return found;
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

/** The window of fileLines most similar to needleLines (aligned line by line), or null. */
export function bestFuzzyWindow(fileLines: readonly string[], needleLines: readonly string[]): Region | null {
  const n = needleLines.length;
  if (n === 0 || fileLines.length === 0) return null;
  const size = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);
  const F = fileLines.map(bigrams);
  const Fs = F.map(size);
  const N = needleLines.map(bigrams);
  const Ns = N.map(size);
  const width = Math.min(n, fileLines.length);
  let best: Region | null = null;
  for (let j = 0; j + width <= fileLines.length; j++) {
    let sum = 0;
    for (let i = 0; i < width; i++) sum += dice(N[i]!, F[j + i]!, Ns[i]!, Fs[j + i]!);
    const similarity = sum / n;
    if (!best || similarity > best.similarity) best = { first: j + 1, last: j + width, similarity, kind: "fuzzy" };
  }
  return best;
}

function excerpt(fileLines: readonly string[], r: Region): string {
  const last = Math.min(r.last, r.first + SHOW_MAX_LINES - 1);
  const out: string[] = [];
  for (let l = r.first; l <= last; l++) out.push(numberedLine(l, fileLines[l - 1] ?? ""));
  if (last < r.last) out.push(`[… ${r.last - last} more lines of the region not shown]`);
  return out.join("\n");
}

/**
 * The full "no match" message for an edit of `displayPath`.
 * @param text the file's text; @param oldString the edit's old_string
 */
export function noMatchDiagnostic(displayPath: string, text: string, oldString: string): string {
  const fileLines = text.split(/\r?\n/);
  const head = `edit failed: old_string was not found in ${displayPath}; nothing was changed.`;
  const ws = whitespaceInsensitiveMatches(text, oldString);
  if (ws.length > 0) {
    const r = ws[0]!;
    const where = ws.map((m) => (m.first === m.last ? `line ${m.first}` : `lines ${m.first}-${m.last}`)).join(", ");
    return (
      `${head}\nIt matches ${where} if whitespace and indentation are ignored; the whitespace differs. ` +
      `The file's actual text at ${r.first === r.last ? `line ${r.first}` : `lines ${r.first}-${r.last}`} is:\n` +
      `${excerpt(fileLines, r)}\nCopy old_string exactly from this text (without the "N: " prefixes) and retry.`
    );
  }
  const needleLines = oldString.replace(/^\s*\n|\n\s*$/g, "").split(/\r?\n/);
  const fuzzy = bestFuzzyWindow(fileLines, needleLines);
  if (!fuzzy || fuzzy.similarity < 0.3) {
    return `${head}\nNo region of the file resembles it. Read the file to see its current content, then retry.`;
  }
  const pct = Math.round(fuzzy.similarity * 100);
  return (
    `${head}\nThe closest region is lines ${fuzzy.first}-${fuzzy.last} (${pct}% similar); it was NOT changed. ` +
    `The file's actual text there is:\n${excerpt(fileLines, fuzzy)}\n` +
    `If that is the place you meant, copy old_string exactly from this text (without the "N: " prefixes) and retry.`
  );
}
