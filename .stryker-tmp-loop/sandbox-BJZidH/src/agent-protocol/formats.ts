/**
 * Text shapes that the agent's tools emit and that other stages read back: the simulator
 * (to decide what the model has "seen"), metrics and tests. Kept in one place so the
 * producer and every reader agree.
 */
// @ts-nocheck


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
 * Marker left where output was elided (capped or compressed). It names the `output` tool and
 * the call id so the model can page the stored full output back.
 * @example elisionMarker(120000, "toolu_1") // => '[… 120000 characters omitted; the full output is stored: call output with id="toolu_1" and offset/limit or pattern …]'
 */
export function elisionMarker(omitted: number, id: string, unit: "characters" | "lines" = "characters"): string {
  return `[… ${omitted} ${unit} omitted; the full output is stored: call output with id="${id}" and offset/limit or pattern …]`;
}

/** Matches an elision marker; group 1 is the output id. */
export const ELISION_RE = /\[… \d+ (?:characters|lines) omitted; the full output is stored: call output with id="([^"]+)"/g;

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
