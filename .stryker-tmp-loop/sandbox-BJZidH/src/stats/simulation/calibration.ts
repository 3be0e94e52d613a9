/**
 * Calibration of the decision procedure on synthetic data (DESIGN §7; research/statistics.md §6).
 */
// @ts-nocheck

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
  /** Share of reported cost intervals (`ci`: the sign-flip interval) that contain the true delta. */
  coverage: number;
  /** Same for the case-bootstrap intervals kept in `extra` (bootstrap-t on the log ratio, percentile, BCa). */
  coverageBootstrapT: number;
  coveragePercentile: number;
  coverageBca: number;
  /** Share ADOPTed (power of the decision at this effect; 0 below 20 cases × 3 trials, where the pass guardrail cannot be shown non-inferior). */
  adoptRate: number;
  /** Share where the primary alone shows a significant decrease (one-sided sign-flip p ≤ alpha): the primary test's power. */
  primaryDecreaseRate: number;
  /** Share whose reported interval lies wholly below 0 (the interval's power), and the same for the bootstrap-t. */
  excludesZero: number;
  excludesZeroBootstrapT: number;
  /**
   * Experiments where the reported interval and the primary's p-values disagree: the interval
   * excludes 0 but the two-sided p > alpha (or the reverse), or it lies wholly on the other side
   * of 0 from a significant one-sided p. 0 when the interval is dual to the test.
   */
  disagreements: number;
  /** Mean of the estimated deltas. */
  meanEstimate: number;
}

/** Coverage spec: the case counts, trials and data of {@link CalibrationSpec}, and the spread of the per-case effect. */
export interface CoverageSpec extends CalibrationSpec {
  /** SD of the log per-case cost factor around `ratio` (effect heterogeneity). Default 0.2. */
  effectSigma?: number;
}

/**
 * Coverage of the cost interval with a known effect: candidate costs are baseline-like costs
 * times a per-case factor f_i = ratio·exp(σz − σ²/2), σ = `effectSigma` (E f = ratio,
 * independent of case cost), so the super-population ratio of totals is `ratio` and the true
 * delta is ratio − 1. Every repetition runs the full {@link analyze}.
 * @example runCoverage({ reps: 200, seed: 2 }, 0.8).coverage // ≈ 0.95
 * @throws StatsOptionError for invalid `options`
 */
export function runCoverage(spec: CoverageSpec, ratio = 0.8): CoverageResult {
  const rng = createRng(spec.seed);
  const counts = spec.caseCounts ?? [10, 20, 30];
  const k = spec.trialsPerArm ?? 3;
  const alpha = spec.options?.alpha ?? 0.05;
  const sigma = spec.effectSigma ?? 0.2;
  const truth = ratio - 1;
  let hit = 0, hitT = 0, hitP = 0, hitB = 0, adopt = 0, decrease = 0, below = 0, belowT = 0, disagree = 0, sum = 0;
  const inside = (ci: unknown) => Array.isArray(ci) && (ci[0] ?? -Infinity) <= truth && truth <= (ci[1] ?? Infinity);
  const isBelow = (ci: unknown) => Array.isArray(ci) && (ci[1] as number) < 0;
  for (let r = 0; r < spec.reps; r++) {
    const n = counts[r % counts.length] as number;
    const cases: CaseObservations[] = syntheticCases(rng, n, spec.data).map((c) => {
      const factor = ratio * Math.exp(sigma * normalDraw(rng) - (sigma * sigma) / 2);
      return { caseId: c.caseId, baseline: syntheticTrials(rng, c, k, 1, spec.data), candidate: syntheticTrials(rng, c, k, factor, spec.data) };
    });
    const s = analyze({ cases, options: { ...spec.options, seed: 1 + r } });
    const m = s.metrics.costUsd;
    if (inside(m?.ci)) hit++;
    if (inside(m?.extra?.ciBootstrapT)) hitT++;
    if (inside(m?.extra?.ciPercentile)) hitP++;
    if (inside(m?.extra?.ciBca)) hitB++;
    if (isBelow(m?.ci)) below++;
    if (isBelow(m?.extra?.ciBootstrapT)) belowT++;
    if (m?.ci && m.p !== null && disagrees(m.ci, m.p, m.extra?.pLess as number, m.extra?.pGreater as number, alpha)) disagree++;
    if (s.decision === "ADOPT") adopt++;
    if (typeof m?.extra?.pLess === "number" && m.extra.pLess <= alpha) decrease++;
    sum += m?.delta ?? 0;
  }
  const R = spec.reps;
  return {
    reps: R, trueDelta: truth, primaryDecreaseRate: decrease / R, coverage: hit / R, coverageBootstrapT: hitT / R, coveragePercentile: hitP / R, coverageBca: hitB / R,
    adoptRate: adopt / R, excludesZero: below / R, excludesZeroBootstrapT: belowT / R, disagreements: disagree, meanEstimate: sum / R,
  };
}

