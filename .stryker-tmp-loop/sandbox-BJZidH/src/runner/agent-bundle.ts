/**
 * The agent child process runs a prebuilt bundle of src/cli/agent-entry.ts (see bin/bundle.mjs),
 * so it starts in plain Node and loads the agent and nothing of the runner or reports.
 */
// @ts-nocheck

import { ensureBundle } from "../../bin/bundle.mjs";

let built: Promise<string> | null = null;

/**
 * Path of an up-to-date bundle of the agent entry point, building it once per process.
 * @throws Error when esbuild fails (the caller falls back to running the sources with tsx).
 */
export function ensureAgentBundle(): Promise<string> {
  built ??= ensureBundle("cli/agent-entry.ts");
  return built;
}
