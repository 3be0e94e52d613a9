/**
 * The agent child process runs a prebuilt bundle of src/cli/agent-entry.ts (see bin/bundle.mjs),
 * so it starts in plain Node and loads the agent and nothing of the runner or reports. The npm
 * packages it uses are inside the bundle (tree-shaken), so a trial's process reads a few files
 * instead of hundreds of modules; yargs stays outside, loaded only for a command line the agent's
 * own reader leaves to it (help, errors: cli/agent-args.ts). Options: BUNDLE_OPTIONS in bin/bundle.mjs.
 * Faster still, where this Node can build one, is a start-up snapshot of the agent
 * (bin/agent-snapshot.mjs): its modules already loaded and initialised in the heap it starts from.
 */
import { ensureAgentSnapshot } from "../../bin/agent-snapshot.mjs";
import { ensureBundle } from "../../bin/bundle.mjs";

let built: Promise<string> | null = null;
let snapshot: Promise<string> | null = null;

/**
 * Path of an up-to-date bundle of the agent entry point, building it once per process.
 * @throws Error when esbuild fails (the caller falls back to running the sources with tsx).
 */
export function ensureAgentBundle(): Promise<string> {
  built ??= ensureBundle("cli/agent-entry.ts");
  return built;
}

/**
 * Path of the agent's start-up snapshot blob for this Node (`node --snapshot-blob <blob> run …`),
 * built once per process.
 * @throws Error when this Node cannot build or start it (the caller uses the bundle).
 */
export function ensureAgentSnapshotBlob(): Promise<string> {
  snapshot ??= ensureAgentSnapshot();
  return snapshot;
}
