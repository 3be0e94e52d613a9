/**
 * The simulated model's decision for one request: which response to give next, derived
 * only from the conversation in the request (stateless; see ids.ts), the case's reference
 * trajectory, the trial's seed and its live workspace.
 *
 * Order at a step: (noise) an exploratory call; recoveries while a need is not visible,
 * at most MAX_RECOVERIES (or, rarely, giving up on a hidden need: proceedBlind); a window
 * paged back to check a collapsed region (detours.ts); then the step itself (its batch, maybe
 * split over two turns by noise, maybe with line numbers copied into an edit anchor and the
 * failed calls sent again; or its final answer, of a drawn quality for a judged case).
 * Chances are in behaviour.ts; the model they describe is src/sim/README.md.
 */
// @ts-nocheck

import type { SimSpec, SimToolCall } from "../suite/schema.ts";
import { answerQuality, shapeAnswer, type JudgedAnswers } from "./answers.ts";
import { prefers } from "./behaviour.ts";
import type { Conversation, EmittedResponse } from "./conversation.ts";
import { checkCall, isHidden, proceedsBlind, rereadCalls, widenedEdit, withCopiedNumbers } from "./detours.ts";
import { fillLineRefs, recap } from "./final-text.ts";
import { encodeToolUseId, pathCode, type ResponseKind } from "./ids.ts";
import { noiseHappens, uniform } from "./noise.ts";
import { editRetry, renderEdits, type EditTools } from "./edit-render.ts";
import { callKey, chooseRecovery } from "./recovery.ts";
import { allSteps, nextPath, stepAt } from "./steps.ts";
import { needMet } from "./visibility.ts";
import { workspaceFileExists } from "./workspace.ts";

export const MAX_RECOVERIES = 4;
/** Said when the trajectory has no final step and every step has been played. */
export const FALLBACK_FINAL = "I have completed the task.";

export type PlannedBlock =
  | { type: "text"; text: string }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> };

export interface PolicyInput {
  spec: SimSpec;
  caseId: string;
  /** The trial's noise seed: per arm, or the trial seed when noise is shared. */
  seed: number;
  /** The trial's live workspace. */
  workspaceDir: string;
  /** Noise scale 0..1. */
  noise: number;
  conv: Conversation;
  /** What the request offers for changing files (edit-render.ts); default write + edit. */
  editTools?: EditTools;
  /** A judged case's alternative answers. */
  answers?: JudgedAnswers;
}

interface Cursor {
  path: number[];
  recoveries: number;
  explored: boolean;
  /** The head of a split batch was played; the tail is due. */
  splitTail: boolean;
  /** A retry of the step's failed rewrite or patch is due (its number), or 0. */
  retry: number;
  /** The batch went out with copied line numbers; these of its calls failed and are re-read, then sent again. */
  reread?: number[];
  fix?: number[];
}

