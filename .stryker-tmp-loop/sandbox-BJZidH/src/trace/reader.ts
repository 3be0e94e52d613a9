/**
 * Reading a trace: the one validating parser every consumer (runner, metrics, scoring, tests)
 * goes through, so a trace is checked against schema.ts the same way everywhere.
 */
// @ts-nocheck

import { TraceEvent } from "./schema.ts";

/**
 * Parses a trace file's text into events. Blank lines are skipped; a last line cut by a
 * crash mid-write is ignored (a trace is appended line by line).
 * @throws Error naming the line when a complete line is not a valid event.
 */
export function parseTrace(text: string, file = "trace.jsonl"): TraceEvent[] {
  const lines = text.split("\n");
  const events: TraceEvent[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (err) {
      if (i === lines.length - 1) return; // torn final line
      throw new Error(`${file}:${i + 1}: not JSON (${(err as Error).message})`);
    }
    const parsed = TraceEvent.safeParse(json);
    if (!parsed.success) {
      throw new Error(`${file}:${i + 1}: not a trace event: ${parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`);
    }
    events.push(parsed.data);
  });
  return events;
}
