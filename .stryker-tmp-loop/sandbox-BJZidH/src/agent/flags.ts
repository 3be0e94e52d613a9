/**
 * Typed readers over the FREECODE_* flags of src/agent-protocol/formats.ts. Every tool call reads its flags
 * afresh through these, so a flag is never cached for a session (the env object is the
 * per-call source of truth).
 */
// @ts-nocheck

import { FLAG_SPECS } from "../agent-protocol/flag-specs.ts";
import { AGENT_FLAGS, readFlag, type AgentFlag } from "../agent-protocol/formats.ts";

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * A numeric flag: its value when it parses as a finite number within the bounds of its spec
 * (FLAG_SPECS, src/agent-protocol/flag-specs.ts), else the documented default (an invalid value
 * must not silently disable a guard; the runner refuses such a variant before any trial).
 * @example numberFlag({FREECODE_OUTPUT_MAX_CHARS: "x"}, "FREECODE_OUTPUT_MAX_CHARS") // => 30000
 */
export function numberFlag(env: Env, name: AgentFlag): number {
  const spec = FLAG_SPECS[name];
  const [min, max] = spec.kind === "number" ? [spec.min, spec.max] : [-Infinity, Infinity];
  const n = Number(readFlag(env, name));
  if (Number.isFinite(n) && n >= min && n <= max) return n;
  return Number(AGENT_FLAGS[name]);
}

/** A 0/1 switch: true only for "1" or "true" (case-insensitive). */
export function boolFlag(env: Env, name: AgentFlag): boolean {
  const v = readFlag(env, name).toLowerCase();
  return v === "1" || v === "true";
}

/** Every flag of AGENT_FLAGS with the value in force, for `session.start.flags`. */
export function flagsInForce(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(AGENT_FLAGS) as AgentFlag[]) out[name] = readFlag(env, name);
  return out;
}
