/**
 * The agent process's entry point as a Node start-up snapshot (bin/agent-snapshot.mjs builds
 * it: one CommonJS bundle with the npm packages inside, run once by `node --build-snapshot`).
 * Building runs this file's top level: every module of `agent run` — the SDK, zod, execa, the
 * tools, the session — is loaded and initialised then, and the heap is written to a blob. A
 * trial's process (`node --snapshot-blob <blob> run …`) starts from that heap and goes straight
 * to `main`, without reading, compiling or initialising any module.
 *
 * What a trial must see fresh is read in `main`, never at load: the command line, the
 * environment (flags, key, base URL), the working directory, the clock. The agent's modules
 * read those when called (`runAgent` takes `process.env`; tool descriptions and prompts, which
 * they do read at load, are in the blob's key). Only the runner's well-formed command line is
 * handled here: yargs and the embedded simulator (with the suite loader) are not in the
 * snapshot, so anything else (help, a mistake, a run with no model API configured) is refused
 * with exit code 2 and a pointer to `freecode agent run`, which the runner never needs.
 */
import v8 from "node:v8";
import { fastAgentArgs } from "./agent-args.ts";
import { preloadAgent, runAgentCommand, usesEmbeddedSimulator } from "./agent-run.ts";
import { InputError } from "../suite/input-error.ts";

async function main(argv: readonly string[]): Promise<void> {
  try {
    const fast = fastAgentArgs(argv);
    if (!fast) throw new InputError(`the agent's start-up snapshot takes only the runner's \`run\` command line (got: ${argv.join(" ")}); run \`freecode agent run --help\` for help`);
    if (usesEmbeddedSimulator(fast, process.env)) throw new InputError("the agent's start-up snapshot has no embedded simulator: give --sim-case runs to `freecode agent run`, or configure a model API (ANTHROPIC_BASE_URL, ANTHROPIC_API_KEY)");
    await runAgentCommand(fast);
  } catch (err) {
    process.stderr.write(`freecode agent: ${(err as Error).message}\n`);
    process.exitCode = err instanceof InputError ? 2 : 3;
  }
}

if (v8.startupSnapshot.isBuildingSnapshot()) {
  // The session's modules are a dynamic import away in agent-run.ts (the CLI loads them only
  // for `agent run`); here they are loaded into the heap before it is written.
  void preloadAgent();
  // Under a snapshot process.argv is [node, ...arguments]: no script name.
  v8.startupSnapshot.setDeserializeMainFunction(() => main(process.argv.slice(1)));
} else {
  // Run as a plain script (`node agent.cjs run …`), which the snapshot's tests compare with.
  void main(process.argv.slice(2));
}
