import { cpus } from "node:os";

/**
 * The defaults of a new `eval ab` run (shown in `--help` as defaultDescription; a resume takes the
 * manifest's values instead: resume-options.ts). Apart from resume-options.ts because eval-ab.ts
 * builds its options from these on every start, and resume-options.ts loads the manifest reader
 * (execa, the suite loader), which only a run needs.
 */
export const AB_DEFAULTS = {
  seed: 1, concurrency: Math.max(1, Math.min(4, cpus().length)), "sim-noise": 1, "sim-noise-shared": false,
  sandbox: "none", "infra-retries": 2, "check-repeats": 1, alpha: 0.05,
} as const;
