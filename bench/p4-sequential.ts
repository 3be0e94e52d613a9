/**
 * P4 sequential savings (issues 10, 21): how many trials a group-sequential design spends
 * against the fixed design with the same maximum, how often each ADOPTs a −25% cost effect
 * (power) and how often each falsely ADOPTs with no effect. Simulated on the statistics
 * engine's synthetic data model (src/stats/simulation/synthetic.ts) with the engine's own
 * analysis ({@link analyze}, {@link analyzeLook}), so the figures describe the shipped decision
 * procedure, not a textbook normal test.
 *
 * One experiment: n cases, K rounds; a round is one trial per case and arm. The fixed design
 * analyses all K rounds once (α = 0.05). The sequential design looks after the rounds its
 * look fractions name (runner/experiment-plan.ts lookRounds, as `eval ab --sequential`) and
 * stops at the first ADOPT/REJECT, futility stop, or the last look. Both see the same trials,
 * so their difference is the design's alone.
 */
import { analyze } from "../src/stats/decision/analyze.ts";
import { createRng } from "../src/stats/core/rng.ts";
import { runSequentialPlan } from "../src/runner/experiment-plan.ts";
import { analyzeLook } from "../src/stats/sequential/sequential-look.ts";
import { normalDraw, syntheticCases, syntheticTrials } from "../src/stats/simulation/synthetic.ts";
import type { CaseObservations, Decision } from "../src/stats/core/types.ts";

export interface SequentialSpec {
  /** Simulated experiments. */
  reps: number;
  seed: number;
  cases: number;
  /** Rounds of trials of the fixed design (the sequential design's maximum). */
  rounds: number;
  /** The sequential design's looks: a count spread over the rounds, or fractions of them ending at 1. */
  looks: number | number[];
  /** Efficacy spending, as `--spending`: "obf", "pocock", "hsd:<gamma>". Default "obf". */
  spending?: string;
  /** Futility threshold on the conditional power, as `--futility`; default 0 (none). */
  futility?: number;
  /**
   * Expected candidate/baseline cost ratio: 1 = no effect (both arms drawn alike), 0.75 = −25%.
   * With an effect each case gets its own factor ratio·exp(0.2z − 0.02) (mean = ratio), as in
   * src/stats/simulation/calibration.ts runCoverage.
   */
  ratio: number;
  alpha?: number;
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
    /** Share of experiments stopped for futility. */
    futilityRate: number;
  };
  /** sequential.meanTrials / fixed.meanTrials. */
  trialShare: number;
  /**
   * Paired counts for Monte-Carlo errors: experiments the fixed design ADOPTed and the
   * sequential did not (`fixedOnly`), the reverse (`sequentialOnly`), and the sum of squares of
   * each experiment's trial share (so SE(trialShare) = √((shareSq/reps − trialShare²)/reps)).
   */
  paired: { fixedOnly: number; sequentialOnly: number; shareSq: number };
}

/** One simulated experiment's trials: `s.cases` synthetic cases × `s.rounds` trials per arm. */
export function experiment(rng: () => number, s: Pick<SequentialSpec, "cases" | "rounds" | "ratio">): CaseObservations[] {
  return syntheticCases(rng, s.cases).map((c) => {
    const factor = s.ratio === 1 ? 1 : s.ratio * Math.exp(0.2 * normalDraw(rng) - 0.02);
    return { caseId: c.caseId, baseline: syntheticTrials(rng, c, s.rounds, 1), candidate: syntheticTrials(rng, c, s.rounds, factor) };
  });
}

/** The trials of the first `k` rounds: what a look after round k sees. */
export const firstRounds = (cases: CaseObservations[], k: number): CaseObservations[] =>
  cases.map((c) => ({ caseId: c.caseId, baseline: c.baseline.slice(0, k), candidate: c.candidate.slice(0, k) }));

/**
 * Simulates `reps` experiments under both designs. Deterministic for a given spec.
 * Trials used: fixed = 2·n·K; sequential = 2·n·(the round after which it stopped).
 * @throws "simulateSequential requires reps >= 1, cases >= 2, 2 <= rounds <= 10 and ratio > 0"; InputError for looks that do not fit the rounds
 * @example simulateSequential({ reps: 100, seed: 1, cases: 60, rounds: 4, looks: [0.25, 0.5, 1], ratio: 0.75 }).trialShare // fraction of the fixed design's trials
 */
