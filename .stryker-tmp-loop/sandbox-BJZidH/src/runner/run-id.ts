/**
 * A new run's folder name: UTC time stamp + 3 random bytes, e.g. `20261201T132200-a1b2c3`.
 * Apart from experiment-plan.ts so the CLI can name the run folder in its first line, before
 * it loads anything heavy.
 */
// @ts-nocheck

import { randomBytes } from "node:crypto";

/** A fresh run id (sorts by time; unique across runs started in the same second). */
export function newRunId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}-${randomBytes(3).toString("hex")}`;
}
