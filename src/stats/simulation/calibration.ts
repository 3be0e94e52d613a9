/**
 * Calibration of the decision procedure on synthetic data (DESIGN §7; research/statistics.md §6).
 */
import { analyze } from "../decision/analyze.ts";
import { analyzeLook, sequentialPlan } from "../sequential/sequential-look.ts";
import { createRng, type Rng } from "../core/rng.ts";
import { normalDraw, syntheticCases, syntheticTrials, type SyntheticSpec } from "./synthetic.ts";
import type { CaseObservations, DecisionOptions, TrialObservation } from "../core/types.ts";

export interface CalibrationSpec {
  /** Repetitions. */
  reps: number;
  seed: number;
  /**
   * Case counts cycled over the repetitions (covers the exact ≤ 20 and Monte Carlo > 20 paths).
   * Default [10, 20, 30]; [20, 30, 40] for {@link runAaCalibration}, see there.
   */
  caseCounts?: number[];
  /** Trials per arm. Default 3 (A/A: 2·3 baseline trials per case are split). */
  trialsPerArm?: number;
  data?: SyntheticSpec;
  options?: Partial<DecisionOptions>;
}

export interface AaResult {
  reps: number;
  /** Share of splits the full rule ADOPTs (target: alpha). */
  falseAdoptRate: number;
  /** Share where the primary alone shows a significant decrease (one-sided p ≤ alpha). */
  primaryDecreaseRate: number;
  /** Share REJECTed. */
  falseRejectRate: number;
  /** Share where every guardrail was shown non-inferior. */
  guardrailsNonInferiorRate: number;
  /** alpha ± 1.96·√(alpha(1 − alpha)/reps): where the false-ADOPT rate should fall. */
  band: [number, number];
}

function shuffle<T>(rng: Rng, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
  }
  return xs;
}

/**
 * Synthetic A/A calibration: each repetition draws fresh cases (see {@link syntheticCases}),
 * 2K baseline trials per case, splits them at random into two pseudo-arms of K and runs the full
 * {@link analyze}. Since no arm differs, every ADOPT is false. ADOPT needs a significant decrease
 * — one direction — so the rule tests it one-sided at alpha (the reported two-sided p is then
 * ≤ 2·alpha): the false-ADOPT rate is alpha times the chance the guardrails are shown
 * non-inferior. For an intersection–union rule that chance is the nuisance, and the size is
 * attained when the guardrails hold clearly (Berger 1982), which the default "stable" pass data
 * model (cases that always or never pass) gives; "flaky" pass data show the rule below alpha.
 * The default case counts are 20, 30 and 40: with 3 trials per arm the pass guardrail needs at
 * least 20 cases to be shown non-inferior at 5 points even when every case agrees (its variance
 * floor, metric-guardrail.ts), so splits of 10 cases would measure the guardrail, never the
 * primary's size (they cannot ADOPT at all).
 * @example runAaCalibration({ reps: 200, seed: 1 }).falseAdoptRate // ≈ 0.05
 * @throws StatsOptionError for invalid `options`
 */
export function runAaCalibration(spec: CalibrationSpec): AaResult {
  const rng = createRng(spec.seed);
  const counts = spec.caseCounts ?? [20, 30, 40];
  const k = spec.trialsPerArm ?? 3;
  const alpha = spec.options?.alpha ?? 0.05;
  let adopt = 0, decrease = 0, reject = 0, nonInferior = 0;
  for (let r = 0; r < spec.reps; r++) {
    const n = counts[r % counts.length] as number;
    const cases: CaseObservations[] = syntheticCases(rng, n, spec.data).map((c) => {
      const trials = shuffle(rng, syntheticTrials(rng, c, 2 * k, 1, spec.data));
      const renumber = (ts: TrialObservation[]) => ts.map((t, i) => ({ ...t, trial: i + 1 }));
      return { caseId: c.caseId, baseline: renumber(trials.slice(0, k)), candidate: renumber(trials.slice(k)) };
    });
    const s = analyze({ cases, options: { ...spec.options, seed: 1 + r } });
    if (s.decision === "ADOPT") adopt++;
    if (s.decision === "REJECT") reject++;
    const pLess = s.metrics.costUsd?.extra?.pLess;
    if (typeof pLess === "number" && pLess <= alpha) decrease++;
    if (Object.values(s.metrics).every((m) => m.role !== "guardrail" || m.nonInferior === true)) nonInferior++;
  }
  const R = spec.reps;
  const half = 1.96 * Math.sqrt((alpha * (1 - alpha)) / R);
  return {
    reps: R,
    falseAdoptRate: adopt / R,
    primaryDecreaseRate: decrease / R,
    falseRejectRate: reject / R,
    guardrailsNonInferiorRate: nonInferior / R,
    band: [alpha - half, alpha + half],
  };
}

