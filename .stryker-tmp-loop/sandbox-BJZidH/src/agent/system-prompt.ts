/** The system prompt: system-prompt.md, or the file FREECODE_SYSTEM_PROMPT_FILE names. */
// @ts-nocheck

import fs from "node:fs";
import path from "node:path";
import { readFlag } from "../agent-protocol/formats.ts";
import type { Env } from "./flags.ts";

/**
 * Loads the system prompt text. A relative FREECODE_SYSTEM_PROMPT_FILE is resolved against
 * the agent process's working directory.
 * @throws Error naming the file when FREECODE_SYSTEM_PROMPT_FILE cannot be read or is empty.
 */
export function loadSystemPrompt(env: Env): string {
  const file = readFlag(env, "FREECODE_SYSTEM_PROMPT_FILE");
  if (file === "") return fs.readFileSync(new URL("./system-prompt.md", import.meta.url), "utf8").trim();
  const abs = path.resolve(file);
  let text: string;
  try {
    text = fs.readFileSync(abs, "utf8").trim();
  } catch (err) {
    throw new Error(`FREECODE_SYSTEM_PROMPT_FILE: cannot read ${abs}: ${(err as Error).message}`);
  }
  if (text === "") throw new Error(`FREECODE_SYSTEM_PROMPT_FILE: ${abs} is empty`);
  return text;
}
