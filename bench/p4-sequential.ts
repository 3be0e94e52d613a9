/**
 * P4 sequential savings (issue 10): how many trials a 3-look group-sequential design
 * (Lan–DeMets O'Brien–Fleming spending, src/stats/sequential/sequential-look.ts) spends against the fixed
 * design with the same maximum, and how often each falsely ADOPTs. Simulated on the statistics
 * engine's synthetic data model (src/stats/simulation/synthetic.ts) with the engine's own analysis, so the
 * figures describe the shipped decision procedure, not a textbook normal test.
 *
 * One experiment: n cases, K rounds; a round is one trial per case and arm. The fixed design
 * analyses all K rounds once ({@link analyze}, α = 0.05). The sequential design looks after
 * rounds 1…K ({@link analyzeLook}) and stops at the first ADOPT/REJECT (or the last look).
 * Both see the same trials, so their difference is the design's alone.
 */
import { analyze } from "../src/stats/decision/analyze.ts";
import { createRng } from "../src/stats/core/rng.ts";
import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import { spendingBoundaries } from "../src/stats/sequential/group-sequential.ts";
import { analyzeLook, sequentialPlan, type SequentialPlan } from "../src/stats/sequential/sequential-look.ts";
import { pocockSpending } from "../src/stats/sequential/spending.ts";
import { normalDraw, syntheticCases, syntheticTrials } from "../src/stats/simulation/synthetic.ts";
import type { CaseObservations, Decision } from "../src/stats/core/types.ts";

export interface SequentialSpec {
  /** Simulated experiments. */
  reps: number;
  seed: number;
  cases: number;
  /** Rounds of the fixed design = looks of the sequential design. */
  looks: number;
  /**
   * Expected candidate/baseline cost ratio: 1 = no effect (both arms drawn alike), 0.75 = −25%.
   * With an effect each case gets its own factor ratio·exp(0.2z − 0.02) (mean = ratio), as in
   * src/stats/simulation/calibration.ts runCoverage.
   */
  ratio: number;
  alpha?: number;
  /** Alpha spending of the looks: "obf" (the shipped plan, default) or "pocock" (a what-if). */
  spending?: "obf" | "pocock";
}

export interface DesignOutcome {
  /** Share of experiments decided ADOPT. */
  adoptRate: number;
  rejectRate: number;
  /** Mean trials used per experiment (both arms). */
  meanTrials: number;
}

export interface SequentialResult {
  spec: SequentialSpec;
  fixed: DesignOutcome;
  sequential: DesignOutcome & {
    /** Share of experiments that stopped at look 1, 2, …, K. */
    stoppedAtLook: number[];
  };
  /** sequential.meanTrials / fixed.meanTrials. */
  trialShare: number;
}

function experiment(rng: () => number, s: SequentialSpec): CaseObservations[] {
  return syntheticCases(rng, s.cases).map((c) => {
    const factor = s.ratio === 1 ? 1 : s.ratio * Math.exp(0.2 * normalDraw(rng) - 0.02);
    return { caseId: c.caseId, baseline: syntheticTrials(rng, c, s.looks, 1), candidate: syntheticTrials(rng, c, s.looks, factor) };
  });
}

/**
 * The shipped plan's shape (src/stats/sequential/sequential-look.ts) with Lan–DeMets Pocock-type spending
 * instead of O'Brien–Fleming: more of alpha early, so earlier stops at the price of a stricter
 * last look. Equal information fractions k/K, as sequentialPlan uses by default.
 */
export function pocockPlan(looks: number, alpha: number): SequentialPlan {
  const fractions = Array.from({ length: looks }, (_, i) => (i + 1) / looks);
  const boundaries = spendingBoundaries(fractions, alpha, pocockSpending);
  return { looks, fractions, boundaries, nominalAlphas: boundaries.map((b) => 1 - normalCdf(b, 0, 1)), alpha };
}

const firstRounds = (cases: CaseObservations[], k: number): CaseObservations[] =>
  cases.map((c) => ({ caseId: c.caseId, baseline: c.baseline.slice(0, k), candidate: c.candidate.slice(0, k) }));

/**
 * Simulates `reps` experiments under both designs. Deterministic for a given spec.
 * Trials used: fixed = 2·n·K; sequential = 2·n·(look at which it stopped).
 * @throws "simulateSequential requires reps >= 1, cases >= 2, 2 <= looks <= 10 and ratio > 0"
 * @example simulateSequential({ reps: 100, seed: 1, cases: 12, looks: 3, ratio: 0.75 }).trialShare // fraction of the fixed design's trials
 */
export function simulateSequential(s: SequentialSpec): SequentialResult {
  if (!(s.reps >= 1 && s.cases >= 2 && s.looks >= 2 && s.looks <= 10 && s.ratio > 0)) {
    throw new RangeError("simulateSequential requires reps >= 1, cases >= 2, 2 <= looks <= 10 and ratio > 0");
  }
  const alpha = s.alpha ?? 0.05;
  const plan = s.spending === "pocock" ? pocockPlan(s.looks, alpha) : sequentialPlan(s.looks, alpha);
  const rng = createRng(s.seed);
  const count = (d: Decision[], x: Decision) => d.filter((v) => v === x).length / d.length;
  const fixed: Decision[] = [];
  const seq: Decision[] = [];
  const stops = new Array<number>(s.looks).fill(0);
  let seqRounds = 0;
  for (let r = 0; r < s.reps; r++) {
    const cases = experiment(rng, s);
    const options = { alpha, seed: 1 + r };
    fixed.push(analyze({ cases, options }).decision);
    for (let k = 1; k <= s.looks; k++) {
      const look = analyzeLook({ cases: firstRounds(cases, k), options }, k, plan);
      if (look.sequential?.stop) {
        seq.push(look.decision);
        stops[k - 1]! += 1;
        seqRounds += k;
        break;
      }
    }
  }
  const perRound = 2 * s.cases;
  const fixedTrials = perRound * s.looks;
  const seqTrials = (perRound * seqRounds) / s.reps;
  return {
    spec: s,
    fixed: { adoptRate: count(fixed, "ADOPT"), rejectRate: count(fixed, "REJECT"), meanTrials: fixedTrials },
    sequential: { adoptRate: count(seq, "ADOPT"), rejectRate: count(seq, "REJECT"), meanTrials: seqTrials, stoppedAtLook: stops.map((x) => x / s.reps) },
    trialShare: seqTrials / fixedTrials,
  };
}
