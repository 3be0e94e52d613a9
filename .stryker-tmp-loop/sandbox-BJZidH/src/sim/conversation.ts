/**
 * What the simulated model "knows" from a request: the tool calls in the conversation, the
 * tool results it was shown, and the responses the simulator itself emitted earlier
 * (recognised by their ids, see ids.ts).
 */
// @ts-nocheck

import { decodeToolUseId, type ResponseKind } from "./ids.ts";
import { toolResultText, type SimMessage } from "./request.ts";

export interface SeenCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

export interface SeenResult {
  toolUseId: string;
  text: string;
  isError: boolean;
}

/** One earlier response of the simulator: the step it played, why, and its calls. */
export interface EmittedResponse {
  path: number[];
  kind: ResponseKind;
  calls: SeenCall[];
}

export interface Conversation {
  calls: Map<string, SeenCall>;
  results: SeenResult[];
  resultById: Map<string, SeenResult>;
  emitted: EmittedResponse[];
}

/**
 * Reads a request's messages into a Conversation. Never throws on odd content: it skips it.
 * @param normalize puts each tool call into the trajectory's vocabulary (vocab.ts `fromWire`); default as sent
 */
export function readConversation(
  messages: readonly SimMessage[],
  normalize: (c: { name: string; input: Record<string, unknown> }) => { name: string; input: Record<string, unknown> } = (c) => c,
): Conversation {
  const conv: Conversation = { calls: new Map(), results: [], resultById: new Map(), emitted: [] };
  for (const m of messages) {
    if (typeof m.content === "string") continue;
    let response: EmittedResponse | null = null;
    for (const b of m.content) {
      const x = b as Record<string, unknown>;
      if (m.role === "assistant" && b.type === "tool_use" && typeof x.id === "string") {
        const input = x.input && typeof x.input === "object" ? (x.input as Record<string, unknown>) : {};
        const call = { id: x.id, ...normalize({ name: String(x.name ?? ""), input }) };
        conv.calls.set(call.id, call);
        const d = decodeToolUseId(call.id);
        if (!d) continue;
        if (!response) response = { path: d.path, kind: d.kind, calls: [] };
        response.calls.push(call);
      } else if (m.role === "user" && b.type === "tool_result") {
        const r = { toolUseId: String(x.tool_use_id ?? ""), text: toolResultText(b), isError: x.is_error === true };
        conv.results.push(r);
        conv.resultById.set(r.toolUseId, r);
      }
    }
    if (response) conv.emitted.push(response);
  }
  return conv;
}
