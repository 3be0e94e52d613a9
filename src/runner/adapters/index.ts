/**
 * The agent adapters a variant can name with `agent:NAME` or `agent:NAME=ARG`.
 */
import { InputError } from "../../suite/errors.ts";
import { freecodeAdapter } from "./freecode.ts";
import type { AgentAdapter } from "./types.ts";

const ADAPTERS: readonly AgentAdapter[] = [freecodeAdapter];

/** Names of the known adapters. */
export function adapterNames(): string[] {
  return ADAPTERS.map((a) => a.name);
}

/**
 * Splits an agent spec body ("freecode", "command=make agent") into adapter and argument.
 * @throws InputError naming the known adapters.
 */
export function resolveAdapter(spec: string): { adapter: AgentAdapter; arg: string | undefined } {
  const eq = spec.indexOf("=");
  const name = eq < 0 ? spec : spec.slice(0, eq);
  const arg = eq < 0 ? undefined : spec.slice(eq + 1);
  const adapter = ADAPTERS.find((a) => a.name === name);
  if (!adapter) throw new InputError(`unknown agent "${name}"; known agents: ${adapterNames().join(", ")}`);
  return { adapter, arg };
}
