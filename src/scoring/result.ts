/** One scoring result: a check, a file assertion or a trajectory expectation, recorded as name plus arguments. */
export interface CheckResult {
  /** e.g. "check", "file:payments/reconcile.py", "expect.parallelTools". */
  name: string;
  kind: "check" | "file" | "expect" | "judge";
  pass: boolean;
  /** Why it passed or failed, in one or a few lines (the tail of the output for commands). */
  explanation: string;
}
