/**
 * The shared vocabulary of the statistics: input and summary types, the options in force, per-
 * case data helpers, and the seeded random number generator.
 */
// @ts-nocheck

export * from "./types.ts";
export * from "./options.ts";
export * from "./case-data.ts";
export * from "./rng.ts";
export * from "./pass-at-k.ts";
