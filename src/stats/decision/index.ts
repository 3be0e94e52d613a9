/**
 * The analysis of one run and its verdict: integrity, each metric's estimate (ratio, guardrail,
 * difference), expectation regressions, per-case rows, and the ADOPT / REJECT / INCONCLUSIVE /
 * INVALID rule.
 */
export * from "./analyze.ts";
export * from "./decision.ts";
export * from "./integrity.ts";
export * from "./expectations.ts";
export * from "./per-case.ts";
export * from "./metric-catalog.ts";
export * from "./metric-plan.ts";
export * from "./metric-ratio.ts";
export * from "./metric-guardrail.ts";
export * from "./metric-difference.ts";
export * from "./multi-arm.ts";
