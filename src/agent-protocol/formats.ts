/**
 * Text shapes that the agent's tools emit and that other stages read back: the simulator
 * (to decide what the model has "seen"), metrics and tests. Kept in one place so the
 * producer and every reader agree.
 */

/** Prefix of a numbered line from `read` when FREECODE_READ_LINE_NUMBERS=1: `12: text`. */
export function numberedLine(lineNo: number, text: string): string {
  return `${lineNo}: ${text}`;
}

/**
 * The footer `read` always ends with, after a blank line.
 * - more remains:  `[lines 1-2000 of 5000; continue with offset=2001]`
 * - end of file:   `[lines 1-1400 of 1400; end of file]`
 * - empty window:  `[no lines: offset 60 is past the end of a file of 50 lines]`
 */
export function readFooter(first: number, last: number, total: number): string {
  if (total === 0) return "[no lines: the file is empty]";
  if (first > total) return `[no lines: offset ${first} is past the end of a file of ${total} lines]`;
  if (last < total) return `[lines ${first}-${last} of ${total}; continue with offset=${last + 1}]`;
  return `[lines ${first}-${last} of ${total}; end of file]`;
}

/** Matches a read footer; groups: first, last, total. */
export const READ_FOOTER_RE = /\[lines (\d+)-(\d+) of (\d+); (?:continue with offset=\d+|end of file)\]/;

/**
 * What a cut left out of a stored output, in the units the `output` tool pages by: lines
 * (`offset`, `limit`) and, inside a line, columns (`column`). Lines and columns are 1-based and
 * count the text `output` serves by default (for terminal output, its readable rendering).
 */
export interface Omission {
  /** First line the cut touches. */
  from: number;
  /** Last line the cut touches (≥ from). */
  to: number;
  /**
   * Lines left out, when that is not every line of from..to (duplicates removed between lines
   * still shown). Default: to − from + 1.
   */
  lines?: number;
  /** The cut starts inside line `from`, at this column (its earlier columns are shown). */
  fromColumn?: number;
  /** The cut ends inside line `to`, at this column (its later columns are shown). */
  toColumn?: number;
  /** Characters of line `from` when the cut starts or lies inside it. */
  lineChars?: number;
  /** Characters of line `to` when the cut ends inside it (a cut over several lines). */
  toLineChars?: number;
}

/** The exact `output` call that pages an omission back. */
export function omissionCall(id: string, o: Omission): string {
  const column = o.from === o.to && o.fromColumn !== undefined ? ` column=${o.fromColumn}` : "";
  return `call output with id="${id}" offset=${o.from} limit=${o.to - o.from + 1}${column}`;
}

/** What was omitted, in lines or, inside one line, in characters. */
function omissionWhat(o: Omission): string {
  const span = o.to - o.from + 1;
  if (o.from === o.to && (o.fromColumn !== undefined || o.toColumn !== undefined)) {
    const a = o.fromColumn ?? 1;
    const len = o.lineChars ?? o.toColumn ?? a;
    const b = o.toColumn ?? len;
    return `line ${o.from} is ${len} characters; characters ${a}-${b} omitted (${b - a + 1} characters)`;
  }
  if (o.fromColumn !== undefined || o.toColumn !== undefined) {
    const a = o.fromColumn !== undefined ? `line ${o.from} (${o.lineChars} characters) from column ${o.fromColumn}` : `line ${o.from}`;
    const b = o.toColumn !== undefined ? `line ${o.to} (${o.toLineChars} characters) column ${o.toColumn}` : `line ${o.to}`;
    return `${a} to ${b} omitted (${span} lines)`;
  }
  if (o.lines !== undefined && o.lines !== span) return `${o.lines} ${o.lines === 1 ? "line" : "lines"} omitted from lines ${o.from}-${o.to}`;
  return span === 1 ? `line ${o.from} omitted (1 line)` : `lines ${o.from}-${o.to} omitted (${span} lines)`;
}

/**
 * Marker left where output was elided (capped, compressed or listed in part). It says what was
 * left out in the units the `output` tool accepts (lines; columns inside one long line), how
 * much, and the exact `output` call that pages it back.
 * @example elisionMarker("toolu_1", {from: 41, to: 97}) // => '[… lines 41-97 omitted (57 lines); call output with id="toolu_1" offset=41 limit=57 …]'
 * @example elisionMarker("toolu_1", {from: 1, to: 1, fromColumn: 24001, toColumn: 1694000, lineChars: 1700000})
 *   // => '[… line 1 is 1700000 characters; characters 24001-1694000 omitted (1670000 characters); call output with id="toolu_1" offset=1 limit=1 column=24001 …]'
 */
export function elisionMarker(id: string, o: Omission): string {
  return `[… ${omissionWhat(o)}; ${omissionCall(id, o)} …]`;
}

/**
 * Matches an elision marker; groups: 1 the output id, 2 offset, 3 limit, 4 column (or
 * undefined). The numbers are the `output` call that pages the cut back.
 */
export const ELISION_RE = /\[… [^\]]*? omitted[^\]]*?; call output with id="([^"]+)" offset=(\d+) limit=(\d+)(?: column=(\d+))? …\]/g;

/** Environment flags the reference agent reads, with their defaults (documented in EVAL.md). */
export const AGENT_FLAGS = {
  FREECODE_READ_LINE_NUMBERS: "0",
  FREECODE_BASH_COMPRESS: "0",
  FREECODE_WRITE_SHRINK_LIMIT: "0.5",
  FREECODE_OUTPUT_MAX_CHARS: "30000",
  FREECODE_OUTPUT_TAIL_CHARS: "6000",
  FREECODE_STREAM_IDLE_MS: "90000",
  FREECODE_MAX_TOKENS: "",
  FREECODE_SYSTEM_PROMPT_FILE: "",
  FREECODE_EDIT_FORMAT: "search-replace",
  FREECODE_EDIT_AUTO_MAX_LINES: "300",
} as const;
export type AgentFlag = keyof typeof AGENT_FLAGS;

/** Values of FREECODE_EDIT_FORMAT (src/agent/edit-format.ts): how the model changes files. */
export const EDIT_FORMATS = ["search-replace", "whole-file", "unified-diff", "auto"] as const;
export type EditFormat = (typeof EDIT_FORMATS)[number];

/** Reads a flag from an environment object, falling back to its documented default. */
export function readFlag(env: Readonly<Record<string, string | undefined>>, name: AgentFlag): string {
  const v = env[name];
  return v === undefined || v === "" ? AGENT_FLAGS[name] : v;
}
