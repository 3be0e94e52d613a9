/**
 * The agent child process runs a prebuilt bundle of src/cli/agent-entry.ts (see bin/bundle.mjs),
 * so it starts in plain Node and loads the agent and nothing of the runner or reports. The npm
 * packages it uses are inside the bundle (tree-shaken), so a trial's process reads a few files
 * instead of hundreds of modules; yargs stays outside, loaded only for a command line the agent's
 * own reader leaves to it (help, errors: cli/agent-args.ts). Options: BUNDLE_OPTIONS in bin/bundle.mjs.
 */
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
