/**
 * Line-ending-normalised view of a text with a map back to raw offsets, so an edit matches on
 * "\n"-only text and splices the raw text: bytes outside the replaced span stay as they were,
 * including each line's own ending in a file that mixes "\r\n" and "\n".
 */
// @ts-nocheck


export interface NormalisedText {
  raw: string;
  /** `raw` with every "\r\n" as "\n". */
  text: string;
  /** Raw offset of each offset of `text` (length text.length + 1). */
  map: Uint32Array;
}

/** Normalises "\r\n" to "\n", keeping the offset map. A lone "\r" is an ordinary character. */
export function normaliseEol(raw: string): NormalisedText {
  if (!raw.includes("\r\n")) {
    const map = new Uint32Array(raw.length + 1);
    for (let i = 0; i <= raw.length; i++) map[i] = i;
    return { raw, text: raw, map };
  }
  const map = new Uint32Array(raw.length + 1);
  let out = "";
  let n = 0;
  let chunk = 0;
  for (let i = 0; i < raw.length; i++) {
    if (raw.charCodeAt(i) === 13 && raw.charCodeAt(i + 1) === 10) {
      out += raw.slice(chunk, i);
      chunk = i + 1; // the "\n" is kept, the "\r" dropped
      map[n++] = i;
      i++;
      continue;
    }
    map[n++] = i;
  }
  out += raw.slice(chunk);
  map[n] = raw.length;
  return { raw, text: out, map: map.subarray(0, n + 1) };
}

/** "\r\n" → "\n" (what the model's strings are matched as). */
export const lfOnly = (s: string): string => s.replace(/\r\n/g, "\n");

/** The line terminators in `raw` in order ("\r\n" or "\n"). */
export function terminators(raw: string): string[] {
  return raw.match(/\r?\n/g) ?? [];
}

/** The file's dominant line ending: "\r\n" when at least half its terminators are. */
export function dominantEol(raw: string): "\n" | "\r\n" {
  const t = terminators(raw);
  const crlf = t.filter((x) => x === "\r\n").length;
  return crlf > 0 && crlf * 2 >= t.length ? "\r\n" : "\n";
}

/** The terminator ending the line that holds raw offset `at`, or null on an unterminated last line. */
function endingOfLineAt(raw: string, at: number): string | null {
  const nl = raw.indexOf("\n", at);
  if (nl === -1) return null;
  return nl > 0 && raw[nl - 1] === "\r" && nl - 1 >= at ? "\r\n" : "\n";
}

/**
 * Gives "\n"-separated `replacement` the endings of the raw span it replaces: its k-th line
 * break takes the k-th terminator of the span; extra line breaks take the span's last
 * terminator, else the ending of the line the span sits in, else the file's dominant one.
 */
export function withEndingsOf(replacement: string, rawSpan: string, raw: string, spanEnd: number): string {
  if (!replacement.includes("\n")) return replacement;
  const old = terminators(rawSpan);
  const extra = old[old.length - 1] ?? endingOfLineAt(raw, spanEnd) ?? dominantEol(raw);
  let k = 0;
  return replacement.replace(/\n/g, () => old[k++] ?? extra);
}

/**
 * Replaces normalised spans [start, end) (ascending, non-overlapping) with `replacement`
 * ("\n"-separated) in the raw text; see withEndingsOf for the line endings used.
 */
export function spliceRaw(n: NormalisedText, spans: ReadonlyArray<readonly [number, number]>, replacement: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const [s, e] of spans) {
    const rs = n.map[s]!;
    const re = n.map[e]!;
    parts.push(n.raw.slice(last, rs), withEndingsOf(replacement, n.raw.slice(rs, re), n.raw, re));
    last = re;
  }
  parts.push(n.raw.slice(last));
  return parts.join("");
}
