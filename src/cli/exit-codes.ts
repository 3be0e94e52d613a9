/**
 * Documented, stable exit codes (EVAL.md "Exit codes"):
 * 0 success; 1 gate failed; 2 usage or input error; 3 infrastructure failure or INVALID run.
 */
export const EXIT = { ok: 0, gateFailed: 1, input: 2, infra: 3 } as const;
