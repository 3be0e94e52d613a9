/**
 * Numeric command-line options. Each option states once what is valid; yargs checks the value
 * while it parses the arguments, so a bad value stops the command before anything is written,
 * with a message that names the option, echoes what was typed and says what would be valid
 * (exit code 2, via InputError).
 *
 * The options are declared without yargs' `type: "number"`, which turns "abc" into NaN before
 * any check could echo it; `requiresArg` makes `--max-cost -1` and `--shard -1/2` values
 * rather than flags.
 */
// @ts-nocheck

import type { Options } from "yargs";
import { InputError } from "../suite/errors.ts";

export interface NumberRule {
  integer?: boolean;
  /** Smallest valid value (inclusive). */
  min?: number;
  /** Values must be greater than this (exclusive lower bound). */
  above?: number;
  /** Largest valid value (inclusive). */
  max?: number;
  /** Values must be smaller than this (exclusive upper bound). */
  below?: number;
  /** What the value means or an example, added to the message, e.g. "0 = any free port". */
  note?: string;
}

/** Positive whole numbers: counts of trials, turns, days, workers. */
export const COUNT: NumberRule = { integer: true, min: 1 };
/** Seeds: the statistics and the simulator hash them as unsigned 32-bit integers. */
export const SEED: NumberRule = { integer: true, min: 1, max: 0xffffffff };
/** A significance level. */
export const ALPHA: NumberRule = { above: 0, below: 0.5, note: "e.g. 0.05" };
/** The simulator's noise scale. */
export const SIM_NOISE: NumberRule = { min: 0, max: 1, note: "0 = deterministic trajectories, 1 = the full noise" };
/** Re-runs after an infrastructure error. */
export const RETRIES: NumberRule = { integer: true, min: 0 };

/**
 * What `rule` accepts, in words.
 * @example describeNumberRule({ integer: true, min: 1 }) // => "an integer ≥ 1"
 * @example describeNumberRule({ min: 0, max: 1 }) // => "a number from 0 to 1"
 */
export function describeNumberRule(rule: NumberRule): string {
  const kind = rule.integer ? "an integer" : "a number";
  if (rule.min !== undefined && rule.max !== undefined) return `${kind} from ${rule.min} to ${rule.max}`;
  const lower = rule.min !== undefined ? `≥ ${rule.min}` : rule.above !== undefined ? `> ${rule.above}` : null;
  const upper = rule.max !== undefined ? `≤ ${rule.max}` : rule.below !== undefined ? `< ${rule.below}` : null;
  return [kind, [lower, upper].filter(Boolean).join(" and ")].filter(Boolean).join(" ");
}

function within(x: number, r: NumberRule): boolean {
  return Number.isFinite(x) && (!r.integer || Number.isInteger(x)) && (r.min === undefined || x >= r.min) && (r.above === undefined || x > r.above)
    && (r.max === undefined || x <= r.max) && (r.below === undefined || x < r.below);
}

const NUMERAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The value of `--name` as a number.
 * @throws InputError "--NAME VALUE: expected …" when it is not a number, breaks the rule, or
 *   was given more than once.
 * @example checkNumberOption("trials", "3", COUNT) // => 3
 */
export function checkNumberOption(name: string, raw: unknown, rule: NumberRule): number {
  const valid = `expected ${describeNumberRule(rule)}${rule.note ? ` (${rule.note})` : ""}`;
  if (Array.isArray(raw)) throw new InputError(`--${name} was given ${raw.length} times (${raw.join(", ")}); give it once`);
  const text = typeof raw === "string" ? raw.trim() : String(raw);
  const x = typeof raw === "number" ? raw : NUMERAL.test(text) ? Number(text) : NaN;
  if (!within(x, rule)) throw new InputError(`--${name} ${typeof raw === "number" ? raw : JSON.stringify(raw)}: ${valid}`);
  return x;
}

/**
 * A yargs option that holds a number checked against `rule` while the arguments are parsed.
 * The help text gets the rule appended.
 */
export function numberOption(name: string, rule: NumberRule, options: Omit<Options, "type" | "coerce" | "requiresArg"> = {}): Options {
  const what = describeNumberRule(rule);
  return {
    ...options,
    describe: options.describe ? `${options.describe} [${what}]` : what,
    requiresArg: true,
    coerce: (raw: unknown) => checkNumberOption(name, raw, rule),
  };
}
