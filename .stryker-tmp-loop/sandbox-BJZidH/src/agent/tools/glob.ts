/** `glob {pattern}`: workspace files whose relative path matches a glob, .gitignore respected, sorted. */
// @ts-nocheck

import { z } from "zod";
import { globMatcher } from "../glob-match.ts";
import { listFiles } from "../walk.ts";
import { description } from "./describe.ts";
import { cappedListing } from "./list-cap.ts";
import { ok, type Tool } from "./types.ts";

const Input = z.strictObject({
  pattern: z.string().min(1).describe("Glob relative to the workspace, e.g. **/*.py or src/*.{ts,tsx}"),
});
type Input = z.infer<typeof Input>;

export const globTool: Tool<Input> = {
  name: "glob",
  description: description("glob"),
  input: Input,
  concurrencySafe: true,
  async run(input, ctx) {
    const match = globMatcher(input.pattern);
    const { files, truncated } = await listFiles(ctx.cwd);
    const hits = files.filter(match);
    if (hits.length === 0) return ok(`No files match ${JSON.stringify(input.pattern)}.`);
    const note = truncated ? "; the walk stopped early, narrow the pattern" : "";
    return cappedListing(hits, `[${hits.length} ${hits.length === 1 ? "file matches" : "files match"} ${JSON.stringify(input.pattern)}${note}]`, ctx.callId);
  },
};
