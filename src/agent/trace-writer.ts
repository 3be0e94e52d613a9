/**
 * Crash-safe JSONL trace writer: every event is one `appendFileSync` of a whole line, so a
 * crash loses at most the event being written (parseTrace ignores a torn last line).
 */
import fs from "node:fs";
import path from "node:path";
import type { TraceEvent, TraceEventInput } from "./trace.ts";

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
