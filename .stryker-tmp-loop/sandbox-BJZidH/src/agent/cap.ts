/**
 * The model-visible copy of a long output: head + elision marker + tail within the
 * FREECODE_OUTPUT_MAX_CHARS budget (default 30,000; tail FREECODE_OUTPUT_TAIL_CHARS, 6,000).
 * The marker (agent-protocol/formats.ts `elisionMarker`) names the `output` tool and the call id.
 */
// @ts-nocheck

import { elisionMarker } from "../agent-protocol/formats.ts";
import { numberFlag, type Env } from "./flags.ts";
import { headOf, tailOf } from "./bytes/surrogates.ts";

export interface CapLimits {
  /** Most characters the model's copy may hold, marker included. */
  maxChars: number;
  /** Characters kept from the end. */
  tailChars: number;
}

/** The limits in force for this call (read from env on every call). */
export function capLimits(env: Env): CapLimits {
  const maxChars = numberFlag(env, "FREECODE_OUTPUT_MAX_CHARS");
  const tailChars = Math.min(numberFlag(env, "FREECODE_OUTPUT_TAIL_CHARS"), Math.floor(maxChars / 2));
  return { maxChars, tailChars };
}

/**
 * Caps `text` to `limits.maxChars` characters: when longer, keeps the head and the last
 * `tailChars` characters around an elision marker, cutting the head so the whole result
 * (marker and its two newlines included) stays within maxChars. Neither cut splits a UTF-16
 * surrogate pair (a lone surrogate makes the request invalid): each moves to the nearest
 * code point boundary inside its budget.
 * @returns the visible text and whether anything was elided
 * @example capText("x".repeat(50000), "toolu_1", {maxChars: 30000, tailChars: 6000}).text.length // <= 30000
 */
export function capText(text: string, id: string, limits: CapLimits): { text: string; elided: boolean } {
  if (text.length <= limits.maxChars) return { text, elided: false };
  // The marker's length depends on the omitted count; size it with an upper bound first.
  const markerRoom = elisionMarker(text.length, id).length + 2;
  // A small cap shortens the tail too, so marker + tail never exceed it.
  const tailChars = Math.min(limits.tailChars, Math.max(0, limits.maxChars - markerRoom));
  const headChars = Math.max(0, limits.maxChars - tailChars - markerRoom);
  const head = headOf(text, headChars);
  const tail = tailOf(text, tailChars);
  const omitted = text.length - head.length - tail.length;
  return { text: `${head}\n${elisionMarker(omitted, id)}\n${tail}`, elided: true };
}

/** The display copy of an output (for a terminal or log): its last `keep` characters. */
export const DISPLAY_KEEP_CHARS = 500_000;
export function displayCopy(text: string, keep = DISPLAY_KEEP_CHARS): string {
  if (text.length <= keep) return text;
  return `[showing the last ${keep} of ${text.length} characters; the full output is in the output store]\n${tailOf(text, keep)}`;
}
