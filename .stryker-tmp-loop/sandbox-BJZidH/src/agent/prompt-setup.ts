/**
 * The recurring prompt block of a session, built from the flags in force: the system prompt
 * (with the edit format's paragraph in place of `{{editing}}`), the tools the format offers and
 * their wire definitions. session.ts sends it; `freecode agent prompt-size` measures it.
 */
// @ts-nocheck

import type Anthropic from "@anthropic-ai/sdk";
import { autoMaxLines, editFormat, editingParagraph, maxTokensAdvice, toolsFor, type EditFormat } from "./edit-format.ts";
import type { Env } from "./flags.ts";
import { loadSystemPrompt } from "./system-prompt.ts";
import { toolDefinitions } from "./tools/index.ts";
import type { Tool } from "./tools/types.ts";

export interface PromptSetup {
  format: EditFormat;
  system: string;
  tools: Tool<any>[];
  toolDefs: Anthropic.Messages.Tool[];
  /** What the model is told after a max_tokens cut. */
  maxTokensAdvice: string;
}

/**
 * Builds the session's prompt block.
 * @throws Error for an unknown FREECODE_EDIT_FORMAT or an unreadable FREECODE_SYSTEM_PROMPT_FILE
 */
export function promptSetup(env: Env): PromptSetup {
  const format = editFormat(env);
  const maxLines = autoMaxLines(env);
  const tools = toolsFor(format, maxLines);
  const system = loadSystemPrompt(env).replace("{{editing}}", editingParagraph(format, maxLines));
  return { format, system, tools, toolDefs: toolDefinitions(tools), maxTokensAdvice: maxTokensAdvice(format) };
}
