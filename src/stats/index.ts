/**
 * The statistics engine (DESIGN §7, issue 6): pure functions, numbers in and numbers out.
 * This file only re-exports.
 */

// The entry points
export { analyze } from "./analyze.ts";
export { parseTrialsCsv, TrialsCsvError } from "./from-csv.ts";
export { planExperiment, type PlanResult, type PrimaryPlan, type GuardrailPlan } from "./plan.ts";
export { sequentialPlan, analyzeLook, repeatedConfidenceInterval, type SequentialPlan } from "./sequential-look.ts";
export { resolveOptions, DEFAULT_OPTIONS, StatsOptionError, type ResolvedOptions } from "./options.ts";
export type * from "./types.ts";

// Tests and intervals
export { pairedT, tBound, tOneSidedP, type PairedTResult } from "./paired-t.ts";
export { signFlipMinCases, signFlipTest, type SignFlipResult, type SignFlipOptions } from "./sign-flip.ts";
export { ratioSignFlipTest } from "./ratio-sign-flip.ts";
export { wilcoxonSignedRank, type WilcoxonResult, type WilcoxonOptions } from "./wilcoxon.ts";
export { mcnemar, type McNemarResult } from "./mcnemar.ts";
export { binomialTest } from "./binomial-test.ts";
export { wilsonInterval } from "./wilson.ts";
export { tangoStatistic, tangoInterval, tangoNonInferiorityP, tangoNullVariance, type PairedCounts } from "./tango.ts";
export { holmAdjust } from "./holm.ts";

// Ratio of totals and the bootstrap
export { ratioOfTotals, logRatioSe, leaveOneOutRatios } from "./ratio-of-totals.ts";
export { caseBootstrapRatio, type RatioBootstrapResult } from "./ratio-bootstrap.ts";
export { percentileInterval, bcaInterval, jackknifeAcceleration, sortedQuantile, type BcaResult } from "./bootstrap-intervals.ts";

// Power and sequential designs
export { requiredCases, minimumDetectableEffect, estimateComponents, type VarianceComponents, type DesignSpec, type EstimatedComponents } from "./power.ts";
export { neededFor, type NeededResult } from "./needed.ts";
export { nonInferiorityCases, type NonInferiorityDesign } from "./ni-sample-size.ts";
export { guardrailNeeded, type GuardrailNeeded, type GuardrailNeededOptions } from "./guardrail-needed.ts";
export { nullVarianceFloor, inferOutcome, type GuardrailOutcome } from "./null-variance-floor.ts";
export { obfSpending, pocockSpending, informationFractionsForRounds, type SpendingFunction } from "./spending.ts";
export { crossingProbabilities, spendingBoundaries, constantBoundaries } from "./group-sequential.ts";

// The pieces of the analysis
export { checkIntegrity, INFRA_SPLIT_THRESHOLD, type IntegrityResult } from "./integrity.ts";
export { caseRegressions, type ExpectationRegression } from "./expectations.ts";
export { decide } from "./decision.ts";
export { analyzeGuardrail, type GuardrailOptions } from "./metric-guardrail.ts";
export { RATIO_METRICS, HIGHER_IS_BETTER, DESCRIPTIVE_METRICS, GUARDRAIL_OUTCOMES } from "./metric-catalog.ts";

// Randomness and calibration
export { createRng, randomIndex, indexSampler, type Rng } from "./rng.ts";
export { runAaCalibration, runCoverage, runSequentialAa, type AaResult, type CoverageResult, type SequentialAaResult, type CalibrationSpec } from "./calibration.ts";
