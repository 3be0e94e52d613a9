/** Capping of grep and glob listings: the first LIST_SHOW_MAX lines shown, the rest stored. */
import { elisionMarker } from "../../agent-protocol/formats.ts";
import type { ToolRun } from "./types.ts";

export const LIST_SHOW_MAX = 500;

/**
 * A listing result: `output` holds every line plus the summary (it goes to the output
 * store); the model's copy holds the first LIST_SHOW_MAX lines, a marker naming the lines
 * left out and the `output` call that pages them, and the summary.
 */
export function cappedListing(lines: readonly string[], summary: string, callId: string): ToolRun {
  const output = `${lines.join("\n")}\n\n${summary}`;
  if (lines.length <= LIST_SHOW_MAX) return { output, isError: false };
  const shown = lines.slice(0, LIST_SHOW_MAX);
  const rest = lines.length - LIST_SHOW_MAX;
  const marker = `[${rest} more results] ${elisionMarker(callId, { from: LIST_SHOW_MAX + 1, to: lines.length })}`;
  return { output, isError: false, visible: `${shown.join("\n")}\n${marker}\n\n${summary}`, elided: true };
}
