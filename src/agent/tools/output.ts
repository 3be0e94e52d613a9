/**
 * `output {id, offset?, limit?, pattern?}`: pages a stored full output back.
 * - window: lines [offset, offset+limit) (default offset 1, limit OUTPUT_DEFAULT_LINES),
 *   each numbered `N: `, then the same footer as read;
 * - pattern: every line matching the regex (a literal substring when the regex is invalid),
 *   numbered; then a summary line.
 * Terminal output (bash) is paged as the model first saw it (bytes/terminal.ts: no ANSI
 * escapes, carriage-return redraws collapsed; line numbers are the same) unless `raw: true`.
 * An unknown id is an error naming the ids that exist. The result is capped like any output.
 */
import { z } from "zod";
import { numberedLine, readFooter } from "../../agent-protocol/formats.ts";
import { splitLines } from "../text-lines.ts";
import { cleanTerminal } from "../bytes/terminal.ts";
import { description } from "./describe.ts";
import { fail, ok, type Tool } from "./types.ts";
import { plural } from "../../text/plural.ts";

export const OUTPUT_DEFAULT_LINES = 200;

const Input = z.strictObject({
  id: z.string().min(1).describe("The tool call id named in an elision marker"),
  offset: z.number().int().positive().optional().describe("1-based first line (default 1)"),
  limit: z.number().int().positive().optional().describe(`Lines to show (default ${OUTPUT_DEFAULT_LINES})`),
  pattern: z.string().min(1).optional().describe("Regular expression; shows every matching line with its number instead of a window"),
  raw: z.boolean().optional().describe("Show terminal output as stored: ANSI escape sequences and carriage-return redraws included (default false)"),
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

export const outputTool: Tool<Input> = {
  name: "output",
  description: description("output"),
  input: Input,
  concurrencySafe: true,
  async run(input, ctx) {
    const text = ctx.store.get(input.id);
    if (text === undefined) {
      const ids = ctx.store.ids().filter((i) => i !== ctx.callId);
      const list = ids.length > 0 ? ids.slice(-30).map((i) => `"${i}"`).join(", ") : "none";
      return fail(`output: no stored output has id "${input.id}". Stored ids (newest last): ${list}. If the output was evicted, run the original command again.`);
    }
    const { lines } = splitLines(ctx.store.isTerminal(input.id) && !input.raw ? cleanTerminal(text).text : text);
    if (input.pattern !== undefined) {
      const test = matcher(input.pattern);
      const hits: string[] = [];
      lines.forEach((l, i) => {
        if (test(l)) hits.push(numberedLine(i + 1, l));
      });
      return ok(`${hits.join("\n")}\n\n[${plural(hits.length, "line")} of ${lines.length} match ${JSON.stringify(input.pattern)} in output ${input.id}]`);
    }
    const first = input.offset ?? 1;
    const last = Math.min(lines.length, first - 1 + (input.limit ?? OUTPUT_DEFAULT_LINES));
    const shown: string[] = [];
    for (let n = first; n <= last; n++) shown.push(numberedLine(n, lines[n - 1] ?? ""));
    return ok(`${shown.join("\n")}\n\n${readFooter(first, Math.max(last, first - 1), lines.length)}`);
  },
};
