/**
 * Checks of the paths a command will write, made before it runs anything, so that a typo is
 * a usage error up front rather than a crash after the trials (whose results are kept anyway).
 */
import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { InputError } from "../suite/input-error.ts";

/**
 * A folder the command creates when absent.
 * @throws InputError when the path exists and is not a folder.
 */
export function checkOutputFolder(option: string, dir: string): void {
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new InputError(`--${option} ${dir}: a file, not a folder; give a folder (it is created when absent)`);
}

/**
 * A file the command appends to (created when absent, in a folder that must exist).
 * @throws InputError when the path is a folder or its folder does not exist.
 */
export function checkAppendFile(option: string, file: string): void {
  if (existsSync(file)) {
    if (statSync(file).isDirectory()) throw new InputError(`--${option} ${file}: a folder, not a file`);
    return;
  }
  const parent = dirname(resolve(file));
  if (!existsSync(parent) || !statSync(parent).isDirectory()) throw new InputError(`--${option} ${file}: no folder ${parent} to create it in`);
}
