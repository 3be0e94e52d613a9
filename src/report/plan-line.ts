/**
 * The first line `eval ab` prints (issue 22 item 3): what will run and where its results go,
 * from the arguments alone, before the suite is loaded, so the screen is never blank.
 */
import { plural } from "../text/plural.ts";

/** What the plan line shows; `trials` undefined: the suite's default. */
export interface PlanLineParts {
  suite: string;
  baseline: readonly string[];
  /** One entry per `--candidate` (one arm each). */
  candidate: readonly string[];
  /** `--arms FILE`: more candidate arms, read from the file. */
  armsFile?: string | undefined;
  trials: number | undefined;
  runDir: string;
  resume: boolean;
  subset?: { cases?: readonly string[]; tags?: readonly string[] } | undefined;
}

/**
 * @example planLine({ suite: "coding", baseline: [], candidate: ["env:FREECODE_READ_LINE_NUMBERS=1"], trials: 1, runDir: "results/r", resume: false })
 *   // => "plan: suite coding · baseline defaults vs candidate env:FREECODE_READ_LINE_NUMBERS=1 · 1 trial per case per arm · run folder results/r"
 */
export function planLine(p: PlanLineParts): string {
  const arm = (specs: readonly string[]) => (specs.length ? specs.join(" ") : "defaults");
  const trials = p.trials === undefined ? "the suite's trials per case per arm" : `${plural(p.trials, "trial")} per case per arm`;
  const subset = [p.subset?.cases?.length ? `cases ${p.subset.cases.join(",")}` : "", p.subset?.tags?.length ? `tags ${p.subset.tags.join(",")}` : ""].filter(Boolean).join(", ");
  const candidates = p.candidate.length > 1 || p.armsFile !== undefined
    ? `candidates ${[...p.candidate, ...(p.armsFile !== undefined ? [`the arms of ${p.armsFile}`] : [])].join(" | ")}`
    : `candidate ${arm(p.candidate)}`;
  return `plan: suite ${p.suite}${subset ? ` (${subset})` : ""} · baseline ${arm(p.baseline)} vs ${candidates} · ${trials} · ${p.resume ? "resuming" : "run folder"} ${p.runDir}`;
}
