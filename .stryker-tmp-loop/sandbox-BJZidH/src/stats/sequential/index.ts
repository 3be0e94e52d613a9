/**
 * Group-sequential designs: alpha-spending functions, their boundaries, and the analysis at one
 * look.
 */
// @ts-nocheck

export * from "./spending.ts";
export * from "./group-sequential.ts";
export * from "./sequential-look.ts";
export * from "./futility.ts";
