/**
 * Append-only trial log. Each record is written as one whole line and flushed to disk before
 * the next trial's result is accepted, so a crash loses at most the trials in flight.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, truncateSync, writeSync } from "node:fs";
import { InputError } from "../suite/errors.ts";
import { TrialRecord } from "./record.ts";

/** Appends one record as a JSON line and fsyncs it. */
export function appendTrial(file: string, record: TrialRecord): void {
  const fd = openSync(file, "a");
  try {
    writeSync(fd, `${JSON.stringify(record)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a trials.jsonl file. A torn last line (a crash mid-write) is ignored.
 * @throws InputError naming file and line for a complete line that is not a valid record.
 */
export function readTrials(file: string): TrialRecord[] {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, "utf8").split("\n");
  const out: TrialRecord[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      if (i === lines.length - 1) return;
      throw new InputError(`${file}:${i + 1}: not a JSON line (a trials.jsonl holds one trial record per line, as eval ab writes it; a CSV must be named *.csv)`);
    }
    const r = TrialRecord.safeParse(json);
    if (!r.success) {
      const issues = r.error.issues.map((x) => `${x.path.join(".") || "(record)"}: ${x.message}`);
      const more = issues.length > 3 ? `; and ${issues.length - 3} more` : "";
      throw new InputError(`${file}:${i + 1}: not a trial record of eval ab: ${issues.slice(0, 3).join("; ")}${more}`);
    }
    out.push(r.data);
  });
  return out;
}

/**
 * Cuts a torn last line (a crash in the middle of a write) so that the next append starts on
 * a line of its own. Returns the number of bytes removed.
 */
export function repairTornTail(file: string): number {
  if (!existsSync(file)) return 0;
  const buf = readFileSync(file);
  if (buf.length === 0 || buf[buf.length - 1] === 0x0a) return 0;
  const keep = buf.lastIndexOf(0x0a) + 1;
  truncateSync(file, keep);
  return buf.length - keep;
}
