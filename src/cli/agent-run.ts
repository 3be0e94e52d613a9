import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { CommandModule } from "yargs";
import { InputError } from "../suite/errors.ts";

interface AgentArgs {
  prompt?: string;
  "prompt-file"?: string;
  cwd: string;
  trace: string;
  model: string;
  "max-turns": number;
  "max-tokens"?: number;
  "max-trial-tokens"?: number;
}

export const agentRunCommand: CommandModule<object, AgentArgs> = {
  command: "run",
  describe: "Run the FreeCode agent on a prompt in a folder (ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL select the model API)",
  builder: (y) =>
    y
      .option("prompt", { type: "string", describe: "the task" })
      .option("prompt-file", { type: "string", describe: "read the task from a file" })
      .option("cwd", { type: "string", default: ".", describe: "workspace; file tools refuse paths outside it" })
      .option("trace", { type: "string", default: "trace.jsonl", describe: "JSONL trace path" })
      .option("model", { type: "string", default: "claude-sonnet-5-5" })
      .option("max-turns", { type: "number", default: 30 })
      .option("max-tokens", { type: "number", describe: "output cap per request (default FREECODE_MAX_TOKENS, else the model's ceiling)" })
      .option("max-trial-tokens", { type: "number", describe: "tokens the session may use in all (input, output and cache tokens of every response); ends as max_trial_tokens. Default: no limit" }) as never,
  handler: async (a) => {
    const prompt = a.prompt ?? (a["prompt-file"] ? readFileSync(a["prompt-file"], "utf8") : undefined);
    if (!prompt) throw new InputError("agent run needs --prompt or --prompt-file");
    const limit = a["max-trial-tokens"];
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new InputError(`--max-trial-tokens must be a positive integer, got ${limit}`);
    if (!existsSync(a.cwd) || !statSync(a.cwd).isDirectory()) throw new InputError(`--cwd ${a.cwd}: no such folder (the agent's workspace must exist)`);
    const { runAgent } = await import("../agent/session.ts");
    const end = await runAgent({
      cwd: resolve(a.cwd), prompt, model: a.model, maxTurns: a["max-turns"], maxTokens: a["max-tokens"],
      ...(limit !== undefined ? { maxTrialTokens: limit } : {}),
      tracePath: resolve(a.trace), env: process.env,
      baseURL: process.env.ANTHROPIC_BASE_URL, apiKey: process.env.ANTHROPIC_API_KEY,
    });
    process.stdout.write(`${end.outcome} after ${end.turns} turns${end.finalText ? `\n${end.finalText}` : ""}\n`);
    if (end.error) process.stderr.write(`freecode agent: ${end.outcome}: ${end.error}\n`);
    process.exitCode = end.outcome === "end_turn" ? 0 : end.outcome === "provider_error" ? 3 : 1;
  },
};
