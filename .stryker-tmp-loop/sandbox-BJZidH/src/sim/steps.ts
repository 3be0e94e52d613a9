/**
 * Walking a case's `sim.steps` tree: a path names a step ([i] is steps[i], [i, j] is
 * steps[i].onError[j], …); after a step, play its onError steps if one of its calls failed,
 * else move on; after the last step of an onError list, continue after the step that failed.
 */
// @ts-nocheck

import type { SimSpec, SimStep } from "../suite/schema.ts";
import type { StepPath } from "./ids.ts";

/**
 * The spec's top-level steps. schema.ts infers SimSpec's `onError` as unknown[] (its lazy
 * recursive schema), while its hand-written SimStep type is the recursive shape the parser
 * guarantees; this is the one place that bridges the two.
 */
export function topSteps(spec: SimSpec): readonly SimStep[] {
  return spec.steps as readonly SimStep[];
}

/** The step at `path`, or undefined when the path names no step of this spec. */
export function stepAt(spec: SimSpec, path: StepPath): SimStep | undefined {
  let list: readonly SimStep[] | undefined = topSteps(spec);
  let step: SimStep | undefined;
  for (const i of path) {
    step = list?.[i];
    if (!step) return undefined;
    list = step.onError;
  }
  return step;
}

/** The step played after `path` when it succeeded, or null when the trajectory is over. */
export function nextPath(spec: SimSpec, path: StepPath): number[] | null {
  if (path.length === 0) return null;
  const parent = path.slice(0, -1);
  const siblings = parent.length === 0 ? topSteps(spec) : stepAt(spec, parent)?.onError ?? [];
  const i = path[path.length - 1]! + 1;
  if (i < siblings.length) return [...parent, i];
  return nextPath(spec, parent);
}

/** Every step of the spec, depth first (main steps and their onError steps). */
export function allSteps(spec: SimSpec): SimStep[] {
  const out: SimStep[] = [];
  const walk = (list: readonly SimStep[]) => {
    for (const s of list) {
      out.push(s);
      walk(s.onError ?? []);
    }
  };
  walk(topSteps(spec));
  return out;
}
