/**
 * The simulated model's behaviour parameters, in one table (documented in src/sim/README.md).
 * Every entry says what the model does in a situation defined only by what it was shown —
 * never by which flag or case is running. Probabilities are scaled by the run's noise scale
 * (SimOptions.noise), so noise 0 plays the reference trajectory with only the recoveries it
 * cannot do without, taken by their most likely route.
 *
 * Calibrated on the `coding` suite against the published FreeCode A/B results (EVAL.md
 * "Simulator calibration": fitted on 12 cases, refit on 40 with the values kept and re-paging of
 * seen lines removed) and frozen: change a value only with a new fit, quoted there.
 */
import { createHash } from "node:crypto";

/**
 * A uniform number in [0, 1) determined by the parts (sha256 of their joined text; 48 bits).
 * @example uniform(7, "s3", "explore") === uniform(7, "s3", "explore") // => true
 */
export function uniform(...parts: Array<string | number>): number {
  const h = createHash("sha256").update(parts.join("\0")).digest();
  return h.readUIntBE(0, 6) / 2 ** 48;
}

export const BEHAVIOUR = {
  /** An extra exploratory call (read of a file the case touches, or `ls`) before a step. */
  explore: 0.15,
  /** A batch of two or more calls split over two turns. */
  split: 0.1,
  /** A final answer followed by a recap of the work. */
  verbose: 0.2,
  /**
   * A needed line hidden behind a marker that names the `output` tool and the call id: the
   * model pages it back by pattern (it knows the text it wants) with this chance, else by a
   * window of PAGE_WINDOW_LINES lines starting where the cut starts (the marker's offset).
   */
  pageByPattern: 0.6,
  /**
   * A collapsed region the model did not need (the shown copy carries a marker but no need of
   * the next step is hidden): it pages a window of it back anyway, to check what was left out.
   * By what it was shown: the contiguous head and tail of a capped output, with one cut in the
   * middle ("headTail"); scattered lines of a shaped log, diff, search or listing, with lines
   * collapsed between them ("omitted"); runs of passing-test lines collapsed ("passing"); or
   * only repeats, duplicates and progress bars folded ("folded").
   */
  checkHeadTail: 0.3,
  checkOmitted: 0.9,
  checkPassing: 0.8,
  checkFolded: 0.15,
  /** After a checking window, another window of the same region while some of it is still unseen. */
  checkContinue: 0.5,
  /**
   * A need that stays hidden is given up on: the model proceeds without it and answers as if
   * done (the trial fails its check, a judged answer misses the point). Per hidden need and step.
   */
  proceedBlind: 0.02,
  /**
   * An edit anchor the model last saw as numbered lines (`42: text`) is copied with the
   * numbers, so the edit fails to match; the model re-reads the region and sends the failed
   * calls again without them, quoting WIDEN_LINES more lines of context on each side.
   */
  copyLineNumbers: 0.85,
  /** Judged answers: the complete answer's chance to lose one rubric point anyway. */
  answerMissOne: 0.2,
  /** Judged answers: the chance of the wrong answer (the case's wrong-answer.md) anyway. */
  answerWrong: 0.05,
  /** Judged answers: each need the model never saw raises the chance of the wrong answer by this. */
  answerWrongPerUnseen: 0.3,
} as const;
export type BehaviourKind = keyof typeof BEHAVIOUR;

/** Lines a window page-back asks the `output` tool for. */
export const PAGE_WINDOW_LINES = 200;
/** Lines a checking window asks for (a model skimming what was left out asks for a screenful more than the default). */
export const CHECK_WINDOW_LINES = 400;
/** Lines of file context a model adds on each side of an edit anchor it sends again after a miss. */
export const WIDEN_LINES = 4;
/** Most checking windows of one region (a model stops checking after a few pages). */
export const MAX_CHECK_PAGES = 2;

/** The chance of a behaviour at this noise scale. */
export function chance(kind: BehaviourKind, scale: number): number {
  return BEHAVIOUR[kind] * Math.min(1, Math.max(0, scale));
}

/**
 * Whether the behaviour happens here for this trial: a pure function of (noise seed, where,
 * kind), so a retried request decides the same.
 */
export function happens(kind: BehaviourKind, scale: number, seed: number, where: string): boolean {
  const p = chance(kind, scale);
  return p > 0 && uniform(seed, where, kind) < p;
}

/**
 * A choice between two routes that is not optional (a recovery must take one): at noise 0 the
 * more likely route, else a draw at the unscaled probability.
 */
export function prefers(kind: BehaviourKind, scale: number, seed: number, where: string): boolean {
  const p = BEHAVIOUR[kind];
  if (scale <= 0) return p >= 0.5;
  return uniform(seed, where, kind) < p;
}
