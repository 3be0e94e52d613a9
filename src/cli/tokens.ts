/**
 * `freecode tokens <path…> [--max-tokens N] [--change-lines K] [--json]`: the edit-format
 * arithmetic for a repository or files (src/tokens/measure.ts), before any experiment.
 */
import type { CommandModule } from "yargs";
import { InputError } from "../suite/input-error.ts";
import type { TokensReport } from "../tokens/measure.ts";
import { COUNT, numberOption } from "./number-option.ts";
import { plural } from "../text/plural.ts";

interface TokensArgs {
  paths: string[];
  "max-tokens": number;
  "change-lines": number;
  json: boolean;
}

/** Files shown in the terminal table: the largest by tokens (JSON always lists every file). */
const SHOW_FILES = 40;

function render(r: TokensReport, Table: typeof import("cli-table3")): string {
  const t = new Table({ head: ["file", "lines", "tokens", "tok/line", "rewrite", "fits", `${r.changeLines}-line change: whole / s-r / diff`], style: { head: [], border: [] } });
  const shown = [...r.files].sort((a, b) => b.tokens - a.tokens).slice(0, SHOW_FILES);
  for (const f of shown) {
    const c = f.changeTokens;
    t.push([f.path, f.lines, f.tokens, f.tokensPerLine.toFixed(2), f.rewriteTokens, f.rewriteFits ? `yes (${f.headroomLeft} left)` : `no (${-f.headroomLeft} over)`, `${c["whole-file"]} / ${c["search-replace"]} / ${c["unified-diff"]}`]);
  }
  const s = r.summary;
  const more = r.files.length > shown.length ? `\n(${plural(r.files.length - shown.length, "smaller file")} not shown; --json lists all)` : "";
  return [
    `tokenizer: ${r.tokenizer}`,
    `max_tokens ${r.maxTokens}, headroom ${r.headroom} tokens for the text before a call`,
    t.toString() + more,
    `${plural(s.files, "file")}, ${plural(s.lines, "line")}, ${plural(s.tokens, "token")}; median ${s.medianTokensPerLine ?? "n/a"} tokens/line; ` +
      `whole-file rewrites stop fitting above ${s.rewriteMaxLines ?? "n/a"} lines; ${plural(s.filesThatDoNotFit, "file")} ${s.filesThatDoNotFit === 1 ? "does" : "do"} not fit`,
  ].join("\n");
}

export const tokensCommand: CommandModule<object, TokensArgs> = {
  command: "tokens <paths..>",
  describe: "Lines, tokens and whether a whole-file rewrite fits under max_tokens, per file, and each edit format's cost of a change",
  builder: (y) =>
    y
      .positional("paths", { type: "string", array: true, describe: "files or folders (.gitignore honoured)" })
      .option("max-tokens", numberOption("max-tokens", COUNT, { default: 8192, describe: "the request's output cap (tokens)" }))
      .option("change-lines", numberOption("change-lines", COUNT, { default: 40, describe: "K: size of the change whose output tokens are estimated per format" }))
      .option("json", { type: "boolean", default: false, describe: "print {files: [...], summary: {...}} as JSON" }) as never,
  handler: async (a) => {
    let r: TokensReport;
    try {
      // Loaded here: the tokenizer and the folder walk stay out of every other command's start-up.
      const { measurePaths } = await import("../tokens/measure.ts");
      r = await measurePaths(a.paths, a["max-tokens"], a["change-lines"]);
    } catch (err) {
      throw new InputError((err as Error).message);
    }
    process.stdout.write(a.json ? `${JSON.stringify(r, null, 2)}\n` : `${render(r, (await import("cli-table3")).default)}\n`);
  },
};
