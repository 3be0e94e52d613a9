/**
 * Nuisance behaviour that makes repeated trials vary the way a real model's do, seeded per
 * trial and blind to the arm: the same trial seed gives the same choices in both arms.
 *
 * Each choice is a pure function of (trial seed, step position, what is decided), not a
 * draw from a running generator, so the policy stays stateless and a retried request makes
 * the same choice. Chances (per step, before scaling by SimOptions.noise, default 1):
 */
import { createHash } from "node:crypto";

export const NOISE_DEFAULTS = {
  /** An extra exploratory call (read of a file the case touches, or `ls`) before a step. */
  explore: 0.15,
  /** A batch of two or more calls split over two turns. */
  split: 0.1,
  /** A final answer followed by a recap of the work. */
  verbose: 0.2,
} as const;
export type NoiseKind = keyof typeof NOISE_DEFAULTS;

/**
 * A uniform number in [0, 1) determined by the parts (sha256 of their joined text; 48 bits).
 * @example uniform(7, "s3", "explore") === uniform(7, "s3", "explore") // => true
 */
export function uniform(...parts: Array<string | number>): number {
  const h = createHash("sha256").update(parts.join("\0")).digest();
  return h.readUIntBE(0, 6) / 2 ** 48;
}

/**
 * Whether a noise event happens at this position for this trial.
 * @param scale SimOptions.noise in 0..1; 0 turns every noise event off.
 */
export function noiseHappens(kind: NoiseKind, scale: number, seed: number, where: string): boolean {
  const p = NOISE_DEFAULTS[kind] * Math.min(1, Math.max(0, scale));
  return p > 0 && uniform(seed, where, kind) < p;
}
