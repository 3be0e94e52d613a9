import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { CommandModule } from "yargs";
import { InputError } from "../suite/errors.ts";
import { COUNT, numberOption } from "./number-option.ts";

interface AgentArgs {
  prompt?: string;
  "prompt-file"?: string;
  cwd: string;
  trace: string;
  model: string;
  "max-turns": number;
  "max-tokens"?: number;
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
      .option("max-turns", numberOption("max-turns", COUNT, { default: 30, describe: "model responses at most" }))
      .option("max-tokens", numberOption("max-tokens", COUNT, { describe: "output cap per request (default FREECODE_MAX_TOKENS, else the model's ceiling)" })) as never,
  handler: async (a) => {
    const prompt = a.prompt ?? (a["prompt-file"] ? readFileSync(a["prompt-file"], "utf8") : undefined);
    if (!prompt) throw new InputError("agent run needs --prompt or --prompt-file");
    if (!existsSync(a.cwd) || !statSync(a.cwd).isDirectory()) throw new InputError(`--cwd ${a.cwd}: no such folder (the agent's workspace must exist)`);
    const { runAgent } = await import("../agent/session.ts");
    const end = await runAgent({
      cwd: resolve(a.cwd), prompt, model: a.model, maxTurns: a["max-turns"], maxTokens: a["max-tokens"],
      tracePath: resolve(a.trace), env: process.env,
      baseURL: process.env.ANTHROPIC_BASE_URL, apiKey: process.env.ANTHROPIC_API_KEY,
    });
    process.stdout.write(`${end.outcome} after ${end.turns} turns${end.finalText ? `\n${end.finalText}` : ""}\n`);
    if (end.error) process.stderr.write(`freecode agent: ${end.outcome}: ${end.error}\n`);
    process.exitCode = end.outcome === "end_turn" ? 0 : end.outcome === "provider_error" ? 3 : 1;
  },
};
