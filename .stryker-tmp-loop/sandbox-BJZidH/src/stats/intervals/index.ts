/**
 * Confidence intervals: the sign-flip interval of a ratio of totals (the reported cost
 * interval), bootstrap percentile and BCa, the case bootstrap of a ratio of totals,
 * and Wilson's score interval.
 */
// @ts-nocheck

export * from "./bootstrap-intervals.ts";
export * from "./ratio-bootstrap.ts";
export * from "./ratio-of-totals.ts";
export * from "./wilson.ts";
export * from "./ratio-sign-flip-interval.ts";
