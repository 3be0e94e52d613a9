/**
 * `eval validate --prove`: shows that each case measures something. Its check must fail on
 * the untouched workspace, pass on the reference solution, and the simulator's reference
 * trajectory played through the real agent (noise 0) must pass.
 *
 * A judged case (`judge` set) is decided by its final answer, so its first two steps are about
 * the answer: an empty answer must score below `passAt` with the offline judge, and the
 * case's `reference-answer.md` must score at least `passAt` (with its check and file
 * assertions, when it has them, holding on the workspace with any solution overlaid).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { loadPricing } from "../providers/pricing.ts";
import { bindProvider } from "./provider-binding.ts";
import { runTrial } from "./trial.ts";
import { runSetup } from "./trial-commands.ts";
import { runCheckCommand } from "../scoring/check-command.ts";
import { offlineScore } from "../scoring/judge.ts";
import { checkFileAssertion } from "../scoring/file-assertions.ts";
import type { CheckResult } from "../scoring/result.ts";
import { parseVariant } from "./variant.ts";
import { copyCommitted, removeFoldersOnExit } from "./workspace.ts";
import type { JudgeSpec, LoadedCase } from "../suite/schema.ts";
import { plural } from "../text/plural.ts";

export interface ProveStep {
  step: "setup runs" | "untouched fails" | "solution passes" | "check is stable" | "trajectory passes";
  ok: boolean;
  detail: string;
}

export interface ProveResult {
  caseId: string;
  ok: boolean;
  steps: ProveStep[];
}

const CHECK_ENV = () => ({ PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: tmpdir(), LANG: process.env.LANG ?? "C.UTF-8" });

async function checkIn(c: LoadedCase, dir: string): Promise<{ pass: boolean; explanation: string }> {
  const results: CheckResult[] = c.check ? [await runCheckCommand(c.check.run, dir, c.check.timeoutSec, CHECK_ENV())] : [];
  for (const a of c.files) results.push(await checkFileAssertion(a, dir, c.workspaceDir));
  const failed = results.filter((r) => !r.pass);
  return { pass: failed.length === 0, explanation: (failed.length ? failed : results).map((r) => r.explanation.split("\n").slice(0, 6).join("\n")).join("\n") };
}

async function applySolution(c: LoadedCase, dir: string): Promise<string | null> {
  if (!c.solutionPath) return `no reference solution (expected ${join(c.dir, c.solution)}: a folder overlaid on the workspace, or a .patch)`;
  if (statSync(c.solutionPath).isDirectory()) {
    cpSync(c.solutionPath, dir, { recursive: true });
    return null;
  }
  const r = await execa("git", ["apply", "--whitespace=nowarn", c.solutionPath], { cwd: dir, reject: false });
  return r.exitCode === 0 ? null : `git apply ${c.solutionPath} failed: ${r.stderr.toString().trim()}`;
}

/** Runs of the check on each of the untouched and the solved workspace: a check whose runs disagree is unstable. */
export const PROVE_CHECK_RUNS = 3;

/** The check run PROVE_CHECK_RUNS times on one workspace: the first run's result, and every run's pass. */
async function checkRuns(c: LoadedCase, dir: string): Promise<{ pass: boolean; explanation: string; passes: boolean[] }> {
  const runs = [];
  for (let i = 0; i < PROVE_CHECK_RUNS; i++) runs.push(await checkIn(c, dir));
  return { ...runs[0]!, passes: runs.map((r) => r.pass) };
}

const passList = (p: boolean[]) => p.map((x) => (x ? "pass" : "fail")).join(", ");

/**
 * The case's setup in a copy of its workspace, under its setupTimeoutSec: a setup that fails
 * or hangs would make every trial an infra error.
 */
async function setupStep(c: LoadedCase, dir: string): Promise<ProveStep | null> {
  if (c.setup.length === 0) return null;
  const failed = await runSetup(c, dir, { ...CHECK_ENV() }, undefined, () => {});
  return { step: "setup runs", ok: failed === null, detail: failed ?? `${c.setup.length} command(s) ran within ${c.setupTimeoutSec} s` };
}

/**
 * Steps 1 and 2 of a case decided by its check: the setup runs, the check fails untouched and
 * passes with the solution, each PROVE_CHECK_RUNS times with the same result ("check is stable").
 */
async function proveChecked(c: LoadedCase, tmp: string): Promise<ProveStep[]> {
  const untouched = join(tmp, "untouched");
  await copyCommitted(c.workspaceDir, untouched);
  const setup = await setupStep(c, untouched);
  const before = await checkRuns(c, untouched);
  const solved = join(tmp, "solved");
  await copyCommitted(c.workspaceDir, solved);
  if (setup?.ok) await runSetup(c, solved, { ...CHECK_ENV() }, undefined, () => {});
  const err = await applySolution(c, solved);
  const after = err ? { pass: false, explanation: err, passes: [false] } : await checkRuns(c, solved);
  const unstable = [["untouched", before.passes], ["solution", after.passes]].filter(([, p]) => (p as boolean[]).some((x) => x !== (p as boolean[])[0]));
  return [
    ...(setup ? [setup] : []),
    { step: "untouched fails", ok: !before.pass, detail: before.pass ? "the check already passes on the untouched workspace, so the case asserts nothing" : "fails as it should" },
    { step: "solution passes", ok: after.pass, detail: after.pass ? "passes" : after.explanation },
    {
      step: "check is stable", ok: unstable.length === 0,
      detail: unstable.length === 0
        ? `${PROVE_CHECK_RUNS} runs on each workspace agree`
        : `unstable: the check's runs disagree on the same workspace (${unstable.map(([w, p]) => `${w}: ${passList(p as boolean[])}`).join("; ")}); trials would be decided by chance, not by the agent`,
    },
  ];
}

