/** Line handling shared by read, write and edit: line endings and final newline kept apart. */
// @ts-nocheck


export interface SplitText {
  /** Lines without their terminators. */
  lines: string[];
  /** The file's dominant line ending. */
  eol: "\n" | "\r\n";
  /** Whether the text ends with a line terminator. */
  finalNewline: boolean;
}

/**
 * Splits text into lines. A trailing terminator does not start an extra empty line, so
 * "a\nb\n" has 2 lines and "" has 0.
 * @example splitLines("a\r\nb\r\n") // => {lines: ["a","b"], eol: "\r\n", finalNewline: true}
 */
export function splitLines(text: string): SplitText {
  const crlf = (text.match(/\r\n/g) ?? []).length;
  const lf = (text.match(/\n/g) ?? []).length;
  const eol = crlf > 0 && crlf * 2 >= lf ? "\r\n" : "\n";
  if (text === "") return { lines: [], eol, finalNewline: false };
  const finalNewline = text.endsWith("\n");
  const body = finalNewline ? text.slice(0, text.endsWith("\r\n") ? -2 : -1) : text;
  return { lines: body.split(/\r?\n/), eol, finalNewline };
}

/** Number of lines as splitLines counts them. */
export function countLines(text: string): number {
  return splitLines(text).lines.length;
}

/** 1-based line number of character offset `index` in `text`. */
export function lineOfIndex(text: string, index: number): number {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** True when the buffer looks binary: a NUL byte in its first 8 KB. */
export function looksBinary(buf: Buffer): boolean {
  return buf.subarray(0, 8192).includes(0);
}
