/**
 * `--primary METRIC` for `eval ab` and `eval analyze`: which metric decides the verdict.
 */
import { InputError } from "../suite/input-error.ts";
import { nearest } from "../suite/nearest.ts";

/** The yargs option: a metric name, checked against the metrics there are once they are known. */
export const PRIMARY_OPTION = {
  type: "string",
  requiresArg: true,
  describe: "the metric that decides the verdict (default costUsd, lower is better); pass makes a pass-rate gain the primary (higher is better, and pass is then no guardrail)",
} as const;

/**
 * Refuse a primary metric that is not among `known`, with a did-you-mean.
 * @param where what the metrics belong to, for the message (e.g. "this suite's trials", a file name)
 * @throws InputError naming the metric, the nearest known one and the list
 * @example checkPrimary("pas", ["costUsd", "pass"], "r.csv") // throws '--primary pas: no metric "pas" in r.csv; did you mean "pass"? …'
 */
export function checkPrimary(name: string | undefined, known: readonly string[], where: string): void {
  if (name === undefined || known.includes(name)) return;
  const hint = nearest(name, known);
  throw new InputError(`--primary ${name}: no metric "${name}" in ${where}${hint ? `; did you mean "${hint}"?` : ""} (metrics: ${known.join(", ")})`);
}
