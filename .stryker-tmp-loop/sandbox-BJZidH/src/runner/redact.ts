/**
 * Redaction by value: any secret the harness handed to a trial (an API key, a token in a
 * variant's env) is replaced wherever it appears in what the run writes.
 */
// @ts-nocheck

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { trialFiles } from "./artifacts.ts";
import type { TrialRecord } from "../results/record.ts";
import { appendTrial } from "../results/results-file.ts";

/**
 * Names of variables whose values are secrets: a word KEY, TOKEN, SECRET, PASSWORD,
 * CREDENTIAL(S) or AUTH between underscores or at the ends (ANTHROPIC_API_KEY, GITHUB_TOKEN,
 * MY_SECRET) — but not FREECODE_MAX_TOKENS, whose word is TOKENS.
 */
export const SECRET_NAME = /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?|AUTH)(_|$)/i;
export const REDACTED = "[redacted]";

/**
 * Values of secret-looking variables. Only values of 8 or more characters count: a short
 * value ("1", "true", "abc") would match everywhere in a trace and shred it, and is no
 * credential anyway. EVAL.md says so where it describes redaction.
 */
export function secretValues(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(env)
    .filter(([k, v]) => SECRET_NAME.test(k) && typeof v === "string" && v.length >= 8)
    .map(([, v]) => v as string);
}

/** The text with every occurrence of every secret replaced by "[redacted]". */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s && out.includes(s)) out = out.split(s).join(REDACTED);
  return out;
}

/** Rewrites a file in place when it holds a secret. */
export function redactFile(path: string, secrets: readonly string[]): void {
  if (secrets.length === 0 || !existsSync(path)) return;
  const text = readFileSync(path, "utf8");
  const clean = redactText(text, secrets);
  if (clean !== text) writeFileSync(path, clean);
}

/**
 * Redacts every file the trial wrote (trialFiles: trace, diff and every side file beside the
 * trace), so an agent that echoes a key into its stdout copy leaks it nowhere in results/.
 */
export function redactTrialFiles(runDir: string, record: { trace: string; diff: string }, secrets: readonly string[]): void {
  if (secrets.length === 0) return;
  for (const file of trialFiles(runDir, record)) redactFile(file, secrets);
}

/**
 * Stores one finished trial: secrets are redacted from the record and from every file the trial
 * wrote (trace, diff, an external agent's side files), then the record is appended to
 * `trialsFile` as one flushed line. The one path every runner (paired, unpaired) records by.
 * @returns the record as stored (redacted)
 * @throws Error from node:fs when a file cannot be written
 */
export function storeTrial(runDir: string, trialsFile: string, raw: TrialRecord, secrets: readonly string[]): TrialRecord {
  const record = secrets.length ? (JSON.parse(redactText(JSON.stringify(raw), secrets)) as TrialRecord) : raw;
  redactTrialFiles(runDir, record, secrets);
  appendTrial(trialsFile, record);
  return record;
}
