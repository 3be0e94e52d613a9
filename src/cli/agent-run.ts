import { existsSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { CommandModule } from "yargs";
import { InputError } from "../suite/input-error.ts";
import { COUNT, numberOption } from "./number-option.ts";
import { plural } from "../text/plural.ts";

/** `agent run`'s options as parsed (by yargs in the CLI, by agent-args.ts in the agent process). */
export interface AgentArgs {
  prompt?: string;
  "prompt-file"?: string;
  cwd: string;
  trace?: string;
  model: string;
  "max-turns": number;
  "max-tokens"?: number;
  "sim-case"?: string;
  suite: string;
  "max-trial-tokens"?: number;
}

export const agentRunCommand: CommandModule<object, AgentArgs> = {
  command: "run",
  describe: "Run the FreeCode agent on a prompt in a folder (ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL select the model API)",
  builder: (y) =>
    y
      .option("prompt", { type: "string", describe: "the task (with --sim-case, default: the case's prompt)" })
      .option("prompt-file", { type: "string", describe: "read the task from a file" })
      .option("cwd", { type: "string", default: ".", describe: "workspace; file tools refuse paths outside it" })
      .option("trace", { type: "string", requiresArg: true, describe: "JSONL trace path (default: a new file in the system's temporary folder, named on stderr; never inside the workspace, where it would show in the agent's diff)" })
      .option("model", { type: "string", default: "claude-sonnet-5-5" })
      .option("max-turns", numberOption("max-turns", COUNT, { default: 30, describe: "model responses at most" }))
      .option("max-tokens", numberOption("max-tokens", COUNT, { describe: "output cap per request (default FREECODE_MAX_TOKENS, else the model's ceiling)" }))
      .option("max-trial-tokens", numberOption("max-trial-tokens", COUNT, { describe: "tokens the session may use in all (input, output and cache tokens of every response); ends as max_trial_tokens. Default: no limit" }))
      .option("sim-case", { type: "string", requiresArg: true, describe: "talk to the embedded offline simulator playing this case's trajectory (no key needed); default when no provider is configured (no ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, FREECODE_PROVIDER or OPENAI_BASE_URL): the case of --suite whose prompt is --prompt" })
      .option("suite", { type: "string", default: "coding", requiresArg: true, describe: "with the simulator: the suite whose cases it can play" }) as never,
  handler: (a) => runAgentCommand(a),
};

/**
 * Whether `agent run` plays a case on the embedded offline simulator: with --sim-case, or when
 * no model API is configured. Any provider setting (a key, a base URL, or
 * FREECODE_PROVIDER=openai as trials on an OpenAI-compatible server get) means one is.
 */
export function usesEmbeddedSimulator(a: Pick<AgentArgs, "sim-case">, env: Readonly<Record<string, string | undefined>>): boolean {
  return a["sim-case"] !== undefined || !(env.ANTHROPIC_API_KEY || env.ANTHROPIC_BASE_URL || env.FREECODE_PROVIDER || env.OPENAI_BASE_URL);
}

/**
 * `agent run` once its options are parsed: the session, then its outcome on stdout and the exit
 * code (0 end_turn, 3 provider_error, 1 any other ending).
 * @throws InputError for a missing prompt, a missing --cwd folder or an unplayable simulator case
 */
export async function runAgentCommand(a: AgentArgs): Promise<void> {
    const given = a.prompt ?? (a["prompt-file"] ? readFileSync(a["prompt-file"], "utf8") : undefined);
    if (!given && a["sim-case"] === undefined) throw new InputError("agent run needs --prompt or --prompt-file (or --sim-case <id>, whose prompt is then used)");
    const limit = a["max-trial-tokens"];
    if (!existsSync(a.cwd) || !statSync(a.cwd).isDirectory()) throw new InputError(`--cwd ${a.cwd}: no such folder (the agent's workspace must exist)`);
    const cwd = resolve(a.cwd);
    const sim = usesEmbeddedSimulator(a, process.env) ? await embeddedSimulator(a.suite, a["sim-case"], given ?? "", cwd) : null;
    const prompt = given ?? sim!.prompt;
    const tracePath = a.trace !== undefined ? resolve(a.trace) : join(tmpdir(), `freecode-agent-${new Date().toISOString().replace(/[-:.]/g, "")}-${process.pid}.jsonl`);
    const { runAgent } = await import("../agent/session.ts");
    let end;
    try {
      end = await runAgent({
        cwd, prompt, model: a.model, maxTurns: a["max-turns"], maxTokens: a["max-tokens"],
        ...(limit !== undefined ? { maxTrialTokens: limit } : {}),
        tracePath, env: process.env,
        baseURL: sim ? sim.url : process.env.ANTHROPIC_BASE_URL, apiKey: sim ? sim.apiKey : process.env.ANTHROPIC_API_KEY,
      });
    } finally {
      await sim?.close();
    }
    if (a.trace === undefined) process.stderr.write(`freecode agent: trace written to ${tracePath}\n`);
    if (sim) process.stderr.write(`freecode agent: model = offline simulator playing case ${sim.caseId} of suite ${a.suite} (set ANTHROPIC_API_KEY for the real API)\n`);
    process.stdout.write(`${end.outcome} after ${plural(end.turns, "turn")}${end.finalText ? `\n${end.finalText}` : ""}\n`);
    if (end.error) process.stderr.write(`freecode agent: ${end.outcome}: ${end.error}\n`);
    process.exitCode = end.outcome === "end_turn" ? 0 : end.outcome === "provider_error" ? 3 : 1;
}

/**
 * Loads the session's modules (the SDK, zod, execa, the tools) and derives the default prompt
 * block once (its tools' JSON Schemas are kept), without starting a session: the agent's
 * start-up snapshot (agent-snapshot.ts) calls it while its heap is being built. Reads no
 * environment: the defaults only.
 */
export async function preloadAgent(): Promise<void> {
  await import("../agent/session.ts");
  await agentPromptBlock({});
}

/**
 * Starts the offline simulator in this process, playing the trajectory of one case of `suite`:
 * the one named, else the one whose prompt is `prompt` (the simulator plays scripted cases,
 * it cannot answer an arbitrary prompt).
 * @throws InputError when the case is unknown or no case has this prompt, listing the cases.
 */
async function embeddedSimulator(suiteRef: string, caseId: string | undefined, prompt: string, cwd: string) {
  const { loadSuite } = await import("../suite/load.ts");
  const suite = loadSuite(suiteRef);
  const ids = suite.loadedCases.map((c) => c.id);
  const chosen = caseId !== undefined
    ? suite.loadedCases.find((c) => c.id === caseId)
    : suite.loadedCases.find((c) => c.prompt.trim() === prompt.trim());
  if (!chosen) {
    // A suite of 84 cases does not fit one line: name the close one, and the command that lists them all.
    const list = `freecode eval list ${suite.name} lists its ${ids.length} cases`;
    const near = caseId !== undefined ? (await import("../suite/nearest.ts")).nearest(caseId, ids) : null;
    throw new InputError(caseId !== undefined
      ? `--sim-case ${caseId}: no such case in suite ${suite.name}${near ? `; did you mean ${near}?` : ""} (${list})`
      : `no model API configured (ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL are unset) and the prompt is not one of suite ${suite.name}'s cases, which is all the offline simulator can play. Set ANTHROPIC_API_KEY for the real API, or add --sim-case <id> to play a case, e.g. --sim-case ${ids.includes("cite-line") ? "cite-line" : ids[0]} (${list})`);
  }
  const { startSimServer } = await import("../sim/server.ts");
  const server = await startSimServer({ cases: [{ id: chosen.id, sim: chosen.sim, workspaceDir: chosen.workspaceDir }], noise: 0, port: 0 });
  const apiKey = `fcsim_${chosen.id}_1_local`;
  server.registerTrial(apiKey, { caseId: chosen.id, seed: 1, workspaceDir: cwd });
  return { url: server.url, apiKey, caseId: chosen.id, prompt: chosen.prompt, close: () => server.close() };
}

/**
 * The agent's recurring prompt block for an environment's flags (system prompt and tool
 * definitions as sent), for `freecode agent prompt-size`. Loaded here because this file is the
 * agent's one entry point from the CLI (the import rules keep src/agent/ private).
 * @throws Error for an unknown FREECODE_EDIT_FORMAT or an unreadable FREECODE_SYSTEM_PROMPT_FILE
 */
export async function agentPromptBlock(env: Readonly<Record<string, string | undefined>>) {
  const { promptSetup } = await import("../agent/prompt-setup.ts");
  const s = promptSetup(env);
  return { format: s.format, system: s.system, tools: s.toolDefs.map((t) => ({ name: t.name, description: t.description ?? "", input_schema: t.input_schema })) };
}
