/**
 * The model's copy of terminal output: what a person would read on the screen, not the
 * control bytes that drew it. ANSI escape sequences go (strip-ansi); "\r\n" is a line break;
 * within a line, carriage-return redraws collapse to the last non-empty frame (a progress bar
 * of 2,000 frames is one line) and backspaces erase the character before them. Line count is
 * unchanged, so line numbers in the stored raw output and in this copy agree.
 */
// @ts-nocheck

import stripAnsi from "strip-ansi";

export interface CleanedOutput {
  text: string;
  /** Carriage-return frames dropped (a redraw that left no trace in the copy). */
  framesDropped: number;
  changed: boolean;
}

function applyBackspaces(line: string): string {
  if (!line.includes("\b")) return line;
  const out: string[] = [];
  for (const ch of line) {
    if (ch === "\b") out.pop();
    else out.push(ch);
  }
  return out.join("");
}

/**
 * Cleans terminal output for the model.
 * @example cleanTerminal("\x1b[32m 10%\r 50%\r100%\x1b[0m\ndone").text // => "100%\ndone"
 */
export function cleanTerminal(raw: string): CleanedOutput {
  // BEL is left behind by some OSC sequences and by `printf '\a'`.
  const plain = stripAnsi(raw).replace(/\x07/g, "").replace(/\r+\n/g, "\n");
  let framesDropped = 0;
  const lines = plain.split("\n").map((line) => {
    if (!line.includes("\r")) return applyBackspaces(line);
    const frames = line.split("\r");
    let k = frames.length - 1;
    while (k > 0 && frames[k] === "") k--;
    framesDropped += frames.filter((f, i) => i !== k && f !== "").length;
    return applyBackspaces(frames[k]!);
  });
  const text = lines.join("\n");
  return { text, framesDropped, changed: text !== raw };
}
