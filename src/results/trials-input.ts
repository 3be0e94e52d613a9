/**
 * What `eval analyze` and `eval plan` read: a results folder, its trials.jsonl, or a CSV of
 * another harness's trials, as the statistics engine's input.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { AnalysisInput } from "../stats/core/types.ts";
import { InputError } from "../suite/input-error.ts";

/**
 * What a reader says of a run folder with a manifest.json and no trial yet (`eval ab
 * --max-trials 0` plans a run so; a resume runs it): not an error in the run, nothing to analyse.
 */
export function plannedRunMessage(runDir: string): string {
  return `${runDir}: a planned run, no trials yet (manifest.json only, as eval ab --max-trials 0 leaves it); run it with: freecode eval ab --resume ${runDir}`;
}

/**
 * Reads trials from `path` (a folder means its trials.jsonl; `*.csv` is read as CSV).
 * @param label how errors name what the user gave, e.g. the path or "--from PATH"
 * @returns the file read and the analysis input (both file kinds read as streams)
 * @throws InputError when nothing is there (a planned run: plannedRunMessage), the file is malformed, or it holds no trials
 */
export async function readTrialsInput(path: string, label = path): Promise<{ file: string; input: AnalysisInput }> {
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, "trials.jsonl") : path;
  if (!existsSync(file) && file !== path && existsSync(join(path, "manifest.json"))) throw new InputError(plannedRunMessage(path));
  if (!existsSync(file)) throw new InputError(`${label === path ? file : label}: no such run or file (give a results folder, a trials.jsonl or a .csv)`);
  const input = file.endsWith(".csv")
    ? await (await import("./from-csv.ts")).readTrialsCsv(file)
    : (await import("./observations.ts")).readAnalysisInput(file);
  if (input.cases.length === 0) throw new InputError(`${file}: no trial records (the run recorded nothing; a CSV must be named *.csv)`);
  return { file, input };
}
