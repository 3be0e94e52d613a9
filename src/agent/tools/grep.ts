/**
 * `grep {pattern, path?, glob?}`: in-process regex search over the workspace's files,
 * respecting .gitignore (walk.ts), skipping binary files and files over GREP_MAX_FILE_BYTES.
 * Each match is `path:line: text` (text cut at 2,000 characters); listing capped by list-cap.ts.
 */
import fs from "node:fs/promises";
import { z } from "zod";
import { pathOrBasenameMatcher } from "../glob-match.ts";
import { looksBinary } from "../text-lines.ts";
import { listFiles } from "../walk.ts";
import { displayPath, resolveInWorkspace } from "../workspace.ts";
import { headOf } from "../bytes/surrogates.ts";
import { description } from "./describe.ts";
import { cappedListing } from "./list-cap.ts";
import { fail, ok, type Tool } from "./types.ts";
import { plural } from "../../text/plural.ts";

export const GREP_MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_LINE_CHARS = 2000;

const Input = z.strictObject({
  pattern: z.string().min(1).describe("Regular expression (JavaScript syntax) matched against each line"),
  path: z.string().min(1).optional().describe("File or folder to search (default: the whole workspace)"),
  glob: z.string().min(1).optional().describe("Only files matching this glob, e.g. *.py or src/**/*.ts"),
});
type Input = z.infer<typeof Input>;

/** A hit's line, cut on a code point boundary with a marker naming the read call for the rest. */
function shownLine(file: string, lineNo: number, line: string): string {
  if (line.length <= MAX_LINE_CHARS) return line;
  const head = headOf(line, MAX_LINE_CHARS);
  return `${head}… [line truncated: ${line.length} characters; for the rest, read ${file} with offset=${lineNo} limit=1 column=${head.length + 1}]`;
}

export const grepTool: Tool<Input> = {
  name: "grep",
  description: description("grep"),
  input: Input,
  concurrencySafe: true,
  async run(input, ctx) {
    let re: RegExp;
    try {
      re = new RegExp(input.pattern);
    } catch (err) {
      return fail(`grep: invalid regular expression ${JSON.stringify(input.pattern)}: ${(err as Error).message}`);
    }
    const abs = resolveInWorkspace(ctx.cwd, input.path ?? ".");
    const rel = displayPath(ctx.cwd, abs);
    let stat;
    try {
      stat = await fs.stat(abs);
    } catch {
      return fail(`grep: ${input.path} does not exist.`);
    }
    const { files } = stat.isDirectory() ? await listFiles(ctx.cwd, rel === "." ? "" : rel) : { files: [rel] };
    const keep = input.glob ? pathOrBasenameMatcher(input.glob) : () => true;
    const hits: string[] = [];
    let filesWithHits = 0;
    for (const file of files) {
      if (!keep(file)) continue;
      const full = `${ctx.cwd}/${file}`;
      const st = await fs.stat(full);
      if (st.size > GREP_MAX_FILE_BYTES) continue;
      const buf = await fs.readFile(full);
      if (looksBinary(buf)) continue;
      const lines = buf.toString("utf8").split(/\r?\n/);
      let any = false;
      lines.forEach((line, i) => {
        if (!re.test(line)) return;
        any = true;
        hits.push(`${file}:${i + 1}: ${shownLine(file, i + 1, line)}`);
      });
      if (any) filesWithHits++;
    }
    const where = input.path ?? "the workspace";
    if (hits.length === 0) return ok(`No matches for ${JSON.stringify(input.pattern)} in ${where}${input.glob ? ` (files matching ${input.glob})` : ""}.`);
    return cappedListing(hits, `[${plural(hits.length, "match", "matches")} in ${plural(filesWithHits, "file")}]`, ctx.callId);
  },
};
