/**
 * `freecode agent prompt-size [--json]`: the recurring prompt block for the flags in force (the
 * process environment): the system prompt and each tool definition, in tokens.
 */
import type { CommandModule } from "yargs";
import { InputError } from "../suite/input-error.ts";
import { agentPromptBlock } from "./agent-run.ts";

export const agentPromptSizeCommand: CommandModule<object, { json: boolean }> = {
  command: "prompt-size",
  describe: "Tokens of the system prompt and each tool definition that ride every request, for the FREECODE_* flags in force",
  builder: (y) => y.option("json", { type: "boolean", default: false }) as never,
  handler: async (a) => {
    // Loaded here: the tokenizer stays out of every other command's start-up.
    const { promptBlockTokens, TOKENIZER_NAME } = await import("../tokens/prompt-block.ts");
    let setup;
    try {
      setup = await agentPromptBlock(process.env);
    } catch (err) {
      throw new InputError((err as Error).message);
    }
    const counts = promptBlockTokens(setup);
    if (a.json) {
      process.stdout.write(`${JSON.stringify({ tokenizer: TOKENIZER_NAME, editFormat: setup.format, ...counts }, null, 2)}\n`);
      return;
    }
    const { default: Table } = await import("cli-table3");
    const t = new Table({ head: ["part", "tokens"], style: { head: [], border: [] } });
    t.push(["system prompt", counts.system]);
    for (const tool of counts.tools) t.push([`tool ${tool.name}`, tool.tokens]);
    t.push(["total", counts.total]);
    process.stdout.write(`edit format ${setup.format}; tokenizer: ${TOKENIZER_NAME}\n${t.toString()}\n`);
  },
};
