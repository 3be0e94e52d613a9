/**
 * Tool-use ids that carry the simulator's progress, so the policy can be stateless: every
 * request holds the whole conversation, and the ids of the calls the simulator emitted
 * earlier say which step each response played and why. A retried request (after a stream
 * error) therefore replays identically, and concurrent trials never share state.
 *
 * Shape: `toolu_<path><kind>_<index>_<hash>`, e.g. `toolu_s3e1r2_0_9f2c4a1b7d3e`:
 * - path: `s3` is `sim.steps[3]`; each `eN` descends into `onError[N]` of the step before it;
 * - kind: `m` the step's whole batch, `h`/`t` the head/tail of a batch split over two turns
 *   (noise), `x` an exploratory call (noise), `r1`..`r9` the n-th recovery before the step,
 *   `a1`..`a9` the n-th retry of a step whose rendered rewrite or patch failed (edit-render.ts);
 *   `c` a window paged back to check a collapsed region, `k` the step's batch with an edit
 *   anchor copied with its line numbers, `v` the re-read of the regions those edits missed,
 *   `f` the failed calls of that batch sent again;
 * - index: position of the call in its response; hash: makes ids look like the API's and
 *   differ between trials (it never carries information).
 * The API only requires ids to match `^[a-zA-Z0-9_-]+$`, which this shape does.
 */
// @ts-nocheck

import { createHash } from "node:crypto";

/** Why a response was emitted. */
export type ResponseKind =
  | { type: "main" }
  | { type: "head" }
  | { type: "tail" }
  | { type: "explore" }
  | { type: "recovery"; attempt: number }
  | { type: "retry"; attempt: number }
  | { type: "check" }
  | { type: "slip" }
  | { type: "reread" }
  | { type: "fix" };

/** A step's position: [i] is steps[i]; [i, j] is steps[i].onError[j]; and so on. */
export type StepPath = readonly number[];

export interface DecodedId {
  path: number[];
  kind: ResponseKind;
  index: number;
}

const ID_RE = /^toolu_((?:[se]\d+)+)(m|h|t|x|c|k|v|f|r\d|a\d)_(\d+)_[0-9a-f]+$/;

/** `[3, 1]` → `s3e1`. */
export function pathCode(path: StepPath): string {
  return path.map((n, i) => `${i === 0 ? "s" : "e"}${n}`).join("");
}

function kindCode(kind: ResponseKind): string {
  switch (kind.type) {
    case "main": return "m";
    case "head": return "h";
    case "tail": return "t";
    case "explore": return "x";
    case "recovery": return `r${kind.attempt}`;
    case "retry": return `a${kind.attempt}`;
    case "check": return "c";
    case "slip": return "k";
    case "reread": return "v";
    case "fix": return "f";
  }
}

/**
 * Builds the id of the `index`-th call of a response.
 * @param salt a per-trial string (seed and case) mixed into the hash so ids differ between trials.
 * @throws Error when a recovery attempt is outside 1..9 (the id has one digit for it).
 */
export function encodeToolUseId(path: StepPath, kind: ResponseKind, index: number, salt: string): string {
  if ((kind.type === "recovery" || kind.type === "retry") && (kind.attempt < 1 || kind.attempt > 9)) {
    throw new Error(`encodeToolUseId requires a ${kind.type} attempt in 1..9, got ${kind.attempt}`);
  }
  const head = `${pathCode(path)}${kindCode(kind)}_${index}`;
  const hash = createHash("sha256").update(`${salt}\0${head}`).digest("hex").slice(0, 12);
  return `toolu_${head}_${hash}`;
}

/** Reads an id this module built; any other id (the agent's own, another tool's) gives null. */
export function decodeToolUseId(id: string): DecodedId | null {
  const m = ID_RE.exec(id);
  if (!m) return null;
  const path = [...m[1]!.matchAll(/[se](\d+)/g)].map((x) => Number(x[1]));
  const k = m[2]!;
  const kind: ResponseKind =
    k === "m" ? { type: "main" } :
    k === "h" ? { type: "head" } :
    k === "t" ? { type: "tail" } :
    k === "x" ? { type: "explore" } :
    k.startsWith("a") ? { type: "retry", attempt: Number(k.slice(1)) } :
    k === "c" ? { type: "check" } :
    k === "k" ? { type: "slip" } :
    k === "v" ? { type: "reread" } :
    k === "f" ? { type: "fix" } :
    { type: "recovery", attempt: Number(k.slice(1)) };
  return { path, kind, index: Number(m[3]) };
}
