/**
 * The first line `eval ab` prints (issue 22 item 3): what will run and where its results go,
 * from the arguments alone, before the suite is loaded, so the screen is never blank.
 */
import { readFileSync } from "node:fs";
import { plural } from "../text/plural.ts";

/** What the plan line shows; `trials` undefined: the suite's (`suiteTrials`, when known). */
export interface PlanLineParts {
  suite: string;
  baseline: readonly string[];
  /** One entry per `--candidate` (one arm each). */
  candidate: readonly string[];
  /** `--arms FILE`: more candidate arms, read from the file. */
  armsFile?: string | undefined;
  trials: number | undefined;
  /** The suite file's own `trials`, shown when `trials` is not given; undefined when not read. */
  suiteTrials?: number | undefined;
  runDir: string;
  resume: boolean;
  subset?: { cases?: readonly string[]; tags?: readonly string[] } | undefined;
}

/**
 * The plan line. A new run's folder is said as one it will write ("will write DIR"): a run
 * refused after this line (a misspelt flag, an unpriced model) makes none.
 * @example planLine({ suite: "coding", baseline: [], candidate: ["env:FREECODE_READ_LINE_NUMBERS=1"], trials: 1, runDir: "results/r", resume: false })
 *   // => "plan: suite coding · baseline defaults vs candidate env:FREECODE_READ_LINE_NUMBERS=1 · 1 trial per case per arm · will write results/r"
 */
export function planLine(p: PlanLineParts): string {
  const arm = (specs: readonly string[]) => (specs.length ? specs.join(" ") : "defaults");
  const trials = p.trials !== undefined ? `${plural(p.trials, "trial")} per case per arm`
    : p.suiteTrials !== undefined ? `${plural(p.suiteTrials, "trial")} per case per arm (the suite's)` : "the suite's trials per case per arm";
  const subset = [p.subset?.cases?.length ? `cases ${p.subset.cases.join(",")}` : "", p.subset?.tags?.length ? `tags ${p.subset.tags.join(",")}` : ""].filter(Boolean).join(", ");
  const candidates = p.candidate.length > 1 || p.armsFile !== undefined
    ? `candidates ${[...p.candidate, ...(p.armsFile !== undefined ? [`the arms of ${p.armsFile}`] : [])].join(" | ")}`
    : `candidate ${arm(p.candidate)}`;
  return `plan: suite ${p.suite}${subset ? ` (${subset})` : ""} · baseline ${arm(p.baseline)} vs ${candidates} · ${trials} · ${p.resume ? "resuming" : "will write"} ${p.runDir}`;
}

/**
 * The `trials:` a suite file sets at its top level, or undefined when it sets none or sets it
 * in a form this does not read (the plan line then says "the suite's"). A line scan rather than
 * the YAML parser: the plan line must show within 200 ms (issue 22 item 3), before the parser
 * and the suite loader are imported; the suite is fully validated right after.
 */
export function suiteTrialsOf(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const m = /^trials:[ \t]*(\d+)[ \t]*(?:#.*)?$/m.exec(text);
  const n = m ? Number(m[1]) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
