/**
 * The agent process's own reading of its command line, without yargs: the runner starts one
 * agent per trial with the same few well-formed options, and loading yargs (which builds its
 * whole help on every parse) was a large share of each trial's start-up. Anything this reader
 * does not accept as plainly valid — help, an unknown or repeated option, a bad number, an
 * extra word — returns null, and agent-entry.ts hands the command line to yargs as before, so
 * help text, error messages and exit codes stay yargs'.
 */
import { parseArgs } from "node:util";
import type { AgentArgs } from "./agent-run.ts";
import { checkNumberOption, COUNT } from "./number-option.ts";

const STRINGS = ["prompt", "prompt-file", "cwd", "trace", "model", "sim-case", "suite"] as const;
const COUNTS = ["max-turns", "max-tokens", "max-trial-tokens"] as const;

/**
 * `agent run`'s options from `argv` (process.argv without node and the script), with the same
 * defaults as agentRunCommand's yargs builder (cwd ".", model claude-sonnet-5-5, 30 turns,
 * suite coding).
 * @returns the options, or null when yargs should parse this command line instead
 * @example fastAgentArgs(["run", "--cwd", "/w", "--max-turns", "5"])?.["max-turns"] // => 5
 * @example fastAgentArgs(["run", "--help"]) // => null
 */
export function fastAgentArgs(argv: readonly string[]): AgentArgs | null {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv], strict: true, allowPositionals: true, tokens: true,
      options: Object.fromEntries([...STRINGS, ...COUNTS].map((k) => [k, { type: "string" as const }])),
    });
  } catch {
    return null;
  }
  if (parsed.positionals.length !== 1 || parsed.positionals[0] !== "run") return null;
  const seen = new Set<string>();
  for (const t of parsed.tokens) {
    if (t.kind === "option-terminator") return null;
    if (t.kind !== "option") continue;
    // yargs makes a repeated option an array; let it say so.
    if (seen.has(t.name) || t.value === undefined) return null;
    seen.add(t.name);
  }
  const v = parsed.values as Record<string, string | undefined>;
  const out: AgentArgs = { cwd: v.cwd ?? ".", model: v.model ?? "claude-sonnet-5-5", "max-turns": 30, suite: v.suite ?? "coding" };
  for (const k of ["prompt", "prompt-file", "trace", "sim-case"] as const) if (v[k] !== undefined) out[k] = v[k];
  try {
    for (const k of COUNTS) if (v[k] !== undefined) out[k] = checkNumberOption(k, v[k], COUNT);
  } catch {
    return null;
  }
  return out;
}