function samePath(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function failed(conv: Conversation, responses: readonly EmittedResponse[]): boolean {
  return responses.some((r) => r.calls.some((c) => conv.resultById.get(c.id)?.isError === true));
}

/** The highest recovery attempt made so far at `path`. */
function recoveriesAt(conv: Conversation, path: readonly number[]): number {
  let n = 0;
  for (const r of conv.emitted) if (r.kind.type === "recovery" && samePath(r.path, path)) n = Math.max(n, r.kind.attempt);
  return n;
}

/** Indices of the calls of a response whose results are errors. */
function failedIndices(conv: Conversation, r: EmittedResponse): number[] {
  return r.calls.flatMap((c, i) => (conv.resultById.get(c.id)?.isError === true ? [i] : []));
}

/** Where the trajectory stands after the simulator's last response in the conversation; null = over. */
function cursorOf(spec: SimSpec, conv: Conversation): Cursor | null {
  const mine = conv.emitted.filter((r) => stepAt(spec, r.path) !== undefined);
  const last = mine.at(-1);
  const at = (path: number[], o: Partial<Cursor> = {}): Cursor => ({ path, recoveries: 0, explored: false, splitTail: false, retry: 0, ...o });
  if (!last) return at([0]);
  const done = (played: EmittedResponse[]): Cursor | null => {
    const step = stepAt(spec, last.path)!;
    if (step.onError?.length && failed(conv, played)) return at([...last.path, 0]);
    const next = nextPath(spec, last.path);
    return next ? at(next) : null;
  };
  switch (last.kind.type) {
    case "explore": return at(last.path, { explored: true });
    case "recovery": return at(last.path, { explored: true, recoveries: last.kind.attempt });
    case "check": return at(last.path, { explored: true, recoveries: recoveriesAt(conv, last.path) });
    case "head": return at(last.path, { explored: true, splitTail: true });
    case "slip": {
      const bad = failedIndices(conv, last);
      return bad.length ? at(last.path, { explored: true, reread: bad }) : done([last]);
    }
    case "reread": {
      const slip = mine.filter((r) => samePath(r.path, last.path) && r.kind.type === "slip").at(-1)!;
      return at(last.path, { explored: true, fix: failedIndices(conv, slip) });
    }
    case "fix": return done([last]);
    case "main":
    case "tail":
    case "retry": {
      const played = mine.filter((r) => samePath(r.path, last.path) && (r.kind.type === "head" || r === last));
      const step = stepAt(spec, last.path)!;
      const again = editRetry(conv, last, step.tools ?? [], last.kind.type === "retry" ? last.kind.attempt : 0);
      if (again !== null) return at(last.path, { explored: true, retry: again });
      return done(played);
    }
  }
}

function exploreCall(input: PolicyInput, where: string): SimToolCall {
  const paths = new Set<string>();
  for (const s of allSteps(input.spec)) {
    for (const t of s.tools ?? []) if (typeof t.input.path === "string") paths.add(t.input.path);
    for (const n of s.needs ?? []) if (n.file) paths.add(n.file);
  }
  const files = [...paths].filter((p) => workspaceFileExists(input.workspaceDir, p)).sort();
  if (files.length === 0) return { name: "bash", input: { command: "ls" } };
  const pick = files[Math.floor(uniform(input.seed, where, "explore-pick") * files.length)]!;
  return { name: "read", input: { path: pick } };
}

const DEFAULT_EDIT_TOOLS: EditTools = { write: true, edit: true, patch: false, rewriteBelowLines: null };

function toolBlocks(input: PolicyInput, path: number[], kind: ResponseKind, planned: readonly SimToolCall[], text?: string): PlannedBlock[] {
  // The calls seen so far are in the salt: a detour played twice at one step (same path, kind
  // and index) still gets ids of its own, as the API requires every tool_use id to be unique.
  const salt = `${input.caseId}:${input.seed}:${input.conv.calls.size}`;
  const calls = renderEdits(planned, {
    tools: input.editTools ?? DEFAULT_EDIT_TOOLS, workspaceDir: input.workspaceDir, seed: input.seed,
    where: pathCode(path), attempt: kind.type === "retry" ? kind.attempt : 0,
  });
  const blocks: PlannedBlock[] = text ? [{ type: "text", text }] : [];
  calls.forEach((c, i) => blocks.push({ type: "tool_use", id: encodeToolUseId(path, kind, i, salt), name: c.name, input: { ...c.input } }));
  return blocks;
}

/**
 * The content of the next response: text and/or tool_use blocks (ids from ids.ts), or a
 * final answer (one text block, no tool_use).
 */
export function nextResponse(input: PolicyInput): PlannedBlock[] {
  const { spec, conv } = input;
  const cur = cursorOf(spec, conv);
  if (!cur) return [{ type: "text", text: FALLBACK_FINAL }];
  const step = stepAt(spec, cur.path)!;
  const where = pathCode(cur.path);
  const tools = step.tools ?? [];
  const detour = { conv, seed: input.seed, noise: input.noise, workspaceDir: input.workspaceDir };

  if (cur.retry > 0) return toolBlocks(input, cur.path, { type: "retry", attempt: cur.retry }, tools, step.text);
  if (cur.splitTail) return toolBlocks(input, cur.path, { type: "tail" }, tools.slice(Math.ceil(tools.length / 2)));
  if (cur.reread) return toolBlocks(input, cur.path, { type: "reread" }, rereadCalls(cur.reread.map((i) => tools[i]!), input.workspaceDir));
  if (cur.fix) return toolBlocks(input, cur.path, { type: "fix" }, cur.fix.map((i) => widenedEdit(tools[i]!, input.workspaceDir)));

  if (!cur.explored && noiseHappens("explore", input.noise, input.seed, where)) {
    return toolBlocks(input, cur.path, { type: "explore" }, [exploreCall(input, where)]);
  }

  const shown = conv.results.map((r) => r.text);
  const unmet = (step.needs ?? []).filter((n) => !needMet(n, shown));
  if (unmet.length > 0 && cur.recoveries < MAX_RECOVERIES) {
    const hidden = unmet.filter((n) => isHidden(n, conv));
    if (cur.recoveries === 0 && proceedsBlind(detour, where, hidden)) return finalAnswer(input, step.final, where, unmet.length);
    const tried = new Set<string>();
    for (const r of conv.emitted) {
      if (r.kind.type === "recovery" && samePath(r.path, cur.path)) for (const c of r.calls) tried.add(callKey(c));
    }
    const byPattern = prefers("pageByPattern", input.noise, input.seed, `${where}:page`);
    for (const need of unmet) {
      const call = chooseRecovery(need, { conv, shown, tried, workspaceDir: input.workspaceDir, byPattern });
      if (call) return toolBlocks(input, cur.path, { type: "recovery", attempt: cur.recoveries + 1 }, [call]);
    }
  }

  const check = checkCall(detour);
  if (check) return toolBlocks(input, cur.path, { type: "check" }, [check]);

  if (step.final !== undefined) return finalAnswer(input, step.final, where, unmet.length);
  if (tools.length >= 2 && noiseHappens("split", input.noise, input.seed, where)) {
    return toolBlocks(input, cur.path, { type: "head" }, tools.slice(0, Math.ceil(tools.length / 2)), step.text);
  }
  const slipped = withCopiedNumbers(detour, tools, where, shown);
  if (slipped) return toolBlocks(input, cur.path, { type: "slip" }, slipped, step.text);
  return toolBlocks(input, cur.path, { type: "main" }, tools, step.text);
}

/**
 * The final answer: the step's (line references filled; for a judged case of a drawn quality,
 * answers.ts), or, when the model gives up mid-trajectory, a claim of being done.
 * @param unseen needs of the answering step the model never saw
 */
function finalAnswer(input: PolicyInput, final: string | undefined, where: string, unseen: number): PlannedBlock[] {
  if (final === undefined) return [{ type: "text", text: FALLBACK_FINAL }];
  let text = fillLineRefs(final, input.workspaceDir);
  if (input.answers) {
    const quality = answerQuality(input.seed, input.noise, where, unseen);
    text = shapeAnswer(text, quality, input.answers, input.seed, where);
  }
  if (noiseHappens("verbose", input.noise, input.seed, where)) text += recap(input.spec);
  return [{ type: "text", text }];
}
