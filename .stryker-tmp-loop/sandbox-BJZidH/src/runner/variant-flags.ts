/**
 * The reference agent's flags in a variant, checked before the first trial: a FREECODE_* key
 * the agent does not read, or a value it would replace by its default, would otherwise run an
 * A/A experiment that exits 0 (issue 22). The valid values are FLAG_SPECS'
 * (src/agent-protocol/flag-specs.ts); FLAGS.md documents them.
 */
// @ts-nocheck

import { flagValueProblem, knownAgentVariables, specOf } from "../agent-protocol/flag-specs.ts";
import { InputError } from "../suite/errors.ts";
import { nearest } from "../suite/nearest.ts";

/**
 * Checks the FREECODE_* keys of a freecode variant's env.
 * @param label the variant's specs as given, for the message
 * @throws InputError naming the key, a did-you-mean when one is close, and the valid keys or values
 * @example checkAgentFlags({FREECODE_READ_LINE_NUMBER: "1"}, "env:FREECODE_READ_LINE_NUMBER=1")
 *   // throws: … FREECODE_READ_LINE_NUMBER is not a FreeCode flag; did you mean FREECODE_READ_LINE_NUMBERS? …
 */
export function checkAgentFlags(env: Readonly<Record<string, string>>, label: string): void {
  const known = knownAgentVariables();
  for (const [key, value] of Object.entries(env)) {
    if (!key.toUpperCase().startsWith("FREECODE_")) continue;
    if (!known.includes(key)) {
      const near = nearest(key, known);
      throw new InputError(`variant "${label}": ${key} is not a FreeCode flag${near ? `; did you mean ${near}?` : ""} (flags: ${known.join(", ")}; src/agent/FLAGS.md)`);
    }
    const problem = flagValueProblem(key, value);
    if (!problem) continue;
    const spec = specOf(key);
    const near = spec?.kind === "choice" ? nearest(value, spec.values) : null;
    throw new InputError(`variant "${label}": ${problem}${near ? `; did you mean ${key}=${near}?` : ""} (src/agent/FLAGS.md)`);
  }
}
