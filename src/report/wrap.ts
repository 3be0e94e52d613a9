/**
 * Text that fits the terminal (issue 39): the width every default output adapts to, and lines
 * wrapped at word boundaries under a label. Wrapping is wrap-ansi's (it keeps ANSI sequences
 * whole and measures wide characters); a word longer than the line (a path, a spec) is broken
 * inside itself rather than cut, so nothing printed is ever lost.
 */
import wrapAnsi from "wrap-ansi";

/** The width used where the terminal's is unknown (piped to a file, a CI log): the classic 80 columns. */
export const DEFAULT_COLUMNS = 80;

/** Narrowest width the wrappers honour: below it a label and one word no longer fit usefully. */
const MIN_COLUMNS = 40;

/**
 * The width, in columns, to lay out text written to `stream`: the terminal's own
 * (`stream.columns`) when it is one, else `COLUMNS` from the environment when it holds a
 * number (the shell's convention, e.g. `COLUMNS=120 freecode … | tee log`), else 80.
 * @returns an integer ≥ 40
 */
export function outputWidth(stream: { isTTY?: boolean; columns?: number } = process.stdout, env: Readonly<Record<string, string | undefined>> = process.env): number {
  const tty = stream.isTTY && typeof stream.columns === "number" && stream.columns > 0 ? stream.columns : undefined;
  const fromEnv = Number(env.COLUMNS);
  const width = tty ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_COLUMNS);
  return Math.max(MIN_COLUMNS, width);
}

/**
 * `text` wrapped to `width` columns at word boundaries (a word wider than the line is broken
 * inside itself); existing newlines are kept.
 * @example wrapText("a b c", 3) // => "a b\nc"
 */
export function wrapText(text: string, width: number): string {
  if (!Number.isFinite(width)) return text;
  return wrapAnsi(text, Math.max(1, Math.floor(width)), { hard: true, trim: true, wordWrap: true });
}

/**
 * `label` then `text`, wrapped to `width` columns with every continuation line indented under
 * the text's start (a hanging indent), e.g. a plan or a reason under its label:
 *
 *     to decide: about 274 cases × 1 trial, sized for guardrail pass (the largest
 *                need among what blocks ADOPT)
 *
 * A label wider than half the line puts the text on the next line, indented 2.
 * `width` Infinity: one line, unwrapped (`--wide`).
 */
export function wrapLabelled(label: string, text: string, width: number): string {
  if (!Number.isFinite(width)) return `${label}${text}`;
  const labelWidth = [...label].length;
  if (labelWidth > width / 2) return `${label.trimEnd()}\n${indent(wrapText(text, width - 2), 2)}`;
  const body = wrapText(text, width - labelWidth).split("\n");
  return [`${label}${body[0] ?? ""}`, ...body.slice(1).map((l) => `${" ".repeat(labelWidth)}${l}`)].join("\n");
}

/** Every line of `text` indented by `n` spaces. */
export function indent(text: string, n: number): string {
  const pad = " ".repeat(n);
  return text.split("\n").map((l) => (l ? `${pad}${l}` : l)).join("\n");
}

/** A bulleted item wrapped under its bullet: "  • first line\n    next line". */
export function bullet(text: string, width: number, mark = "•"): string {
  return wrapLabelled(`  ${mark} `, text, width);
}

/**
 * Writes `text` and a newline to `stream`, each of its lines wrapped to the stream's width
 * ({@link outputWidth}) with continuation lines indented 2: how the CLI prints a message of its
 * own (a warning, a plan, a hint) so it reads whole in an 80-column terminal or CI log.
 */
export function say(stream: NodeJS.WritableStream & { isTTY?: boolean; columns?: number }, text: string): void {
  const width = outputWidth(stream);
  const wrapped = text.split("\n").map((line) => {
    const lead = /^\s*/.exec(line)![0];
    return wrapLabelled(lead, line.slice(lead.length), width - 2).split("\n").map((l, i) => (i ? `  ${l}` : l)).join("\n");
  });
  stream.write(`${wrapped.join("\n")}\n`);
}
