/**
 * What a valid value of each FREECODE_* flag is. The agent's readers (src/agent/flags.ts) take
 * their bounds from here, and the runner checks every variant's flags against the same table
 * before the first trial (src/runner/variant-flags.ts), so a value the agent would silently
 * replace by its default is refused instead of running an A/A. Documented in src/agent/FLAGS.md.
 */
// @ts-nocheck

import { AGENT_FLAGS, EDIT_FORMATS, type AgentFlag } from "./formats.ts";
import { PROVIDERS } from "./provider.ts";

/** The shape of a flag's value. */
export type FlagSpec =
  | { kind: "switch" }
  | { kind: "number"; min: number; max: number; integer: boolean }
  | { kind: "choice"; values: readonly string[]; caseInsensitive?: boolean }
  | { kind: "path" }
  | { kind: "positive-integer-or-empty" };

const num = (min: number, max = Infinity, integer = false): FlagSpec => ({ kind: "number", min, max, integer });

/** Every flag's spec; keys are exactly AGENT_FLAGS' (a test keeps them equal). */
export const FLAG_SPECS: Readonly<Record<AgentFlag, FlagSpec>> = {
  FREECODE_READ_LINE_NUMBERS: { kind: "switch" },
  FREECODE_BASH_COMPRESS: { kind: "switch" },
  FREECODE_WRITE_SHRINK_LIMIT: num(0, 1),
  FREECODE_OUTPUT_MAX_CHARS: num(200),
  FREECODE_OUTPUT_TAIL_CHARS: num(0),
  FREECODE_STREAM_IDLE_MS: num(1),
  FREECODE_MAX_TOKENS: { kind: "positive-integer-or-empty" },
  FREECODE_SYSTEM_PROMPT_FILE: { kind: "path" },
  FREECODE_EDIT_FORMAT: { kind: "choice", values: EDIT_FORMATS },
  FREECODE_EDIT_AUTO_MAX_LINES: num(1, Infinity, true),
};

/**
 * Variables the reference agent reads that are not experiment flags but may be set in a
 * variant: FREECODE_PROVIDER (src/agent-protocol/provider.ts).
 */
export const AGENT_SETTINGS: Readonly<Record<string, FlagSpec>> = {
  FREECODE_PROVIDER: { kind: "choice", values: PROVIDERS, caseInsensitive: true },
};

/** Every FREECODE_* name a variant may set for the reference agent. */
export function knownAgentVariables(): string[] {
  return [...Object.keys(AGENT_FLAGS), ...Object.keys(AGENT_SETTINGS)];
}

const SWITCH_VALUES = ["0", "1", "true", "false"];

/** The spec of a known variable, or undefined. */
export function specOf(name: string): FlagSpec | undefined {
  return (FLAG_SPECS as Record<string, FlagSpec>)[name] ?? AGENT_SETTINGS[name];
}

/** What a valid value of `spec` is, in words, e.g. "a number from 0 to 1". */
export function describeSpec(spec: FlagSpec): string {
  switch (spec.kind) {
    case "switch": return "0 or 1 (or true/false)";
    case "number": {
      const what = spec.integer ? "an integer" : "a number";
      return spec.max === Infinity ? `${what} ≥ ${spec.min}` : `${what} from ${spec.min} to ${spec.max}`;
    }
    case "choice": return `one of ${spec.values.join(", ")}`;
    case "path": return "a file path";
    case "positive-integer-or-empty": return "a positive integer (or empty for the model's ceiling)";
  }
}

/**
 * Why `value` is not a valid value of `name`, or null when it is valid. An empty value always
 * means "the default" (readFlag) and is valid.
 * @example flagValueProblem("FREECODE_OUTPUT_MAX_CHARS", "x") // => 'FREECODE_OUTPUT_MAX_CHARS=x: not a number ≥ 200 …'
 */
export function flagValueProblem(name: string, value: string): string | null {
  const spec = specOf(name);
  if (!spec || value === "") return null;
  const bad = (why: string) => `${name}=${value}: ${why}; use ${describeSpec(spec)}`;
  switch (spec.kind) {
    case "switch":
      return SWITCH_VALUES.includes(value.toLowerCase()) ? null : bad("not a switch");
    case "number": {
      const n = Number(value);
      if (value.trim() === "" || !Number.isFinite(n)) return bad("not a number");
      if (spec.integer && !Number.isInteger(n)) return bad("not an integer");
      return n < spec.min || n > spec.max ? bad("out of range") : null;
    }
    case "choice":
      return spec.values.includes(spec.caseInsensitive ? value.trim().toLowerCase() : value) ? null : bad("not a valid value");
    case "path":
      return null;
    case "positive-integer-or-empty": {
      const n = Number(value);
      return Number.isInteger(n) && n > 0 ? null : bad("not a positive integer");
    }
  }
}
