/** `eval plan`: what a pilot run says about the cases and trials a decision needs. */
export * from "./plan.ts";
