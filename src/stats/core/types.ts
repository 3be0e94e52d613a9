/**
 * The statistics engine's input and output shapes. `analyze` (src/stats/decision/analyze.ts) maps an
 * `AnalysisInput` to a `Summary`; the Summary is the JSON contract printed by
 * `freecode eval ab --json` and `freecode eval analyze --json` and written to summary.json.
 * Keep it stable: EVAL.md documents it.
 */

export type Arm = "baseline" | "candidate";

/** One trial's numbers as the statistics see them. `null` = unknown (e.g. an unpriced model). */
export interface TrialObservation {
  trial: number;
  pass: boolean;
  /** True when the trial failed for infrastructure reasons; excluded from effect estimates. */
  infra: boolean;
  /**
   * True when the other arm's trial of the same pair (same case and trial index) is an infra
   * error: this trial is then left out too, so that every pair analysed is whole (set by analyze).
   */
  partnerInfra?: boolean;
  metrics: Record<string, number | null>;
  /** Expectation results by name (e.g. "parallelTools"), true = met. */
  expectations?: Record<string, boolean>;
  /** True when the trial made tool calls and every one of them failed (unknown tools, refused inputs). */
  toolsAllFailed?: boolean;
}

export interface CaseObservations {
  caseId: string;
  baseline: TrialObservation[];
  candidate: TrialObservation[];
}

export interface DecisionOptions {
  /** Two-sided significance level for the primary metric; one-sided (1 − alpha) bounds for guardrails. */
  alpha: number;
  /**
   * The primary metric. Default "costUsd". Lower is better except for the metrics of
   * HIGHER_IS_BETTER (pass, judgeScore), where the candidate must raise it to be adopted.
   */
  primary: string;
  /** Non-inferiority margins, absolute, per guardrail metric. Defaults pass 0.05, repeatedCalls 0.5. */
  margins: Record<string, number>;
  /** Seed for resampling (bootstrap, Monte Carlo sign-flip). */
  seed: number;
  /** Bootstrap resamples. */
  bootstrapResamples: number;
  /** Monte Carlo sign patterns when a test has more cases than it enumerates exactly (default 10,000). */
  signFlipDraws?: number;
  /** Relative effect of the primary metric to plan for, e.g. -0.1 (−10%); `needed` uses the observed effect when unset. */
  effect?: number;
  /** Power for `needed` and `plan`, default 0.8. */
  power?: number;
}

export interface AnalysisInput {
  cases: CaseObservations[];
  options?: Partial<DecisionOptions>;
  /**
   * Measures the source did not record at all (e.g. "pass" when a CSV has no pass column), so
   * `analyze` leaves them out instead of reading the placeholder values.
   */
  notRecorded?: string[];
}

export type Decision = "ADOPT" | "REJECT" | "INCONCLUSIVE" | "INVALID";

export interface MetricSummary {
  /** Suite value for the baseline arm (ratio metrics: Σ of per-case means; pass: mean of per-case rates; repeatedCalls: mean per trial). */
  baseline: number | null;
  candidate: number | null;
  /** Ratio metrics: Σcandidate/Σbaseline − 1 (relative); guardrails: candidate − baseline (absolute). */
  delta: number | null;
  /** Two-sided 95% (1 − alpha) interval of delta, same units as delta. */
  ci: [number, number] | null;
  /**
   * Ratio and secondary metrics: two-sided p of "no change" (sign-flip randomisation test);
   * guardrails: one-sided p of the non-inferiority test at `margin` (small = shown non-inferior).
   * The one-sided p-values the decision uses for the primary are in `extra.pLess` / `extra.pGreater`.
   */
  p: number | null;
  method: string;
  kind: "ratio" | "guardrail" | "secondary";
  /** The metric's part in the decision (kind says how it was estimated). */
  role?: "primary" | "guardrail" | "secondary";
  margin?: number;
  nonInferior?: boolean;
  /** Holm-adjusted p among secondary metrics (descriptive only). */
  pHolm?: number | null;
  /** Extra robustness figures, e.g. geometric-mean ratio and leave-one-case-out range. */
  extra?: Record<string, unknown>;
}

