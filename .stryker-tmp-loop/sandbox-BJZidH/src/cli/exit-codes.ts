/**
 * Documented, stable exit codes (EVAL.md "Exit codes"):
 * 0 success; 1 gate failed; 2 usage or input error; 3 infrastructure failure or INVALID run.
 */
// @ts-nocheck

export const EXIT = { ok: 0, gateFailed: 1, input: 2, infra: 3 } as const;

/** The exit codes as --help shows them. */
export const EXIT_CODES_HELP = [
  "Exit codes:",
  "  0  done (for eval ab: the run completed, whatever the verdict)",
  "  1  a gate failed",
  "  2  usage or input error, or a run refused before its first trial",
  "  3  infrastructure failure, or the run is INVALID",
].join("\n");