/** The interval excludes 0 without p ≤ alpha (or the reverse), or lies on the far side of 0 from a significant one-sided p. */
function disagrees(ci: [number, number], p: number, pLess: number, pGreater: number, alpha: number): boolean {
  const excludes = ci[1] < 0 || ci[0] > 0;
  return excludes !== (p <= alpha) || (ci[0] > 0 && pLess <= alpha) || (ci[1] < 0 && pGreater <= alpha);
}

/** A cost-data shape for the coverage table: synthetic data settings and the per-case effect spread. */
export interface CostShape {
  name: string;
  data: SyntheticSpec;
  effectSigma: number;
}

/**
 * The cost-data shapes `npm run calibrate` checks the interval on (issue 24: skewed, lognormal
 * case effects, a few heavy cases): "lognormal" is research/statistics.md §3.3's scenario (case
 * log-SD 1, trial log-SD 0.5, effect log-SD 0.2); "skewed" has wider case and trial spreads
 * (log-SD 1.5 and 0.8: a 5th–95th percentile case cost ratio of 140, runs that sometimes take
 * twice as long) and a more uneven effect (0.4); "heavy cases" makes one case in ten 15 times
 * as expensive (about one per 12-case suite) on top of a log-SD of 0.8, effect log-SD 0.3.
 */
export const COST_SHAPES: readonly CostShape[] = [
  { name: "lognormal", data: { caseSigma: 1.0, trialSigma: 0.5 }, effectSigma: 0.2 },
  { name: "skewed", data: { caseSigma: 1.5, trialSigma: 0.8 }, effectSigma: 0.4 },
  { name: "heavy cases", data: { caseSigma: 0.8, trialSigma: 0.5, heavyShare: 0.1, heavyFactor: 15 }, effectSigma: 0.3 },
];

export interface CoverageRow extends CoverageResult {
  shape: string;
  cases: number;
}

/**
 * Coverage table: {@link runCoverage} for each shape × case count (one count per cell, its own
 * seed derived from `seed`), with `reps(cases)` repetitions per cell.
 * @example runCoverageTable({ seed: 1, reps: () => 100, caseCounts: [12] })[0].coverage // ≈ 0.95
 * @throws StatsOptionError for invalid `options`
 */
export function runCoverageTable(spec: {
  seed: number;
  reps: (cases: number) => number;
  caseCounts?: number[];
  shapes?: readonly CostShape[];
  ratio?: number;
  options?: Partial<DecisionOptions>;
}): CoverageRow[] {
  const rows: CoverageRow[] = [];
  const shapes = spec.shapes ?? COST_SHAPES;
  shapes.forEach((shape, si) => {
    for (const n of spec.caseCounts ?? [12, 20, 40]) {
      const r = runCoverage(
        { reps: spec.reps(n), seed: spec.seed + 1000 * si + n, caseCounts: [n], data: shape.data, effectSigma: shape.effectSigma, options: spec.options },
        spec.ratio ?? 0.8,
      );
      rows.push({ shape: shape.name, cases: n, ...r });
    }
  });
  return rows;
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
