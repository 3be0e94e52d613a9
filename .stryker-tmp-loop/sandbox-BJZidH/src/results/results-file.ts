/**
 * Append-only trial log. Each record is written as one whole line and flushed to disk before
 * the next trial's result is accepted, so a crash loses at most the trials in flight.
 */
// @ts-nocheck

import { closeSync, existsSync, fsyncSync, openSync, readFileSync, readSync, truncateSync, writeSync } from "node:fs";
import type { z } from "zod";
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

/** Bytes read at a time by {@link fileLines} (the buffer grows for a longer line). */
const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;

/** One line of a text file: its 1-based number, its text without the "\n", and whether it is an unterminated last line. */
export interface FileLine {
  line: number;
  text: string;
  /** True for text after the file's last "\n" (a write cut short by a crash, or a file without a final newline). */
  unterminated: boolean;
}

/**
 * The lines of a UTF-8 file, read a chunk at a time, so that a large log is never held whole
 * in memory. Lines are split at "\n" only, exactly as `readFileSync(file, "utf8").split("\n")`
 * splits them (a "\r" stays in the line), except that no empty line is yielded after a final
 * "\n". The split is done on bytes (a "\n" byte is never part of a multi-byte UTF-8 character)
 * and each line is decoded on its own, which is several times faster than decoding a chunk and
 * slicing the string.
 * @throws Error from node:fs when the file cannot be read
 * @example [...fileLines("a.jsonl")] // => [{ line: 1, text: "{…}", unterminated: false }, …]
 */
export function* fileLines(file: string): Generator<FileLine> {
  const fd = openSync(file, "r");
  try {
    let buf = Buffer.allocUnsafe(CHUNK_BYTES);
    let kept = 0; // bytes of an unfinished line at the start of buf
    let line = 0;
    for (;;) {
      const read = readSync(fd, buf, kept, buf.length - kept, null);
      const data = buf.subarray(0, kept + read);
      let start = 0;
      for (let nl = data.indexOf(NEWLINE, start); nl !== -1; nl = data.indexOf(NEWLINE, start)) {
        yield { line: ++line, text: data.toString("utf8", start, nl), unterminated: false };
        start = nl + 1;
      }
      if (read === 0) {
        if (start < data.length) yield { line: ++line, text: data.toString("utf8", start), unterminated: true };
        return;
      }
      kept = data.length - start;
      if (kept === buf.length) {
        const bigger = Buffer.allocUnsafe(2 * buf.length);
        buf.copy(bigger, 0, 0, kept);
        buf = bigger;
      } else {
        buf.copy(buf, 0, start, data.length);
      }
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The records of a trials.jsonl file, one line at a time, each parsed by `schema`: the whole
 * {@link TrialRecord}, or a narrower view of it (src/results/observations.ts) when only some
 * fields are needed, which keeps memory to what the caller holds. Blank lines are skipped; a
 * torn last line (a crash mid-write: unterminated and not JSON) is ignored. A missing file has
 * no records.
 * @throws InputError naming file and line for a complete line that is not JSON or does not match `schema`
 * @example for (const r of trialLines("results/run/trials.jsonl", TrialRecord)) console.log(r.caseId)
 */
export function* trialLines<S extends z.ZodType>(file: string, schema: S): Generator<z.output<S>> {
  if (!existsSync(file)) return;
  for (const { line, text, unterminated } of fileLines(file)) {
    if (!text.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      if (unterminated) return;
      throw new InputError(`${file}:${line}: not a JSON line (a trials.jsonl holds one trial record per line, as eval ab writes it; a CSV must be named *.csv)`);
    }
    const r = schema.safeParse(json);
    if (!r.success) {
      const issues = r.error.issues.map((x) => `${x.path.join(".") || "(record)"}: ${x.message}`);
      const more = issues.length > 3 ? `; and ${issues.length - 3} more` : "";
      throw new InputError(`${file}:${line}: not a trial record of eval ab: ${issues.slice(0, 3).join("; ")}${more}`);
    }
    yield r.data;
  }
}

/**
 * Reads a trials.jsonl file. A torn last line (a crash mid-write) is ignored.
 * @throws InputError naming file and line for a complete line that is not a valid record.
 */
export function readTrials(file: string): TrialRecord[] {
  return [...trialLines(file, TrialRecord)];
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
