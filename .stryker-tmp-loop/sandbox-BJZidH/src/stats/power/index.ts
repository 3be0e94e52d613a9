/**
 * Power and sample size: variance components and minimum detectable effects (Miller 2024), cases
 * needed for a primary or a guardrail, non-inferiority sample sizes, and the guardrail variance
 * floor.
 */
// @ts-nocheck

export * from "./power.ts";
export * from "./needed.ts";
export * from "./ni-sample-size.ts";
export * from "./guardrail-needed.ts";
export * from "./null-variance-floor.ts";
