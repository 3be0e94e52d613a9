/**
 * Synthetic experiments and the calibration that checks the decision rule's error rates and the
 * intervals' coverage.
 */
// @ts-nocheck

export * from "./synthetic.ts";
export * from "./calibration.ts";
