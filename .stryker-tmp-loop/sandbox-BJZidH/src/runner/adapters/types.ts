/**
 * An agent adapter runs one trial's agent and leaves a trace in our schema (src/trace/schema.ts)
 * at `inv.tracePath`, converting the agent's own event stream if it has one.
 */
// @ts-nocheck

import type { AgentInvocation, ProcessOutcome } from "../agent-process.ts";

export interface AgentAdapter {
  /** The spec's agent name, e.g. "freecode", "claude-code", "command". */
  readonly name: string;
  /** Set when the spec must carry `=ARG`: the form to show, e.g. 'agent:command="./agent.sh"'. */
  readonly argRequired?: string;
  /** Runs the agent to completion or timeout; never throws (every ending is an outcome). */
  run(inv: AgentInvocation, arg: string | undefined): Promise<ProcessOutcome>;
}
