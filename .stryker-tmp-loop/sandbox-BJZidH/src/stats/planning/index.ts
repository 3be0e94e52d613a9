/** `eval plan`: what a pilot run says about the cases and trials a decision needs. */
// @ts-nocheck

export * from "./plan.ts";
