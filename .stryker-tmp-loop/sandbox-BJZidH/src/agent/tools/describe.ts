/** Loads a tool's description from its sibling markdown file (prose for the model lives in files). */
// @ts-nocheck

import fs from "node:fs";

/** Reads `./descriptions/<name>.md` next to this module. @throws when the file is missing. */
export function description(name: string): string {
  return fs.readFileSync(new URL(`./descriptions/${name}.md`, import.meta.url), "utf8").trim();
}