/** Temporary folders of cases being proven, for an interrupted `validate --prove` to remove (removeProvingFolders). */
const proving = new Set<string>();

/**
 * Removes the temporary folder of every case still being proven, for an interrupted
 * `validate --prove` about to exit (end the processes first: proc/group.ts killRunningGroups).
 * Never throws.
 * @returns the number of folders removed
 */
export function removeProvingFolders(): number {
  return removeFoldersOnExit(proving);
}

/** File name, in the case folder, of a judged case's reference answer. */
export const REFERENCE_ANSWER = "reference-answer.md";

/**
 * Steps 1 and 2 of a judged case, scored by the offline judge (proving stays offline even
 * with an API key): an empty answer must fail, `reference-answer.md` must pass. A check or
 * file assertions the case also has must hold on the workspace (with `solution/` overlaid when
 * there is one); they are not required to fail untouched, since a judged case's check may
 * guard the route (e.g. "no file changed") rather than decide the outcome.
 */
async function proveJudged(c: LoadedCase, judge: JudgeSpec, tmp: string): Promise<ProveStep[]> {
  const scoreText = (score: number) => `${+score.toFixed(2)}/${judge.scale} (pass at ${judge.passAt})`;
  const empty = offlineScore(judge, "");
  const steps: ProveStep[] = [{
    step: "untouched fails", ok: empty.score < judge.passAt,
    detail: empty.score < judge.passAt ? `an empty answer scores ${scoreText(empty.score)}: fails as it should` : `an empty answer already scores ${scoreText(empty.score)}, so the case asserts nothing (${empty.explanation})`,
  }];
  const file = join(c.dir, REFERENCE_ANSWER);
  if (!existsSync(file)) {
    steps.push({ step: "solution passes", ok: false, detail: `no reference answer (expected ${file}: a correct final answer to the prompt)` });
    return steps;
  }
  const ref = offlineScore(judge, readFileSync(file, "utf8"));
  const problems = ref.score >= judge.passAt ? [] : [`${REFERENCE_ANSWER} scores ${scoreText(ref.score)}: ${ref.explanation}`];
  if (c.check || c.files.length) {
    const dir = join(tmp, "solved");
    cpSync(c.workspaceDir, dir, { recursive: true });
    const err = c.solutionPath ? await applySolution(c, dir) : null;
    const after = err ? { pass: false, explanation: err } : await checkIn(c, dir);
    if (!after.pass) problems.push(after.explanation);
  }
  steps.push({ step: "solution passes", ok: problems.length === 0, detail: problems.length ? problems.join("\n") : `${REFERENCE_ANSWER} scores ${scoreText(ref.score)}` });
  return steps;
}

/**
 * Proves one case. Steps 1 and 2 run the case's check in temporary copies of the workspace
 * (a judged case scores an empty and its reference answer instead: proveJudged); step 3 runs
 * one trial of the built-in agent against an in-process simulator with noise 0 (a judged
 * trial is scored by the offline judge). Never throws for a failing case: failures are in the
 * result.
 */
export async function proveCase(c: LoadedCase): Promise<ProveResult> {
  const steps: ProveStep[] = [];
  const tmp = mkdtempSync(join(tmpdir(), `freecode-prove-${c.id}-`));
  proving.add(tmp);
  try {
    steps.push(...(c.judge ? await proveJudged(c, c.judge, tmp) : await proveChecked(c, tmp)));

    const runDir = join(tmp, "run");
    const { binding, close } = await bindProvider("sim", [c], {}, { noise: 0, faults: {}, seed: 1 });
    try {
      const record = await runTrial(
        { runId: "prove", runDir, model: "claude-sonnet-5-5", pricing: loadPricing(), provider: binding, baseEnv: process.env },
        c, { caseId: c.id, trial: 0, seed: 1, order: ["baseline", "candidate"] }, "baseline", parseVariant([], "defaults"),
      );
      const failed = record.checks.filter((x) => !x.pass).map((x) => x.explanation.split("\n").slice(0, 4).join("\n"));
      steps.push({
        step: "trajectory passes", ok: record.pass,
        detail: record.pass ? `passes in ${plural(record.metrics.turns, "turn")}` : `${record.status} (${record.outcome}${record.infraReason ? `: ${record.infraReason}` : ""})${failed.length ? `\n${failed.join("\n")}` : ""}`,
      });
    } finally {
      await close();
    }
  } finally {
    if (existsSync(tmp)) rmSync(tmp, { recursive: true, force: true });
    proving.delete(tmp);
  }
  return { caseId: c.id, ok: steps.every((s) => s.ok), steps };
}
