/**
 * The statistics engine (DESIGN §7, issue 6): pure functions, numbers in and numbers out.
 * This file only re-exports; each part (core/, hypothesis-tests/, intervals/, power/,
 * decision/, planning/, sequential/, simulation/) has an index of its own. Reading result
 * files (CSV, JSONL) is src/results/.
 */
// @ts-nocheck


// The entry points
export { analyze } from "./decision/analyze.ts";
export { planExperiment, type PlanResult, type PrimaryPlan, type GuardrailPlan } from "./planning/plan.ts";
export { sequentialPlan, analyzeLook, repeatedConfidenceInterval, FUTILITY_FROM, type SequentialPlan, type SequentialDesign } from "./sequential/sequential-look.ts";
export { conditionalPower, futilityBoundary, zFromOneSidedP } from "./sequential/futility.ts";
export { resolveOptions, DEFAULT_OPTIONS, StatsOptionError, type ResolvedOptions } from "./core/options.ts";
export type * from "./core/types.ts";

// Tests and intervals
export { pairedT, tBound, tOneSidedP, type PairedTResult } from "./hypothesis-tests/paired-t.ts";
export { signFlipMinCases, signFlipTest, type SignFlipResult, type SignFlipOptions } from "./hypothesis-tests/sign-flip.ts";
export { ratioSignFlipTest } from "./hypothesis-tests/ratio-sign-flip.ts";
export { wilcoxonSignedRank, type WilcoxonResult, type WilcoxonOptions } from "./hypothesis-tests/wilcoxon.ts";
export { mcnemar, type McNemarResult } from "./hypothesis-tests/mcnemar.ts";
export { binomialTest } from "./hypothesis-tests/binomial-test.ts";
export { wilsonInterval } from "./intervals/wilson.ts";
export { tangoStatistic, tangoInterval, tangoNonInferiorityP, tangoNullVariance, type PairedCounts } from "./hypothesis-tests/tango.ts";
export { holmAdjust } from "./hypothesis-tests/holm.ts";

// Ratio of totals and the bootstrap
export { ratioOfTotals, logRatioSe, leaveOneOutRatios } from "./intervals/ratio-of-totals.ts";
export { caseBootstrapRatio, type RatioBootstrapResult } from "./intervals/ratio-bootstrap.ts";
export { ratioSignFlipInterval, type RatioSignFlipResult, type RatioSignFlipOptions } from "./intervals/ratio-sign-flip-interval.ts";
export { percentileInterval, bcaInterval, jackknifeAcceleration, sortedQuantile, type BcaResult } from "./intervals/bootstrap-intervals.ts";

// Power and sequential designs
export { requiredCases, minimumDetectableEffect, estimateComponents, type VarianceComponents, type DesignSpec, type EstimatedComponents } from "./power/power.ts";
export { neededFor, type NeededResult } from "./power/needed.ts";
export { nonInferiorityCases, type NonInferiorityDesign } from "./power/ni-sample-size.ts";
export { guardrailNeeded, type GuardrailNeeded, type GuardrailNeededOptions } from "./power/guardrail-needed.ts";
export { nullVarianceFloor, inferOutcome, type GuardrailOutcome } from "./power/null-variance-floor.ts";
export { obfSpending, pocockSpending, hsdSpending, parseSpending, informationFractionsForRounds, type SpendingFunction } from "./sequential/spending.ts";
export { crossingProbabilities, spendingBoundaries, constantBoundaries } from "./sequential/group-sequential.ts";

// The pieces of the analysis
export { checkIntegrity, INFRA_SPLIT_THRESHOLD, type IntegrityResult } from "./decision/integrity.ts";
export { caseRegressions, type ExpectationRegression } from "./decision/expectations.ts";
export { decide } from "./decision/decision.ts";
export { analyzeGuardrail, type GuardrailOptions } from "./decision/metric-guardrail.ts";
export { RATIO_METRICS, HIGHER_IS_BETTER, DESCRIPTIVE_METRICS, GUARDRAIL_OUTCOMES } from "./decision/metric-catalog.ts";

// Randomness and calibration
export { createRng, randomIndex, indexSampler, type Rng } from "./core/rng.ts";
export {
  COST_SHAPES, runAaCalibration, runCoverage, runCoverageTable, runSequentialAa,
  type AaResult, type CostShape, type CoverageResult, type CoverageRow, type CoverageSpec, type SequentialAaResult, type CalibrationSpec,
} from "./simulation/calibration.ts";
