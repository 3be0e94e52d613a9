/**
 * `output {id, offset?, limit?, column?, pattern?, raw?}`: pages a stored full output back.
 * - window: lines [offset, offset+limit) (default offset 1, limit OUTPUT_DEFAULT_LINES), each
 *   numbered `N: ` and cut at 2,000 characters with a marker naming the `output` call for the
 *   rest of the line (`column`), the window stopping before the output cap; then read's footer;
 * - pattern: every line matching the regex (a literal substring when the regex is invalid), from
 *   `offset` on, numbered and cut the same way, as many as fit the cap; then a summary line that
 *   names the call for the matches left over.
 * Terminal output (bash) is served as its readable rendering (bytes/terminal.ts: escape
 * sequences dropped, carriage-return, backspace and cursor redraws resolved), the text the
 * model's copy and its markers number, unless `raw: true`, which serves the stored raw text
 * (its own line numbers). An unknown id is an error naming the ids that exist.
 */
import { z } from "zod";
import { numberedLine } from "../../agent-protocol/formats.ts";
import { capLimits } from "../cap.ts";
import { splitLines } from "../text-lines.ts";
import { description } from "./describe.ts";
import { fail, ok, type Tool } from "./types.ts";
import { cutLine, formatWindow, lineCharsWithin, WINDOW_MAX_LINE_CHARS } from "./window.ts";
import { plural } from "../../text/plural.ts";

export const OUTPUT_DEFAULT_LINES = 200;

const Input = z.strictObject({
  id: z.string().min(1).describe("The tool call id named in an elision marker"),
  offset: z.number().int().positive().optional().describe("1-based first line (default 1); with pattern, where the search starts"),
  limit: z.number().int().positive().optional().describe(`Lines to show (default ${OUTPUT_DEFAULT_LINES})`),
  column: z.number().int().positive().optional().describe(`1-based first character of each line shown (default 1), to read the rest of a line longer than ${WINDOW_MAX_LINE_CHARS} characters`),
  pattern: z.string().min(1).optional().describe("Regular expression; shows every matching line with its number instead of a window"),
  raw: z.boolean().optional().describe("Show terminal output as stored: escape sequences and carriage-return redraws included, numbered as stored (default false: the readable rendering)"),
});
type Input = z.infer<typeof Input>;

function matcher(pattern: string): (line: string) => boolean {
  try {
    const re = new RegExp(pattern);
    return (l) => re.test(l);
  } catch {
    return (l) => l.includes(pattern);
  }
}

/** Room kept for the footer or summary line under the output cap. */
const FOOTER_ROOM = 300;

export const outputTool: Tool<Input> = {
  name: "output",
  description: description("output"),
  input: Input,
  concurrencySafe: true,
  async run(input, ctx) {
    const text = input.raw ? ctx.store.get(input.id) : ctx.store.readable(input.id);
    if (text === undefined) {
      const ids = ctx.store.ids().filter((i) => i !== ctx.callId);
      const list = ids.length > 0 ? ids.slice(-30).map((i) => `"${i}"`).join(", ") : "none";
      return fail(`output: no stored output has id "${input.id}". Stored ids (newest last): ${list}. If the output was evicted, run the original command again.`);
    }
    const raw = input.raw ? " raw=true" : "";
    const rest = (lineNo: number, column: number) => `call output with id="${input.id}" offset=${lineNo} limit=1 column=${column}${raw}`;
    const { lines } = splitLines(text);
    const budget = Math.max(0, capLimits(ctx.env).maxChars - FOOTER_ROOM);
    if (input.pattern === undefined) {
      return ok(formatWindow(lines, { offset: input.offset ?? 1, limit: input.limit ?? OUTPUT_DEFAULT_LINES, numbered: true, budgetChars: budget, column: input.column ?? 1, rest }));
    }
    const test = matcher(input.pattern);
    const hits: string[] = [];
    let matched = 0;
    let chars = 0;
    let firstUnshown = 0;
    const from = input.offset ?? 1;
    lines.forEach((l, i) => {
      if (i + 1 < from || !test(l)) return;
      matched++;
      const line = numberedLine(i + 1, cutLine(l, i + 1, input.column ?? 1, rest, lineCharsWithin(budget)));
      if (firstUnshown === 0 && (hits.length === 0 || chars + line.length + 1 <= budget)) {
        hits.push(line);
        chars += line.length + 1;
      } else if (firstUnshown === 0) firstUnshown = i + 1;
    });
    const more = firstUnshown > 0 ? `; ${matched - hits.length} more from line ${firstUnshown} not shown: call output with id="${input.id}" pattern=${JSON.stringify(input.pattern)} offset=${firstUnshown}${raw}` : "";
    return ok(`${hits.join("\n")}\n\n[${plural(matched, "line")} of ${lines.length} match ${JSON.stringify(input.pattern)} in output ${input.id}${from > 1 ? ` from line ${from} on` : ""}${more}]`);
  },
};
