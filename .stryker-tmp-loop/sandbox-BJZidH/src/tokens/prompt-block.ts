/**
 * The recurring prompt block of an agent's requests, in tokens: the system prompt plus every tool
 * definition (name, description, input JSON Schema), counted as the simulator counts a request's
 * segments (sim/segments.ts) with the o200k_base proxy tokenizer (sim/tokens.ts). The seed's
 * "~6.9K tokens ride every request" is this number for its agent.
 */
// @ts-nocheck

import { countTextTokens } from "../sim/tokens.ts";

export const TOKENIZER_NAME = "o200k_base (gpt-tokenizer; a proxy for Claude's unpublished tokenizer)";

export interface PromptBlock {
  system: string;
  tools: ReadonlyArray<{ name: string; description?: string; input_schema: unknown }>;
}

export interface PromptBlockTokens {
  /** Tokens of the system prompt. */
  system: number;
  /** Tokens of each tool definition, in the order sent. */
  tools: Array<{ name: string; tokens: number }>;
  /** system + every tool. */
  total: number;
}

/** Tokens of one tool definition: `name\ndescription\nschema JSON`, as segments.ts counts it. */
export function toolDefinitionTokens(t: PromptBlock["tools"][number]): number {
  return countTextTokens(`${t.name}\n${t.description ?? ""}\n${JSON.stringify(t.input_schema ?? {})}`);
}

/**
 * Counts a prompt block.
 * @returns tokens of the system prompt, of each tool and in all
 * @example promptBlockTokens({system: "hi", tools: []}).total // => 1
 */
export function promptBlockTokens(b: PromptBlock): PromptBlockTokens {
  const system = countTextTokens(b.system);
  const tools = b.tools.map((t) => ({ name: t.name, tokens: toolDefinitionTokens(t) }));
  return { system, tools, total: system + tools.reduce((s, t) => s + t.tokens, 0) };
}
