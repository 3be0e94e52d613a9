/**
 * Writing a trace, the two ways it is produced:
 * - live, by the reference agent (`openTrace`): crash-safe JSONL, every event one
 *   `appendFileSync` of a whole line, so a crash loses at most the event being written
 *   (parseTrace ignores a torn last line);
 * - whole, by an external agent's adapter after conversion (`writeTraceFile`): every event is
 *   checked against the schema before the file is written, so a conversion bug fails loudly
 *   here instead of as a metrics surprise later. Fields outside the schema (an agent's own
 *   reported cost, the 1-hour cache-write share) are kept in the file for people; trace
 *   readers drop them.
 */
// @ts-nocheck

import fs, { mkdirSync, writeFileSync } from "node:fs";
import path, { dirname } from "node:path";
import { TraceEvent, type TraceEventInput } from "./schema.ts";

/** Omits `t` (filled in by the writer) from each member of the event union. */
export type TraceEventBody = TraceEventInput extends infer E ? (E extends unknown ? Omit<E, "t"> : never) : never;

export interface TraceWriter {
  /** Appends one event, stamping `t` (ms since the epoch). @throws on I/O failure. */
  write(event: TraceEventBody): TraceEvent;
}

/**
 * Opens a trace for appending; creates parent folders. Never buffers.
 * `onEvent` (optional) sees each event after it reached the file, for live progress output.
 * @throws when the parent folder cannot be created.
 */
export function openTrace(file: string, onEvent?: (e: TraceEvent) => void): TraceWriter {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return {
    write(event) {
      const full = { t: Date.now(), ...event } as TraceEvent;
      fs.appendFileSync(file, JSON.stringify(full) + "\n");
      onEvent?.(full);
      return full;
    },
  };
}

/** A trace event as an adapter builds it: schema fields plus, optionally, extra ones. */
export type ConvertedEvent = Record<string, unknown> & { type: TraceEvent["type"]; t: number };

/**
 * Writes the events as the trace file (replacing it).
 * @throws Error naming the event when one does not fit the trace schema
 */
export function writeTraceFile(path: string, events: readonly ConvertedEvent[]): void {
  events.forEach((e, i) => {
    const r = TraceEvent.safeParse(e);
    if (!r.success) {
      throw new Error(`converted trace event ${i + 1} (${e.type}) does not fit the trace schema: ${r.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`);
    }
  });
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, events.map((e) => `${JSON.stringify(e)}\n`).join(""));
}
