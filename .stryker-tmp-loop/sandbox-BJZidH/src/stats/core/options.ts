/**
 * Analysis options: defaults in one place, each checked with a message that says what is valid.
 */
// @ts-nocheck

import type { DecisionOptions } from "./types.ts";

/** Options with every default applied; `effect` stays optional (unset = plan for the observed effect). */
export type ResolvedOptions = Required<Omit<DecisionOptions, "effect">> & { effect?: number };

/** Defaults of DESIGN §7 and issue 6: α = 0.05, primary costUsd, pass margin 5 points, repeatedCalls 0.5 calls per trial. */
export const DEFAULT_OPTIONS: Readonly<ResolvedOptions> = Object.freeze({
  alpha: 0.05,
  primary: "costUsd",
  margins: Object.freeze({ pass: 0.05, repeatedCalls: 0.5 }) as Record<string, number>,
  seed: 20240601,
  bootstrapResamples: 2000,
  signFlipDraws: 10_000,
  power: 0.8,
});

/** Thrown for an option no analysis can run with; `code` is stable for the CLI's exit code. */
export class StatsOptionError extends Error {
  readonly code = "FREECODE_STATS_OPTION";
}

function fail(name: string, value: unknown, valid: string): never {
  throw new StatsOptionError(`option ${name} = ${JSON.stringify(value)} is not valid: ${valid}`);
}

/**
 * Merge user options over {@link DEFAULT_OPTIONS} and validate them. Margins merge key by key
 * (setting `margins.pass` keeps the repeatedCalls default); a default margin on the metric
 * chosen as primary is dropped, since a metric cannot be both (so `primary: "pass"` makes a pass
 * gain the primary, tested as a mean per-case difference, and leaves pass without a guardrail).
 * @throws StatsOptionError naming the option, the value and what would be valid
 * @example resolveOptions({ alpha: 0.1 }).margins // => { pass: 0.05, repeatedCalls: 0.5 }
 */
export function resolveOptions(partial: Partial<DecisionOptions> = {}): ResolvedOptions {
  const given = Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<DecisionOptions>;
  const primary = given.primary ?? DEFAULT_OPTIONS.primary;
  if (typeof primary !== "string" || primary === "") fail("primary", primary, "name a metric, e.g. costUsd");
  if (given.margins && Object.hasOwn(given.margins, primary)) fail(`margins.${primary}`, given.margins[primary], "the primary metric cannot also be a guardrail; drop its margin or choose another primary");
  const defaults = Object.fromEntries(Object.entries(DEFAULT_OPTIONS.margins).filter(([k]) => k !== primary));
  const o: ResolvedOptions = { ...DEFAULT_OPTIONS, ...given, primary, margins: { ...defaults, ...(given.margins ?? {}) } };

  if (!(o.alpha > 0 && o.alpha < 0.5)) fail("alpha", o.alpha, "use a level between 0 and 0.5, e.g. 0.05");
  for (const [name, m] of Object.entries(o.margins)) {
    if (!(m >= 0) || !Number.isFinite(m)) fail(`margins.${name}`, m, "use a non-negative number in the metric's own units");
    if (name === "pass" && m >= 1) fail("margins.pass", m, "a pass-rate margin is a fraction below 1, e.g. 0.05 for 5 points");
  }
  if (!Number.isInteger(o.seed) || o.seed < 1 || o.seed > 0xffffffff) fail("seed", o.seed, "use an integer in [1, 4294967295]");
  if (!Number.isInteger(o.bootstrapResamples) || o.bootstrapResamples < 100) fail("bootstrapResamples", o.bootstrapResamples, "use an integer of at least 100 (2,000 or more for reports)");
  if (!Number.isInteger(o.signFlipDraws) || o.signFlipDraws < 100) fail("signFlipDraws", o.signFlipDraws, "use an integer of at least 100");
  if (o.effect !== undefined && !(o.effect > -1 && o.effect !== 0 && Number.isFinite(o.effect))) fail("effect", o.effect, "use a relative change such as -0.1 for −10% (not 0, above −1)");
  if (!(o.power > 0 && o.power < 1)) fail("power", o.power, "use a probability such as 0.8");
  return o;
}
