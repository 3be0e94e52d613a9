/**
 * Turns planned content into what goes on the wire, applying the request's `max_tokens`:
 * output is counted block by block (text; a tool call's name, then its input JSON), and
 * where the cap falls the block is cut — inside the input JSON if that is where — and
 * nothing after it is sent (research notes anthropic-api.md §2, "Truncated tool call").
 */
// @ts-nocheck

import type { PlannedBlock } from "./policy.ts";
import { countTextTokens, cutToTokens } from "./tokens.ts";

export type WireBlock =
  | { type: "text"; text: string; complete: boolean }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown>; json: string; complete: boolean };

export interface RenderedResponse {
  blocks: WireBlock[];
  /** Output tokens billed (the cap when cut; at least 1, as the API never reports 0). */
  outputTokens: number;
  stopReason: "end_turn" | "tool_use" | "max_tokens" | "stop_sequence";
  /** The stop sequence that ended the response (stopReason "stop_sequence"), else null. */
  stopSequence: string | null;
}

/**
 * The planned blocks up to the first of the request's stop sequences in generated text: the
 * text before it is kept, the sequence itself and everything after it are not generated
 * (the API's `stop_sequence` semantics; SDK 1.14 docs of `stop_sequences`). Tool input JSON is
 * not searched.
 */
function stopAt(planned: readonly PlannedBlock[], seqs: readonly string[]): { blocks: PlannedBlock[]; hit: string | null } {
  for (let i = 0; i < planned.length; i++) {
    const p = planned[i]!;
    if (p.type !== "text") continue;
    let best: { at: number; seq: string } | null = null;
    for (const seq of seqs) {
      const at = seq === "" ? -1 : p.text.indexOf(seq);
      if (at >= 0 && (best === null || at < best.at)) best = { at, seq };
    }
    if (best) {
      const head = p.text.slice(0, best.at);
      return { blocks: [...planned.slice(0, i), ...(head ? [{ type: "text" as const, text: head }] : [])], hit: best.seq };
    }
  }
  return { blocks: [...planned], hit: null };
}

/**
 * Renders planned blocks under an output cap and the request's stop sequences.
 * @param maxTokens the request's `max_tokens` (tokens); 0 yields an empty cut response.
 * @param stopSequences the request's `stop_sequences`; default none
 */
export function renderResponse(all: readonly PlannedBlock[], maxTokens: number, stopSequences: readonly string[] = []): RenderedResponse {
  const { blocks: planned, hit } = stopAt(all, stopSequences);
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
      return { blocks, outputTokens: maxTokens, stopReason: "max_tokens", stopSequence: null };
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
    return { blocks, outputTokens: maxTokens, stopReason: "max_tokens", stopSequence: null };
  }
  if (hit !== null) return { blocks, outputTokens: Math.max(1, used), stopReason: "stop_sequence", stopSequence: hit };
  const stopReason = blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";
  return { blocks, outputTokens: Math.max(1, used), stopReason, stopSequence: null };
}