export interface CoverageResult {
  reps: number;
  trueDelta: number;
  /** Share of reported cost intervals (bootstrap-t) that contain the true delta. */
  coverage: number;
  /** Same for the percentile and BCa intervals kept in `extra`. */
  coveragePercentile: number;
  coverageBca: number;
  /** Share ADOPTed (power at this effect). */
  adoptRate: number;
  /** Mean of the estimated deltas. */
  meanEstimate: number;
}

/**
 * Coverage of the cost interval with a known effect: candidate costs are baseline-like costs
 * times a per-case factor f_i = ratio·exp(0.2z − 0.02) (E f = ratio, independent of case cost),
 * so the super-population ratio of totals is `ratio` and the true delta is ratio − 1.
 * @example runCoverage({ reps: 200, seed: 2 }, 0.8).coverage // ≈ 0.93
 * @throws StatsOptionError for invalid `options`
 */
export function runCoverage(spec: CalibrationSpec, ratio = 0.8): CoverageResult {
  const rng = createRng(spec.seed);
  const counts = spec.caseCounts ?? [10, 20, 30];
  const k = spec.trialsPerArm ?? 3;
  const truth = ratio - 1;
  let hit = 0, hitP = 0, hitB = 0, adopt = 0, sum = 0;
  const inside = (ci: unknown) => Array.isArray(ci) && (ci[0] as number) <= truth && truth <= (ci[1] as number);
  for (let r = 0; r < spec.reps; r++) {
    const n = counts[r % counts.length] as number;
    const cases: CaseObservations[] = syntheticCases(rng, n, spec.data).map((c) => {
      const factor = ratio * Math.exp(0.2 * normalDraw(rng) - 0.02);
      return { caseId: c.caseId, baseline: syntheticTrials(rng, c, k, 1, spec.data), candidate: syntheticTrials(rng, c, k, factor, spec.data) };
    });
    const s = analyze({ cases, options: { ...spec.options, seed: 1 + r } });
    const m = s.metrics.costUsd;
    if (inside(m?.ci)) hit++;
    if (inside(m?.extra?.ciPercentile)) hitP++;
    if (inside(m?.extra?.ciBca)) hitB++;
    if (s.decision === "ADOPT") adopt++;
    sum += m?.delta ?? 0;
  }
  const R = spec.reps;
  return { reps: R, trueDelta: truth, coverage: hit / R, coveragePercentile: hitP / R, coverageBca: hitB / R, adoptRate: adopt / R, meanEstimate: sum / R };
}

export interface SequentialAaResult {
  reps: number;
  looks: number;
  /** Share of A/A experiments ADOPTed at any look (target: at most alpha). */
  everAdoptRate: number;
  /** Mean number of looks taken. */
  meanLooks: number;
}

/**
 * Sequential A/A: as {@link runAaCalibration}, with `looks` rounds of one trial per case and
 * arm, analysed after each round with {@link analyzeLook} (O'Brien–Fleming spending, equal
 * information fractions) and stopped at the first ADOPT or REJECT. Checks that looking
 * repeatedly does not raise the chance of a false ADOPT above alpha (research/statistics.md §6).
 * @example runSequentialAa({ reps: 300, seed: 3 }, 3).everAdoptRate // ≈ 0.05 or below
 * @throws StatsOptionError for invalid `options`; RangeError from sequentialPlan for impossible `looks`
 */
export function runSequentialAa(spec: CalibrationSpec, looks = 3): SequentialAaResult {
  const rng = createRng(spec.seed);
  const counts = spec.caseCounts ?? [10, 20, 30];
  const plan = sequentialPlan(looks, spec.options?.alpha ?? 0.05);
  let adopt = 0;
  let taken = 0;
  for (let r = 0; r < spec.reps; r++) {
    const n = counts[r % counts.length] as number;
    const full = syntheticCases(rng, n, spec.data).map((c) => {
      const trials = shuffle(rng, syntheticTrials(rng, c, 2 * looks, 1, spec.data));
      return { caseId: c.caseId, baseline: trials.slice(0, looks), candidate: trials.slice(looks) };
    });
    for (let k = 1; k <= looks; k++) {
      const cases = full.map((c) => ({ caseId: c.caseId, baseline: c.baseline.slice(0, k), candidate: c.candidate.slice(0, k) }));
      const s = analyzeLook({ cases, options: { ...spec.options, seed: 1 + r } }, k, plan);
      if (s.sequential?.stop) {
        if (s.decision === "ADOPT") adopt++;
        taken += k;
        break;
      }
    }
  }
  return { reps: spec.reps, looks, everAdoptRate: adopt / spec.reps, meanLooks: taken / spec.reps };
}
