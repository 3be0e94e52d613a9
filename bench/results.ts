/**
 * The benchmark's output rows and their targets (issue 10). bench/results.json holds these rows
 * with the machine description and the profiles; the terminal table prints the rows.
 */
import type { Spread } from "./spread.ts";

export type FigureId = "P0" | "P1" | "P2" | "P3" | "P4";

export interface Target {
  op: "<=" | ">=";
  limit: number;
  /** As the issue states it, e.g. "≤ 1 s". */
  text: string;
}

export interface FigureRow {
  figure: FigureId;
  measure: string;
  /** Unit of `value`: "ms", "s", "%", "MB", "trials/min", "×". */
  unit: string;
  value: Spread;
  target?: Target;
  /** Whether value.median meets the target; absent without a target. */
  met?: boolean;
  /** The design behind the row, and anything a reader needs to weigh it. */
  note?: string;
  /** The machine's 1-minute load average when the row's figure started and ended (run.ts stamps it). */
  load?: [number, number];
}

/**
 * A row with `met` filled in from its target.
 * @example row("P0", "start-up", "ms", spread([800]), { op: "<=", limit: 1000, text: "≤ 1 s" }).met // => true
 */
export function row(figure: FigureId, measure: string, unit: string, value: Spread, target?: Target, note?: string): FigureRow {
  const r: FigureRow = { figure, measure, unit, value };
  if (target) {
    r.target = target;
    r.met = target.op === "<=" ? value.median <= target.limit : value.median >= target.limit;
  }
  if (note) r.note = note;
  return r;
}

/** Issues 10 and 21's targets, in each row's unit (issue 21's where the two differ). */
export const TARGETS = {
  startupMs: { op: "<=", limit: 1000, text: "≤ 1 s" },
  /** Issue 21: harness overhead per trial (trial wall − agent process wall), median. */
  overheadMs: { op: "<=", limit: 100, text: "≤ 100 ms" },
  /** Issue 21: agent spawn → first model request. */
  agentStartupMs: { op: "<=", limit: 150, text: "≤ 150 ms" },
  /** Issue 21: CPU seconds per simulator trial, whole process tree (coding, 1 trial, c=2). */
  cpuPerTrialS: { op: "<=", limit: 0.5, text: "≤ 0.5 s" },
  wall72s: { op: "<=", limit: 45, text: "≤ 45 s" },
  latencySpeedup: { op: ">=", limit: 6, text: "≥ 6×" },
  analyzeS: { op: "<=", limit: 3, text: "≤ 3 s" },
  analyzeMb: { op: "<=", limit: 400, text: "≤ 400 MB" },
  trialShare: { op: "<=", limit: 60, text: "≤ 60%" },
  falseAdopt: { op: "<=", limit: 5, text: "≤ 5%" },
  /** Issue 21: trials used with no effect, and the sequential design's power loss against the fixed design. */
  trialShareNull: { op: "<=", limit: 70, text: "≤ 70%" },
  powerLossPoints: { op: "<=", limit: 2, text: "≤ 2 points" },
} as const satisfies Record<string, Target>;
