/**
 * `eval validate --prove`: shows that each case measures something. Its check must fail on
 * the untouched workspace, pass on the reference solution, and the simulator's reference
 * trajectory played through the real agent (noise 0) must pass.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { loadPricing } from "../providers/pricing.ts";
import { bindProvider } from "./provider-binding.ts";
import { runTrial } from "./trial.ts";
import { runCheckCommand } from "../scoring/check-command.ts";
import { checkFileAssertion } from "../scoring/file-assertions.ts";
import type { CheckResult } from "../scoring/result.ts";
import { parseVariant } from "../variant/parse.ts";
import type { LoadedCase } from "../suite/schema.ts";

export interface ProveStep {
  step: "untouched fails" | "solution passes" | "trajectory passes";
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
  for (const a of c.files) results.push(await checkFileAssertion(a, dir));
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

/**
 * Proves one case. Steps 1 and 2 run the case's check in temporary copies of the workspace;
 * step 3 runs one trial of the built-in agent against an in-process simulator with noise 0.
 * Never throws for a failing case: failures are in the result.
 */
export async function proveCase(c: LoadedCase): Promise<ProveResult> {
  const steps: ProveStep[] = [];
  const tmp = mkdtempSync(join(tmpdir(), `freecode-prove-${c.id}-`));
  try {
    const untouched = join(tmp, "untouched");
    cpSync(c.workspaceDir, untouched, { recursive: true });
    const before = await checkIn(c, untouched);
    steps.push({ step: "untouched fails", ok: !before.pass, detail: before.pass ? "the check already passes on the untouched workspace, so the case asserts nothing" : "fails as it should" });

    const solved = join(tmp, "solved");
    cpSync(c.workspaceDir, solved, { recursive: true });
    const err = await applySolution(c, solved);
    const after = err ? { pass: false, explanation: err } : await checkIn(c, solved);
    steps.push({ step: "solution passes", ok: after.pass, detail: after.pass ? "passes" : after.explanation });

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
        detail: record.pass ? `passes in ${record.metrics.turns} turns` : `${record.status} (${record.outcome}${record.infraReason ? `: ${record.infraReason}` : ""})${failed.length ? `\n${failed.join("\n")}` : ""}`,
      });
    } finally {
      await close();
    }
  } finally {
    if (existsSync(tmp)) rmSync(tmp, { recursive: true, force: true });
  }
  return { caseId: c.id, ok: steps.every((s) => s.ok), steps };
}
