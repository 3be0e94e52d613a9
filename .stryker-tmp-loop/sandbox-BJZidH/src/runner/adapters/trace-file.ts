/**
 * What every external agent's adapter puts at the head of its converted trace. The trace is
 * written with src/trace/writer.ts (writeTraceFile), which checks it against the schema.
 */
// @ts-nocheck

import { TRACE_SCHEMA, type ConvertedEvent } from "../../trace/index.ts";
import type { AgentInvocation } from "../agent-process.ts";

/** The `session.start` of an external agent: what was asked of it (flags: what it reported about itself). */
export function sessionStart(agent: string, inv: AgentInvocation, t: number, flags: Record<string, string> = {}): ConvertedEvent {
  return { type: "session.start", t, schema: TRACE_SCHEMA, agent, model: inv.model, cwd: inv.cwd, maxTurns: inv.maxTurns, maxTokens: inv.maxTokens ?? 0, flags };
}
