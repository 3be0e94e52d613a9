/**
 * The quarantine file: flaky cases that still run and are reported, but are left out of
 * gates until their expiry date. Format (YAML, a list; EVAL.md "Flaky cases and quarantine"):
 *
 *   - case: build-log-error      # case id
 *     until: 2026-12-14          # expiry (YYYY-MM-DD, UTC): from this day on the case is gated again
 *     reason: flipped 4 of 9 trials
 *     suite: coding              # optional: only in this suite (default: every suite)
 *     added: 2026-11-30          # optional
 */
// @ts-nocheck

import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { stringify } from "yaml";
import { z } from "zod";
import { InputError, parseYamlLocated, validateLocated } from "../suite/errors.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const Day = z
  .string()
  .regex(DATE, "a date YYYY-MM-DD")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "not a calendar date (YYYY-MM-DD, month 01-12)");

export const QuarantineEntrySchema = z.strictObject({
  case: z.string().min(1),
  until: Day,
  reason: z.string().min(1),
  suite: z.string().min(1).optional(),
  added: Day.optional(),
});
export type QuarantineEntry = z.infer<typeof QuarantineEntrySchema>;

const QuarantineFileSchema = z.array(QuarantineEntrySchema).nullable();

/** Today as YYYY-MM-DD in UTC. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return today(d);
}

/** The quarantine file read when no `--quarantine` is given; it may be absent (nothing quarantined). */
export const DEFAULT_QUARANTINE_FILE = "quarantine.yaml";

/**
 * The quarantine file to use: the one given with `--quarantine`, which must exist (a typo
 * would otherwise quietly gate every case), or else the default, which may be absent.
 * @param mayCreate the command writes the file (eval flaky --apply), so a new path is fine
 * @throws InputError naming the file when a given file does not exist or is a folder.
 */
export function quarantineFile(given: string | undefined, mayCreate = false): string {
  if (given === undefined) return DEFAULT_QUARANTINE_FILE;
  if (!existsSync(given)) {
    if (mayCreate) return given;
    throw new InputError(`--quarantine ${given}: no such file (leave the option out to use ${DEFAULT_QUARANTINE_FILE} when it exists; eval flaky --apply writes one)`);
  }
  if (!statSync(given).isFile()) throw new InputError(`--quarantine ${given}: a folder, not a quarantine file (a YAML list of {case, until, reason})`);
  return given;
}

/**
 * Reads the quarantine file; a missing file is an empty quarantine.
 * @throws InputError naming file, line and field for invalid YAML or an invalid entry, or
 *   when the path is a folder.
 */
export function readQuarantine(file: string): QuarantineEntry[] {
  if (!existsSync(file)) return [];
  if (!statSync(file).isFile()) throw new InputError(`${file}: a folder, not a quarantine file (a YAML list of {case, until, reason})`);
  const text = readFileSync(file, "utf8");
  return validateLocated(parseYamlLocated(text, file), QuarantineFileSchema) ?? [];
}

/** Writes entries as the quarantine file, with a header comment that explains the format. */
export function writeQuarantine(file: string, entries: readonly QuarantineEntry[]): void {
  const header = "# Cases left out of gates (still run and reported). Written by `freecode eval flaky --apply`;\n# edit freely. until: expiry date (YYYY-MM-DD, UTC), from which the case is gated again.\n";
  writeFileSync(file, header + (entries.length ? stringify(entries) : "[]\n"));
}

/**
 * Splits the entries that concern `suite` (or every suite) into active (today < until) and expired.
 * @example partitionQuarantine(entries, "coding", "2026-12-01").active.map((e) => e.case) // => ["build-log-error"]
 */
export function partitionQuarantine(entries: readonly QuarantineEntry[], suite: string | null, day: string): { active: QuarantineEntry[]; expired: QuarantineEntry[] } {
  const mine = entries.filter((e) => suite === null || e.suite === undefined || e.suite === suite);
  return { active: mine.filter((e) => day < e.until), expired: mine.filter((e) => day >= e.until) };
}
