/**
 * `eval analyze --from HARNESS FILE…`: another harness's result files read as a paired input.
 */
// @ts-nocheck

import { existsSync, readFileSync, statSync } from "node:fs";
import { InputError } from "../suite/errors.ts";
import { toPairedInput, type ArmChoice, type ImportedInput } from "./imported-arms.ts";

/** The harnesses whose files `--from` reads. */
export const IMPORT_FORMATS = ["promptfoo", "inspect"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * Read `files` as `format` and pair the chosen arms (see from-promptfoo.ts, from-inspect.ts).
 * promptfoo: one `-o out.json` file holds every provider; Inspect: one JSON log per arm.
 * @throws InputError when a file is missing, a folder, malformed, or the arms cannot be chosen
 * @example await readImportedInput("promptfoo", ["out.json"], {}) // => { input, baseline: "terse", candidate: "careful", labels }
 */
export async function readImportedInput(format: ImportFormat, files: readonly string[], choice: ArmChoice): Promise<ImportedInput> {
  const texts = files.map((file) => {
    if (!existsSync(file)) throw new InputError(`--from ${format} ${file}: no such file`);
    if (statSync(file).isDirectory()) throw new InputError(`--from ${format} ${file}: a folder; give the ${format === "inspect" ? "JSON log files (one per arm)" : "file written by promptfoo eval -o out.json"}`);
    return { file, text: readFileSync(file, "utf8") };
  });
  if (format === "promptfoo") {
    if (texts.length !== 1) throw new InputError(`--from promptfoo: give one file (promptfoo eval -o out.json holds every provider); got ${texts.length}`);
    const t = texts[0] as { file: string; text: string };
    if (t.file.endsWith(".csv")) throw new InputError(`--from promptfoo ${t.file}: promptfoo's CSV has no repeat index, cost or token columns; export JSON with promptfoo eval -o out.json`);
    const { parsePromptfooOutput } = await import("./from-promptfoo.ts");
    return toPairedInput(parsePromptfooOutput(t.text, t.file), choice, t.file);
  }
  const { parseInspectLogs } = await import("./from-inspect.ts");
  return toPairedInput(parseInspectLogs(texts), choice, "the logs");
}
