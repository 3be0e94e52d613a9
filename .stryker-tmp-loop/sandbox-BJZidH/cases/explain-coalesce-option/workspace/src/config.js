// @ts-nocheck
import { readFileSync } from "node:fs";

/** Values used when notifier.config.json leaves a key out. */
export const DEFAULTS = Object.freeze({
  coalesceWindowMs: 30_000,
  maxDigestSize: 20,
  quietHours: null,
});

/**
 * Reads the JSON configuration and fills in defaults.
 * @param {string} path
 */
export function loadConfig(path = "notifier.config.json") {
  return normalizeConfig(JSON.parse(readFileSync(path, "utf8")));
}

/** @param {Partial<typeof DEFAULTS>} user */
export function normalizeConfig(user = {}) {
  const config = {
    coalesceWindowMs: Number(user.coalesceWindowMs) || DEFAULTS.coalesceWindowMs,
    maxDigestSize: user.maxDigestSize ?? DEFAULTS.maxDigestSize,
    quietHours: user.quietHours ?? DEFAULTS.quietHours,
  };
  if (!Number.isInteger(config.maxDigestSize) || config.maxDigestSize < 1) {
    throw new Error(`maxDigestSize must be a positive integer, got ${JSON.stringify(user.maxDigestSize)}`);
  }
  return config;
}
