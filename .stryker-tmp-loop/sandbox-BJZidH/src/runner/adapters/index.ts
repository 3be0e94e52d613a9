/**
 * The agent adapters a variant can name with `agent:NAME` or `agent:NAME=ARG`:
 *   freecode                 the built-in reference agent
 *   claude-code[=ARGS]       Claude Code, `claude -p --output-format stream-json` (claude-code.ts)
 *   codex[=ARGS]             OpenAI Codex CLI, `codex exec --json` (codex.ts)
 *   command=CMD              any shell command (command.ts)
 *   git=REF                  the FreeCode agent as built from a git ref of this repository (git-ref.ts)
 */
// @ts-nocheck

import { InputError } from "../../suite/errors.ts";
import { claudeCodeAdapter } from "./claude-code.ts";
import { codexAdapter } from "./codex.ts";
import { commandAdapter } from "./command.ts";
import { freecodeAdapter } from "./freecode.ts";
import { gitRefAdapter } from "./git-ref.ts";
import type { AgentAdapter } from "./types.ts";

const ADAPTERS: readonly AgentAdapter[] = [freecodeAdapter, claudeCodeAdapter, codexAdapter, commandAdapter, gitRefAdapter];

/** Names of the known adapters. */
export function adapterNames(): string[] {
  return ADAPTERS.map((a) => a.name);
}

/**
 * Splits an agent spec body ("freecode", "command=make agent") into adapter and argument.
 * @throws InputError naming the known adapters, or the form when the adapter needs `=ARG`.
 */
export function resolveAdapter(spec: string): { adapter: AgentAdapter; arg: string | undefined } {
  const eq = spec.indexOf("=");
  const name = eq < 0 ? spec : spec.slice(0, eq);
  const arg = eq < 0 ? undefined : spec.slice(eq + 1);
  const adapter = ADAPTERS.find((a) => a.name === name);
  if (!adapter) throw new InputError(`unknown agent "${name}"; known agents: ${adapterNames().join(", ")}`);
  if (adapter.argRequired && !arg?.trim()) throw new InputError(`agent "${name}" needs an argument, e.g. ${adapter.argRequired}`);
  return { adapter, arg };
}