export function simulateSequential(s: SequentialSpec): SequentialResult {
  if (!(s.reps >= 1 && s.cases >= 2 && s.rounds >= 2 && s.rounds <= 10 && s.ratio > 0)) {
    throw new RangeError("simulateSequential requires reps >= 1, cases >= 2, 2 <= rounds <= 10 and ratio > 0");
  }
  const alpha = s.alpha ?? 0.05;
  const plan = runSequentialPlan(s.rounds, { looks: s.looks, spending: s.spending ?? "obf", futility: s.futility ?? 0 }, alpha);
  const rounds = plan.fractions.map((f) => Math.round(f * s.rounds));
  const rng = createRng(s.seed);
  const count = (d: Decision[], x: Decision) => d.filter((v) => v === x).length / d.length;
  const fixed: Decision[] = [];
  const seq: Decision[] = [];
  const stops = new Array<number>(plan.looks).fill(0);
  let futile = 0;
  let seqRounds = 0;
  let shareSq = 0;
  let fixedOnly = 0;
  let sequentialOnly = 0;
  for (let r = 0; r < s.reps; r++) {
    const cases = experiment(rng, s);
    const options = { alpha, seed: 1 + r };
    fixed.push(analyze({ cases, options }).decision);
    const before = seq.length;
    for (let k = 1; k <= plan.looks; k++) {
      const look = analyzeLook({ cases: firstRounds(cases, rounds[k - 1]!), options }, k, plan);
      if (look.sequential?.stop) {
        seq.push(look.decision);
        stops[k - 1]! += 1;
        if (look.sequential.futility?.stopped) futile++;
        seqRounds += rounds[k - 1]!;
        shareSq += (rounds[k - 1]! / s.rounds) ** 2;
        break;
      }
    }
    const f = fixed[r] === "ADOPT";
    const q = seq[before] === "ADOPT";
    if (f && !q) fixedOnly++;
    if (q && !f) sequentialOnly++;
  }
  const perRound = 2 * s.cases;
  const fixedTrials = perRound * s.rounds;
  const seqTrials = (perRound * seqRounds) / s.reps;
  return {
    spec: s,
    fixed: { adoptRate: count(fixed, "ADOPT"), rejectRate: count(fixed, "REJECT"), meanTrials: fixedTrials },
    sequential: { adoptRate: count(seq, "ADOPT"), rejectRate: count(seq, "REJECT"), meanTrials: seqTrials, stoppedAtLook: stops.map((x) => x / s.reps), futilityRate: futile / s.reps },
    trialShare: seqTrials / fixedTrials,
    paired: { fixedOnly, sequentialOnly, shareSq },
  };
}

/** A pooled figure and its Monte-Carlo standard error, in the figure's unit (shares, not percent). */
export interface PooledFigure { value: number; se: number; n: number }

/**
 * The P4 figures pooled over batches of one scenario, each with its Monte-Carlo SE: the trial
 * share (SE from the per-experiment shares), the sequential ADOPT rate (binomial SE
 * √(p(1 − p)/n)), and the power lost, fixed − sequential ADOPT rate on the same experiments
 * (paired: SE of the per-experiment differences in {−1, 0, 1}, √(((b + c)/n − d²)/n) with b, c
 * the discordant counts and d = (b − c)/n — the McNemar variance).
 * @throws "pooledFigures requires at least one result"
 * @example pooledFigures([r]).trialShare // => { value: 0.55, se: 0.01, n: 400 }
 */
export function pooledFigures(results: readonly SequentialResult[]): { trialShare: PooledFigure; adoptRate: PooledFigure; powerLoss: PooledFigure } {
  if (results.length === 0) throw new RangeError("pooledFigures requires at least one result");
  const n = results.reduce((a, r) => a + r.spec.reps, 0);
  const sum = (f: (r: SequentialResult) => number) => results.reduce((a, r) => a + f(r), 0);
  const share = sum((r) => r.trialShare * r.spec.reps) / n;
  const shareSq = sum((r) => r.paired.shareSq) / n;
  const adopt = sum((r) => r.sequential.adoptRate * r.spec.reps) / n;
  const b = sum((r) => r.paired.fixedOnly) / n;
  const c = sum((r) => r.paired.sequentialOnly) / n;
  const root = (v: number) => Math.sqrt(Math.max(0, v) / n);
  return {
    trialShare: { value: share, se: root(shareSq - share ** 2), n },
    adoptRate: { value: adopt, se: root(adopt * (1 - adopt)), n },
    powerLoss: { value: b - c, se: root(b + c - (b - c) ** 2), n },
  };
}
