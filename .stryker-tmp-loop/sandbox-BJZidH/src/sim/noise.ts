/**
 * Nuisance behaviour that makes repeated trials vary the way a real model's do: exploration,
 * split batches and verbose answers (their chances are in behaviour.ts, the one parameter
 * table). Seeded by the trial's noise seed: per (run seed, case, trial, arm) in a run unless
 * noise is shared (runner/provider-binding.ts).
 *
 * Each choice is a pure function of (noise seed, step position, what is decided), not a
 * draw from a running generator, so the policy stays stateless and a retried request makes
 * the same choice.
 */
// @ts-nocheck

import { BEHAVIOUR, happens, uniform } from "./behaviour.ts";

export { uniform };

export const NOISE_DEFAULTS = {
  explore: BEHAVIOUR.explore,
  split: BEHAVIOUR.split,
  verbose: BEHAVIOUR.verbose,
} as const;
export type NoiseKind = keyof typeof NOISE_DEFAULTS;

/**
 * Whether a noise event happens at this position for this trial.
 * @param scale SimOptions.noise in 0..1; 0 turns every noise event off.
 */
export function noiseHappens(kind: NoiseKind, scale: number, seed: number, where: string): boolean {
  return happens(kind, scale, seed, where);
}