/** Infra errors per arm (the last attempt of each trial), the arms' trials, and the split test's p (null without infra errors). */
export interface InfraCounts {
  baseline: number;
  candidate: number;
  baselineTrials: number;
  candidateTrials: number;
  p: number | null;
}

/** One candidate arm of a multi-arm run, compared with the baseline (Summary.arms). */
export interface ArmSummary {
  /** 1-based index of the candidate arm, in the order given. */
  arm: number;
  /** The arm's label (its variant name, or the label of --arms FILE). */
  label: string;
  /** The arm's variant specs as given. */
  specs: string[];
  /**
   * The primary's one-sided p in the direction of improvement, and Holm's adjusted p over the
   * family of every arm's (Holm 1979). ADOPT needs `pHolm` ≤ alpha.
   */
  holm: { arms: number; p: number | null; pHolm: number | null };
  /** This arm against the baseline, its decision and reasons after the Holm step. */
  summary: Summary;
}

export interface Summary {
  decision: Decision;
  reasons: string[];
  nCases: number;
  trialsPerCase: number;
  /**
   * `infra`: per arm, trials whose last attempt was an infra error and the arm's trials
   * (absent in summaries written before it was added).
   */
  integrity: { ok: boolean; reasons: string[]; infra?: InfraCounts };
  metrics: Record<string, MetricSummary>;
  /** The options in force (defaults applied), so the verdict can be recomputed. */
  options?: DecisionOptions;
  /** Present when the summary is one look of a sequential plan (see sequential-look.ts). */
  sequential?: {
    look: number;
    looks: number;
    /** Two-sided z boundary at this look (Lan–DeMets O'Brien–Fleming spending). */
    boundary: number;
    /** The one-sided level the decision used at this look. */
    nominalAlpha: number;
    /** True when this look decided (ADOPT or REJECT), stopped for futility, or is the last one. */
    stop: boolean;
    /** Looks with a futility check: the conditional power to ADOPT at the last look, the threshold, and whether it stopped the run. */
    futility?: { conditionalPower: number; threshold: number; stopped: boolean };
  };
  /**
   * Present when INCONCLUSIVE: what would be needed to decide, sized for whatever blocks ADOPT
   * (the primary metric's significance and/or a guardrail's non-inferiority); `cases` is the
   * largest need, `metric` names it, `blocking` lists each blocker (cases null when it cannot
   * be sized). Null when nothing can be sized (e.g. only an expectation regression blocks).
   */
  needed?: {
    cases: number;
    trialsPerCase: number;
    note: string;
    metric?: string;
    blocking?: Array<{ metric: string; role: "primary" | "guardrail"; cases: number | null; trialsPerCase: number | null }>;
  } | null;
  /**
   * Runs with more than two arms (several candidates against one baseline): every candidate's
   * own summary against the baseline, its verdict after Holm over the arms on the primary
   * (stats/decision/multi-arm.ts). Authoritative when present: the top-level `decision` is then
   * the run's overall verdict (multiArmSummary), `decisionArm` the arm it comes from, and the
   * other top-level fields that arm's. Absent in two-arm runs.
   */
  arms?: ArmSummary[];
  /** With `arms`: the 1-based candidate arm whose figures are at the top and whose verdict is the overall one. */
  decisionArm?: number;
  perCase?: Array<{
    caseId: string;
    baselinePasses: number;
    candidatePasses: number;
    baselineTrials: number;
    candidateTrials: number;
    /** Relative change of the case's mean costUsd per trial, C̄/B̄ − 1; null when unpriced or B̄ = 0. */
    costDelta: number | null;
    flags: string[];
  }>;
}
