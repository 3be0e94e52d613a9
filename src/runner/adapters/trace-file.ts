/**
 * Writing a converted trace: every event is checked against the trace schema before the file
 * is written, so a conversion bug fails loudly here instead of as a metrics surprise later.
 * Fields outside the schema (an agent's own reported cost, the 1-hour cache-write share) are
 * kept in the file for people; trace readers drop them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { TraceEvent, TRACE_SCHEMA } from "../../agent/trace.ts";
import type { AgentInvocation } from "../agent-process.ts";

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

/** The `session.start` of an external agent: what was asked of it (flags: what it reported about itself). */
export function sessionStart(agent: string, inv: AgentInvocation, t: number, flags: Record<string, string> = {}): ConvertedEvent {
  return { type: "session.start", t, schema: TRACE_SCHEMA, agent, model: inv.model, cwd: inv.cwd, maxTurns: inv.maxTurns, maxTokens: inv.maxTokens ?? 0, flags };
}
