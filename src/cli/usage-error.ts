/**
 * yargs' failures as freecode errors. A check that runs while yargs parses (an option's
 * `coerce`, e.g. numberOption) reaches the fail handler as a yargs `YError` carrying the
 * check's own message; any other error passes through unchanged.
 */
import { InputError } from "../suite/input-error.ts";

/** The error to throw for a yargs failure, or null when yargs only reported a message. */
export function usageError(msg: string | null, err: Error | string | null | undefined): Error | null {
  // A `.check` that returns its message passes it as the "error" too (yargs' check): a usage message.
  if (!(err instanceof Error)) return null;
  if (err.name !== "YError") return err;
  const missing = /^Not enough arguments following: (.+)$/.exec(err.message);
  return new InputError(missing ? `${missing[1]!.length === 1 ? "-" : "--"}${missing[1]} needs a value` : err.message || msg || "invalid arguments");
}
