/**
 * Hypothesis tests on paired data: paired t, sign-flip (exact and Monte Carlo), its log-ratio
 * form, Wilcoxon signed-rank, McNemar, exact binomial, Tango's paired-proportion score test, and
 * Holm's adjustment.
 */
// @ts-nocheck

export * from "./paired-t.ts";
export * from "./sign-flip.ts";
export * from "./ratio-sign-flip.ts";
export * from "./wilcoxon.ts";
export * from "./mcnemar.ts";
export * from "./binomial-test.ts";
export * from "./tango.ts";
export * from "./holm.ts";
