/**
 * Turns planned content into what goes on the wire, applying the request's `max_tokens`:
 * output is counted block by block (text; a tool call's name, then its input JSON), and
 * where the cap falls the block is cut — inside the input JSON if that is where — and
 * nothing after it is sent (research notes anthropic-api.md §2, "Truncated tool call").
 */
import type { PlannedBlock } from "./policy.ts";
import { countTextTokens, cutToTokens } from "./tokens.ts";

export type WireBlock =
  | { type: "text"; text: string; complete: boolean }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown>; json: string; complete: boolean };

export interface RenderedResponse {
  blocks: WireBlock[];
  /** Output tokens billed (the cap when cut; at least 1, as the API never reports 0). */
  outputTokens: number;
  stopReason: "end_turn" | "tool_use" | "max_tokens";
}

/**
 * Renders planned blocks under an output cap.
 * @param maxTokens the request's `max_tokens` (tokens); 0 yields an empty cut response.
 */
export function renderResponse(planned: readonly PlannedBlock[], maxTokens: number): RenderedResponse {
  const blocks: WireBlock[] = [];
  let used = 0;
  for (const p of planned) {
    const left = maxTokens - used;
    if (p.type === "text") {
      const cost = countTextTokens(p.text);
      if (cost <= left) {
        blocks.push({ type: "text", text: p.text, complete: true });
        used += cost;
        continue;
      }
      blocks.push({ type: "text", text: cutToTokens(p.text, left), complete: false });
      return { blocks, outputTokens: maxTokens, stopReason: "max_tokens" };
    }
    const json = JSON.stringify(p.input);
    const nameCost = countTextTokens(p.name);
    const cost = nameCost + countTextTokens(json);
    if (cost <= left) {
      blocks.push({ ...p, json, complete: true });
      used += cost;
      continue;
    }
    blocks.push({ ...p, json: cutToTokens(json, left - nameCost), complete: false });
    return { blocks, outputTokens: maxTokens, stopReason: "max_tokens" };
  }
  const stopReason = blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";
  return { blocks, outputTokens: Math.max(1, used), stopReason };
}
