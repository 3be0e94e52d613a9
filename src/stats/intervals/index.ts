/**
 * Confidence intervals: bootstrap percentile and BCa, the case bootstrap of a ratio of totals,
 * and Wilson's score interval.
 */
export * from "./bootstrap-intervals.ts";
export * from "./ratio-bootstrap.ts";
export * from "./ratio-of-totals.ts";
export * from "./wilson.ts";
