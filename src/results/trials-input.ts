/**
 * What `eval analyze` and `eval plan` read: a results folder, its trials.jsonl, or a CSV of
 * another harness's trials, as the statistics engine's input.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { AnalysisInput } from "../stats/core/types.ts";
import { InputError } from "../suite/input-error.ts";

/**
 * Reads trials from `path` (a folder means its trials.jsonl; `*.csv` is read as CSV).
 * @param label how errors name what the user gave, e.g. the path or "--from PATH"
 * @returns the file read and the analysis input (both file kinds read as streams)
 * @throws InputError when nothing is there, the file is malformed, or it holds no trials
 */
export async function readTrialsInput(path: string, label = path): Promise<{ file: string; input: AnalysisInput }> {
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, "trials.jsonl") : path;
  if (!existsSync(file)) throw new InputError(`${label === path ? file : label}: no such run or file (give a results folder, a trials.jsonl or a .csv)`);
  const input = file.endsWith(".csv")
    ? await (await import("./from-csv.ts")).readTrialsCsv(file)
    : (await import("./observations.ts")).readAnalysisInput(file);
  if (input.cases.length === 0) throw new InputError(`${file}: no trial records (the run recorded nothing; a CSV must be named *.csv)`);
  return { file, input };
}
