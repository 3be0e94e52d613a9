/**
 * One scoring result: a check, a file assertion, a trajectory expectation, the judge, or a
 * trial limit (`maxTrialTokens`), recorded as name plus arguments.
 */
// @ts-nocheck

export interface CheckResult {
  /** e.g. "check", "file:payments/reconcile.py", "expect.parallelTools", "maxTrialTokens". */
  name: string;
  kind: "check" | "file" | "expect" | "judge" | "limit";
  pass: boolean;
  /** Why it passed or failed, in one or a few lines (the tail of the output for commands). */
  explanation: string;
}
